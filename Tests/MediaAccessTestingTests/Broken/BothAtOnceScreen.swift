import MediaAccess
import MediaAccessTesting

/// Broken on purpose: its own video capture asks for the camera and the microphone at once,
/// so the user faces two system prompts together, and is asked for the microphone even when
/// the camera is refused.
@MainActor
final class BothAtOnceScreen: HandWrittenCaptureScreen {
  override func captureVideo(
    success: @escaping @MainActor (Bool) -> Void,
    completion: @escaping @MainActor (VideoCaptureOutcome) -> Void
  ) {
    Task {
      async let camera = authorizeCamera()
      async let microphone = authorizeMicrophone()
      let (cameraOutcome, microphoneOutcome) = await (camera, microphone)
      if !cameraOutcome.grantsAccess {
        completion(.stopped(by: .camera, outcome: cameraOutcome))
      } else if !microphoneOutcome.grantsAccess {
        completion(.stopped(by: .microphone, outcome: microphoneOutcome))
      } else {
        success(true)
        completion(.recordWithSound)
      }
    }
  }
}
