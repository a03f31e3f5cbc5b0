import MediaAccess
import MediaAccessTesting

/// What the screens that write their own video capture share: the context's authorities,
/// presenter and Settings opener. Each subclass overrides ``captureVideo(success:completion:)``
/// with its own mistake; this one hands the capture to the library, as a correct screen does.
@MainActor
class HandWrittenCaptureScreen: CameraAuthorizing, MicrophoneAuthorizing {
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

  /// The screen's "Record" button.
  func captureVideo(
    success: @escaping @MainActor (Bool) -> Void,
    completion: @escaping @MainActor (VideoCaptureOutcome) -> Void
  ) {
    launchVideoCapture(success: success, completion: completion)
  }
}
