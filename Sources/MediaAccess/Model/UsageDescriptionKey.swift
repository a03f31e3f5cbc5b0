/// An Info.plist key whose string the system shows when it asks the user for access.
///
/// The raw value is the key exactly as it appears in Info.plist. The package's own sources use
/// the four constants; a source of the app's own names its key with ``init(rawValue:)``.
///
/// ```swift
/// let speech = UsageDescriptionKey(rawValue: "NSSpeechRecognitionUsageDescription")
/// ```
public struct UsageDescriptionKey: RawRepresentable, Hashable, Sendable, CaseIterable {
  /// The key as written in Info.plist.
  public let rawValue: String

  /// Names a key.
  ///
  /// - Parameter rawValue: The key as written in Info.plist.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// `NSCameraUsageDescription`, needed for the camera, on visionOS too: Apple Vision Pro's
  /// `NSMainCameraUsageDescription` is for ARKit's main camera, an enterprise API, not this one.
  public static let camera = UsageDescriptionKey(rawValue: "NSCameraUsageDescription")
  /// `NSMicrophoneUsageDescription`, needed for the microphone, and so for video with sound.
  public static let microphone = UsageDescriptionKey(rawValue: "NSMicrophoneUsageDescription")
  /// `NSPhotoLibraryUsageDescription`, needed for read/write photo library access.
  public static let photoLibrary = UsageDescriptionKey(rawValue: "NSPhotoLibraryUsageDescription")
  /// `NSPhotoLibraryAddUsageDescription`, needed for add-only photo library access.
  public static let photoLibraryAdd = UsageDescriptionKey(
    rawValue: "NSPhotoLibraryAddUsageDescription")

  /// The keys of the package's own sources, in ``MediaSource/builtIns``'s order.
  public static let allCases: [UsageDescriptionKey] = [
    .camera, .microphone, .photoLibrary, .photoLibraryAdd,
  ]
}
