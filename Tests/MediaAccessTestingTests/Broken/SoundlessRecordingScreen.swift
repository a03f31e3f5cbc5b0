import MediaAccess
import MediaAccessTesting

/// Broken on purpose: records as soon as the camera is allowed, whatever the microphone says,
/// so the user gets a silent video nobody told them about.
@MainActor
final class SoundlessRecordingScreen: CameraAuthorizing, MicrophoneAuthorizing {
  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority
  let settingsOpener: SettingsOpener
  private let presenter: RecordingAlertPresenter

  init(context: ConformanceContext) {
    cameraAuthority = context.cameraAuthority
    microphoneAuthority = context.microphoneAuthority
    settingsOpener = context.settingsOpener
    presenter = context.presenter
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }

  func captureVideo(
    success: @escaping @MainActor (Bool) -> Void,
    completion: @escaping @MainActor (VideoCaptureOutcome) -> Void
  ) {
    launchVideoCapture(sound: .preferred, success: success) { outcome in
      // Reports what a required-sound capture would, while having recorded anyway.
      if case .recordWithoutSound(let microphone) = outcome {
        completion(.stopped(by: .microphone, outcome: microphone))
      } else {
        completion(outcome)
      }
    }
  }
}
