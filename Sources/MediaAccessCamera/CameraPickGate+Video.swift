package import MediaAccess

/// The video pick's gate: the part of `pickVideoFromCamera(…)` that is not UIKit.
extension CameraPickGate {
  /// Whether the video picker may open, and with sound.
  package enum VideoDecision: Equatable {
    /// Open the picker; the recording has sound when `recordsSound`.
    case open(recordsSound: Bool)
    /// Do not open it.
    case notOpened(PickerNotOpenedReason)
  }

  /// Runs the video capture launch (camera, then microphone) with the camera's availability
  /// checks around it, as ``reasonNotToOpen(on:onMac:isPickerSourceAvailable:)`` does for pictures.
  ///
  /// The launch is ``MicrophoneAuthorizing/authorizeVideoCapture(sound:)``, so its contract
  /// holds: the camera is asked first, and the microphone never when the camera was refused.
  /// A busy camera is reported before either prompt while the camera is undecided, and a
  /// picker without a camera on a Mac before anything.
  ///
  /// - Parameters:
  ///   - screen: The screen that picks; its launch asks for permission when needed.
  ///   - sound: Whether the video needs its sound.
  ///   - onMac: Whether the app runs on a Mac (see ``CameraPickGate``).
  ///   - isPickerSourceAvailable: Whether the picker can record movies with the camera now.
  /// - Returns: Whether to open, and whether with sound.
  package static func videoDecision(
    on screen: some CameraAuthorizing & MicrophoneAuthorizing,
    sound: SoundRequirement,
    onMac: Bool = false,
    isPickerSourceAvailable: () -> Bool
  ) async -> VideoDecision {
    if let reason = reasonBeforeTheLaunch(
      on: screen, onMac: onMac, launch: .videoCapture, isPickerSourceAvailable)
    {
      return .notOpened(reason)
    }
    let recordsSound: Bool
    switch await screen.authorizeVideoCapture(sound: sound) {
    case .recordWithSound:
      recordsSound = true
    case .recordWithoutSound:
      recordsSound = false
    case .stopped(by: .microphone, let outcome):
      return .notOpened(.microphone(outcome))
    case .stopped(by: _, let outcome):
      return .notOpened(.access(outcome))
    }
    guard isPickerSourceAvailable() else {
      return .notOpened(reasonAfterTheLaunch(on: screen, onMac: onMac, launch: .videoCapture))
    }
    return .open(recordsSound: recordsSound)
  }
}
