import MediaAccess
import MediaAccessTesting

/// Broken on purpose: its own video capture asks for the microphone before the camera.
@MainActor
final class MicrophoneFirstScreen: HandWrittenCaptureScreen {
  override func captureVideo(
    success: @escaping @MainActor (Bool) -> Void,
    completion: @escaping @MainActor (VideoCaptureOutcome) -> Void
  ) {
    Task {
      let microphone = await authorizeMicrophone()
      guard microphone.grantsAccess else {
        completion(.stopped(by: .microphone, outcome: microphone))
        return
      }
      let camera = await authorizeCamera()
      guard camera.grantsAccess else {
        completion(.stopped(by: .camera, outcome: camera))
        return
      }
      success(true)
      completion(.recordWithSound)
    }
  }
}
