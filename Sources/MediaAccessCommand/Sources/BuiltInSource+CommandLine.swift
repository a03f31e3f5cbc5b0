internal import MediaAccess

// MARK: - Command-line descriptions

extension BuiltInSource {
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

  /// The sources an app target may use when it links `name`: a library product of this
  /// package (``SourceCommandLine/Linkage/libraryProduct``) or a system framework
  /// (``SourceCommandLine/Linkage/systemFrameworks``). Linking `Photos` implies both photo
  /// library access levels, since the framework serves both.
  ///
  /// - Parameter name: A product or framework name, such as `MediaAccessCamera` or `Photos`.
  /// - Returns: The sources, in the library's order; none for a name that implies no source.
  static func linkedBy(_ name: String) -> [BuiltInSource] {
    allCases.filter { source in
      let linkage = source.commandLine.linkage
      return linkage.libraryProduct == name || linkage.systemFrameworks.contains(name)
    }
  }

  /// Every entitlement key that grants the source to a sandboxed Mac app: the library's first.
  var macSandboxKeys: [String] {
    [profile.macEntitlement] + commandLine.macSandbox.alternatives
  }

  /// The source the command line names `name`: its ``SourceCommandLine/name`` or one of its
  /// ``SourceCommandLine/aliases``, in any case.
  ///
  /// - Parameter name: A name as typed, such as `photo-library` or `photos-read-write`.
  /// - Returns: The source, or `nil` when no source has that name.
  static func named(_ name: String) -> BuiltInSource? {
    let wanted = name.lowercased()
    return allCases.first { source in
      let commandLine = source.commandLine
      return ([commandLine.name] + commandLine.aliases).contains { $0.lowercased() == wanted }
    }
  }
}

extension SourceCommandLine {
  /// The package's libraries, one of which a file imports to call the package.
  static let libraries = ["MediaAccess", "MediaAccessCamera", "MediaAccessPhotos"]

  /// The package's calls `names` that ask for `sources`.
  private static func calls(_ names: [String], _ sources: [BuiltInSource]) -> [CodeCall] {
    names.map { CodeCall($0, sources, pattern: $0, requires: libraries) }
  }

  /// A video capture asks for the camera and the microphone.
  private static let videoCaptureCalls = [
    "launchVideoCapture", "authorizeVideoCapture", "pickVideoFromCamera",
  ]

  static let camera = SourceCommandLine(
    name: "camera", aliases: [],
    launchMethod: "launchCamera(success:completion:)", promptAllowButton: "Allow",
    packageCalls: calls(
      ["launchCamera", "authorizeCamera", "pickImageFromCamera"] + videoCaptureCalls, [.camera]),
    purpose: "use the camera",
    linkage: Linkage(libraryProduct: "MediaAccessCamera", systemFrameworks: []),
    macSandbox: MacSandbox(alternatives: [], buildSetting: "ENABLE_RESOURCE_ACCESS_CAMERA"))

  static let microphone = SourceCommandLine(
    name: "microphone", aliases: [],
    launchMethod: "launchMicrophone(success:completion:)", promptAllowButton: "Allow",
    packageCalls: calls(
      ["launchMicrophone", "authorizeMicrophone"] + videoCaptureCalls, [.microphone]),
    purpose: "use the microphone",
    linkage: Linkage(libraryProduct: "MediaAccessCamera", systemFrameworks: []),
    macSandbox: MacSandbox(
      alternatives: ["com.apple.security.device.microphone"],
      buildSetting: "ENABLE_RESOURCE_ACCESS_AUDIO_INPUT"))

  static let photoLibraryReadWrite = SourceCommandLine(
    name: "photo-library",
    aliases: ["photoLibrary", "photos-read-write", "photo-library-read-write", "photos"],
    launchMethod: "launchPhotoLibrary(access:success:completion:)",
    promptAllowButton: "Allow Full Access",
    packageCalls: calls(
      ["launchPhotoLibrary", "authorizePhotoLibrary"], [.photoLibrary(.readWrite)]),
    purpose: "access the photo library",
    linkage: Linkage(libraryProduct: "MediaAccessPhotos", systemFrameworks: ["Photos"]),
    macSandbox: MacSandbox(alternatives: [], buildSetting: "ENABLE_RESOURCE_ACCESS_PHOTO_LIBRARY"))

  static let photoLibraryAddOnly = SourceCommandLine(
    name: "photo-library-add-only",
    aliases: ["photoLibraryAddOnly", "photos-add-only", "photo-library-add"],
    launchMethod: "launchPhotoLibrary(access:success:completion:)", promptAllowButton: "Allow",
    packageCalls: [
      CodeCall(
        "launchPhotoLibrary(access: .addOnly)", [.photoLibrary(.addOnly)],
        pattern: "launchPhotoLibrary(access: .addOnly", requires: libraries),
      CodeCall(
        "authorizePhotoLibrary(access: .addOnly)", [.photoLibrary(.addOnly)],
        pattern: "authorizePhotoLibrary(access: .addOnly", requires: libraries),
    ],
    purpose: "add photos to the library",
    linkage: Linkage(libraryProduct: "MediaAccessPhotos", systemFrameworks: ["Photos"]),
    macSandbox: MacSandbox(alternatives: [], buildSetting: "ENABLE_RESOURCE_ACCESS_PHOTO_LIBRARY"))
}
