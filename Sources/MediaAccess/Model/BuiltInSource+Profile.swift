// MARK: - Profiles

extension BuiltInSource {
  /// What the library knows about this source: the one place each fact is written.
  package var profile: SourceProfile {
    switch self {
    case .camera: .camera
    case .microphone: .microphone
    case .photoLibrary(.readWrite): .photoLibraryReadWrite
    case .photoLibrary(.addOnly): .photoLibraryAddOnly
    }
  }
}

extension SourceProfile {
  static let camera = SourceProfile(
    textKey: "camera", phrase: "camera", macPrivacyPane: "Privacy_Camera",
    macEntitlement: "com.apple.security.device.camera", grantingStatuses: [.authorized])

  static let microphone = SourceProfile(
    textKey: "microphone", phrase: "microphone", macPrivacyPane: "Privacy_Microphone",
    macEntitlement: "com.apple.security.device.audio-input", grantingStatuses: [.authorized])

  static let photoLibraryReadWrite = SourceProfile(
    textKey: "photoLibrary", phrase: "photo library (read/write)",
    macPrivacyPane: "Privacy_Photos",
    macEntitlement: "com.apple.security.personal-information.photos-library",
    grantingStatuses: [.authorized, .limited])

  static let photoLibraryAddOnly = SourceProfile(
    textKey: "photoLibraryAddOnly", phrase: "photo library (add-only)",
    macPrivacyPane: "Privacy_Photos",
    macEntitlement: "com.apple.security.personal-information.photos-library",
    grantingStatuses: [.authorized])
}
