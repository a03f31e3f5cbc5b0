/// A screen that uses the microphone only once the user has allowed it.
///
/// Conform, and call ``launchMicrophone(success:completion:)`` where you would start recording
/// sound. It behaves as ``CameraAuthorizing/launchCamera(success:completion:)`` does, for the
/// microphone and `NSMicrophoneUsageDescription`. With `MediaAccessCamera` imported (the
/// microphone's status comes from AVFoundation, as the camera's does), the live
/// ``microphoneAuthority`` is supplied too.
///
/// A screen that is both ``CameraAuthorizing`` and `MicrophoneAuthorizing` records video with
/// sound through ``launchVideoCapture(sound:success:completion:)``.
///
/// ```swift
/// import MediaAccess
/// import MediaAccessCamera
///
/// final class VoiceNoteViewController: UIViewController, MicrophoneAuthorizing {
///   @objc func record() {
///     launchMicrophone { [weak self] in self?.startRecording() }
///   }
/// }
/// ```
@MainActor
public protocol MicrophoneAuthorizing: AnyObject, AlertPresenting {
  /// What the system can tell and do for the microphone. `MediaAccessCamera` supplies the live
  /// authority as the default on Apple platforms.
  var microphoneAuthority: MicrophoneAuthority { get }
}

// MARK: - API

extension MicrophoneAuthorizing {
  /// Runs `success` once the microphone may be used; otherwise explains why not.
  ///
  /// The launch follows the same contract as the camera's: the hardware, then
  /// `NSMicrophoneUsageDescription`, then the status, read afresh; one system request however
  /// many launches wait; a released screen's launch ends ``LaunchOutcome/cancelled``.
  ///
  /// - Parameters:
  ///   - success: Runs on the main actor, at most once, only when access is granted.
  ///   - completion: Runs on the main actor exactly once, after `success`, with the outcome.
  @inlinable
  public func launchMicrophone(
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)? = nil
  ) {
    AccessLaunch.launch(
      builtIn: .microphone, on: self, using: microphoneAuthority.base, success: success,
      completion: completion)
  }

  /// Makes sure the microphone may be used, asking the user if needed, and returns the outcome.
  ///
  /// ```swift
  /// if await authorizeMicrophone().grantsAccess {
  ///   startRecording()
  /// }
  /// ```
  ///
  /// - Returns: What the launch came to; ``LaunchOutcome/grantsAccess`` tells whether to go on.
  public func authorizeMicrophone() async -> LaunchOutcome {
    await AccessLaunch.authorize(.microphone, on: self, using: microphoneAuthority.base)
  }
}
