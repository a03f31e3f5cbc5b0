/// An Info.plist key whose string the system shows when it asks the user for access.
///
/// The raw value is the key exactly as it appears in Info.plist.
public enum UsageDescriptionKey: String, Hashable, Sendable, CaseIterable {
  /// `NSCameraUsageDescription`, needed for the camera, on visionOS too: Apple Vision Pro's
  /// `NSMainCameraUsageDescription` is for ARKit's main camera, an enterprise API, not this one.
  case camera = "NSCameraUsageDescription"
  /// `NSMicrophoneUsageDescription`, needed for the microphone, and so for video with sound.
  case microphone = "NSMicrophoneUsageDescription"
  /// `NSPhotoLibraryUsageDescription`, needed for read/write photo library access.
  case photoLibrary = "NSPhotoLibraryUsageDescription"
  /// `NSPhotoLibraryAddUsageDescription`, needed for add-only photo library access.
  case photoLibraryAdd = "NSPhotoLibraryAddUsageDescription"
}
