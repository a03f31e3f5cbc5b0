import MediaAccess
import MediaAccessTesting

/// A sample screen that records short clips: video with sound from the camera and the
/// microphone, and voice-overs from the microphone alone.
@MainActor
final class ClipScreen: CameraAuthorizing, MicrophoneAuthorizing {
  /// Shows a dialog and reports the tapped action.
  typealias ShowAlert =
    @MainActor (AccessAlert, @escaping @MainActor (AccessAlert.Action) -> Void) -> Void

  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority
  let accessAlertPolicy: AccessAlertPolicy
  let settingsOpener: SettingsOpener
  private let showAlert: ShowAlert

  /// Whether the recorder is up, and whether it records sound.
  private(set) var recorder: (isUp: Bool, withSound: Bool) = (false, false)

  init(
    cameraAuthority: CameraAuthority,
    microphoneAuthority: MicrophoneAuthority,
    policy: AccessAlertPolicy = .standard,
    settingsOpener: SettingsOpener = .system,
    showAlert: @escaping ShowAlert
  ) {
    self.cameraAuthority = cameraAuthority
    self.microphoneAuthority = microphoneAuthority
    self.accessAlertPolicy = policy
    self.settingsOpener = settingsOpener
    self.showAlert = showAlert
  }

  convenience init(context: ConformanceContext, policy: AccessAlertPolicy = .standard) {
    self.init(
      cameraAuthority: context.cameraAuthority, microphoneAuthority: context.microphoneAuthority,
      policy: policy, settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    showAlert(alert, onAction)
  }

  /// Brings up the video recorder.
  func showRecorder(withSound: Bool) {
    recorder = (true, withSound)
  }
}
