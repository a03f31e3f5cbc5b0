// A camera-and-microphone model that records clips, built on every platform, which the video
// article's test samples use.
import MediaAccess

@MainActor
final class ClipModel: CameraAuthorizing, MicrophoneAuthorizing {
  typealias ShowAlert =
    @MainActor (AccessAlert, @escaping @MainActor (AccessAlert.Action) -> Void) -> Void

  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority
  private let showAlert: ShowAlert
  private(set) var isRecording = false

  init(
    cameraAuthority: CameraAuthority, microphoneAuthority: MicrophoneAuthority,
    showAlert: @escaping ShowAlert
  ) {
    self.cameraAuthority = cameraAuthority
    self.microphoneAuthority = microphoneAuthority
    self.showAlert = showAlert
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    showAlert(alert, onAction)
  }

  func record() {
    launchVideoCapture(sound: .preferred) { [weak self] _ in self?.isRecording = true }
  }
}
