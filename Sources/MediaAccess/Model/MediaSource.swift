/// What a screen wants to open: the camera, the microphone, or the photo library at an access
/// level.
///
/// Each source knows the Info.plist key whose usage description the system shows in its
/// prompt; iOS terminates an app that asks for a source without that key.
///
/// ```swift
/// let source = MediaSource.photoLibrary(.addOnly)
/// source.usageDescriptionKey   // .photoLibraryAdd, "NSPhotoLibraryAddUsageDescription"
/// ```
public enum MediaSource: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The device's camera, for taking photos or video.
  case camera
  /// The device's microphone, for recording sound, such as the sound of a video.
  case microphone
  /// The user's photo library, at the given access level.
  case photoLibrary(PhotoLibraryAccess)

  /// Every source: the camera, the microphone, then the photo library read/write and add-only.
  public static let allCases: [MediaSource] = [
    .camera, .microphone, .photoLibrary(.readWrite), .photoLibrary(.addOnly),
  ]

  /// The Info.plist key that must hold this source's usage description.
  public var usageDescriptionKey: UsageDescriptionKey {
    switch self {
    case .camera: .camera
    case .microphone: .microphone
    case .photoLibrary(.readWrite): .photoLibrary
    case .photoLibrary(.addOnly): .photoLibraryAdd
    }
  }

  /// A stable, readable name: `camera`, `microphone`, `photoLibrary(readWrite)`,
  /// `photoLibrary(addOnly)`.
  public var description: String {
    switch self {
    case .camera: "camera"
    case .microphone: "microphone"
    case .photoLibrary(let access): "photoLibrary(\(access.rawValue))"
    }
  }
}
