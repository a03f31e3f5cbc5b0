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
  @inlinable
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

// MARK: - Names

extension MediaSource {
  /// How the package's texts, tools and tests name a source: the one place each name is
  /// written, so that adding a source is one edit here.
  package struct Names: Sendable {
    /// The source's part of a dialog text key, such as `photoLibraryAddOnly` in
    /// `denied.photoLibraryAddOnly.title`; also its name on the command line.
    package let identifier: String
    /// The source in prose, such as `photo library (add-only)`.
    package let phrase: String
    /// What the source lets an app do, completing "needs … to", such as `use the camera`.
    package let purpose: String
  }

  /// The names of this source.
  package var names: Names {
    switch self {
    case .camera:
      Names(identifier: "camera", phrase: "camera", purpose: "use the camera")
    case .microphone:
      Names(identifier: "microphone", phrase: "microphone", purpose: "use the microphone")
    case .photoLibrary(.readWrite):
      Names(
        identifier: "photoLibrary", phrase: "photo library (read/write)",
        purpose: "access the photo library")
    case .photoLibrary(.addOnly):
      Names(
        identifier: "photoLibraryAddOnly", phrase: "photo library (add-only)",
        purpose: "add photos to the library")
    }
  }
}
