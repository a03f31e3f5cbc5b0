// MARK: - Profiles

extension BuiltInSource {
  /// What the package knows about this source: the one place each fact is written.
  package var profile: SourceProfile {
    switch self {
    case .camera: .camera
    case .microphone: .microphone
    case .photoLibrary(.readWrite): .photoLibraryReadWrite
    case .photoLibrary(.addOnly): .photoLibraryAddOnly
    }
  }

  /// The sources an app target may use when it links `name`: a library product of this
  /// package (``SourceProfile/Linkage/libraryProduct``) or a system framework
  /// (``SourceProfile/Linkage/systemFrameworks``). Linking `Photos` implies both photo library
  /// access levels, since the framework serves both.
  ///
  /// - Parameter name: A product or framework name, such as `MediaAccessCamera` or `Photos`.
  /// - Returns: The sources, in the library's order; none for a name that implies no source.
  package static func linkedBy(_ name: String) -> [BuiltInSource] {
    allCases.filter { source in
      let linkage = source.profile.linkage
      return linkage.libraryProduct == name || linkage.systemFrameworks.contains(name)
    }
  }
}

extension SourceProfile {
  static let camera = SourceProfile(
    textKey: "camera", phrase: "camera", purpose: "use the camera",
    macPrivacyPane: "Privacy_Camera",
    macEntitlement: MacEntitlement(
      key: "com.apple.security.device.camera", sandboxAlternatives: [],
      buildSetting: "ENABLE_RESOURCE_ACCESS_CAMERA"),
    linkage: Linkage(libraryProduct: "MediaAccessCamera", systemFrameworks: []),
    grantingStatuses: [.authorized])

  static let microphone = SourceProfile(
    textKey: "microphone", phrase: "microphone", purpose: "use the microphone",
    macPrivacyPane: "Privacy_Microphone",
    macEntitlement: MacEntitlement(
      key: "com.apple.security.device.audio-input",
      sandboxAlternatives: ["com.apple.security.device.microphone"],
      buildSetting: "ENABLE_RESOURCE_ACCESS_AUDIO_INPUT"),
    linkage: Linkage(libraryProduct: "MediaAccessCamera", systemFrameworks: []),
    grantingStatuses: [.authorized])

  static let photoLibraryReadWrite = SourceProfile(
    textKey: "photoLibrary", phrase: "photo library (read/write)",
    purpose: "access the photo library",
    macPrivacyPane: "Privacy_Photos",
    macEntitlement: MacEntitlement(
      key: "com.apple.security.personal-information.photos-library", sandboxAlternatives: [],
      buildSetting: "ENABLE_RESOURCE_ACCESS_PHOTO_LIBRARY"),
    linkage: Linkage(libraryProduct: "MediaAccessPhotos", systemFrameworks: ["Photos"]),
    grantingStatuses: [.authorized, .limited])

  static let photoLibraryAddOnly = SourceProfile(
    textKey: "photoLibraryAddOnly", phrase: "photo library (add-only)",
    purpose: "add photos to the library",
    macPrivacyPane: "Privacy_Photos",
    macEntitlement: MacEntitlement(
      key: "com.apple.security.personal-information.photos-library", sandboxAlternatives: [],
      buildSetting: "ENABLE_RESOURCE_ACCESS_PHOTO_LIBRARY"),
    linkage: Linkage(libraryProduct: "MediaAccessPhotos", systemFrameworks: ["Photos"]),
    grantingStatuses: [.authorized])
}
