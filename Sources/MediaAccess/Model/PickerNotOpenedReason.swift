/// Why a system picker was not opened.
///
/// ```swift
/// switch await pickImageFromCamera() {
/// case .picked(let image): avatarView.image = image
/// case .cancelled: break
/// case .notOpened(.cameraBusy): break  // the user was told; they can try again shortly
/// case .notOpened(let reason): analytics.log("camera: \(reason)")
/// }
/// ```
public enum PickerNotOpenedReason: Hashable, Sendable, CustomStringConvertible {
  /// The launch of the picker's own source (the camera, for a camera pick) did not grant
  /// access; the outcome says why, and its dialog, if any, has been shown.
  /// ``LaunchOutcome/unavailable`` means the device has no such hardware.
  case access(LaunchOutcome)
  /// A video pick that needs its sound: the camera was allowed and the microphone was not (or
  /// `NSMicrophoneUsageDescription` is missing); the outcome says why, and its dialog, if any,
  /// has been shown. With ``SoundRequirement/preferred`` only a missing key ends a pick here.
  case microphone(LaunchOutcome)
  /// The hardware exists but cannot be used right now: another app is using the camera, or
  /// the app runs in a multitasking layout without camera access. The user has been told; a
  /// later pick may succeed. The system was not asked for permission.
  case cameraBusy
  /// UIKit declined to present the picker: the screen was not in a window (a pick started from
  /// `viewDidLoad`, or from a screen already closed), or another presentation was starting.
  /// Nothing was shown; start the pick again once the screen is on screen.
  case presentationRefused
  /// A pick started from the same screen is still open; this one was not started.
  case pickInProgress

  /// The case name, such as `cameraBusy` or `access(denied)`.
  public var description: String {
    switch self {
    case .access(let outcome): "access(\(outcome))"
    case .microphone(let outcome): "microphone(\(outcome))"
    case .cameraBusy: "cameraBusy"
    case .presentationRefused: "presentationRefused"
    case .pickInProgress: "pickInProgress"
    }
  }
}
