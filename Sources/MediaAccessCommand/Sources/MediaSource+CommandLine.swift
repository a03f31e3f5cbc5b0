internal import MediaAccess

// MARK: - Command-line descriptions

extension MediaSource {
  /// What the command line knows about this source: the one place each of its facts is
  /// written.
  var commandLine: SourceCommandLine {
    switch self {
    case .camera: .camera
    case .microphone: .microphone
    case .photoLibrary(.readWrite): .photoLibraryReadWrite
    case .photoLibrary(.addOnly): .photoLibraryAddOnly
    }
  }

  /// The source the command line names `name`: its ``SourceCommandLine/name`` or one of its
  /// ``SourceCommandLine/aliases``, in any case.
  ///
  /// - Parameter name: A name as typed, such as `photo-library` or `photos-read-write`.
  /// - Returns: The source, or `nil` when no source has that name.
  static func named(_ name: String) -> MediaSource? {
    let wanted = name.lowercased()
    return allCases.first { source in
      let commandLine = source.commandLine
      return ([commandLine.name] + commandLine.aliases).contains { $0.lowercased() == wanted }
    }
  }
}

extension SourceCommandLine {
  static let camera = SourceCommandLine(
    name: "camera", aliases: [],
    launchMethod: "launchCamera(success:completion:)", promptAllowButton: "Allow")

  static let microphone = SourceCommandLine(
    name: "microphone", aliases: [],
    launchMethod: "launchMicrophone(success:completion:)", promptAllowButton: "Allow")

  static let photoLibraryReadWrite = SourceCommandLine(
    name: "photo-library",
    aliases: ["photoLibrary", "photos-read-write", "photo-library-read-write", "photos"],
    launchMethod: "launchPhotoLibrary(access:success:completion:)",
    promptAllowButton: "Allow Full Access")

  static let photoLibraryAddOnly = SourceCommandLine(
    name: "photo-library-add-only",
    aliases: ["photoLibraryAddOnly", "photos-add-only", "photo-library-add"],
    launchMethod: "launchPhotoLibrary(access:success:completion:)", promptAllowButton: "Allow")
}
