import MediaAccess
import MediaAccessTesting

/// Broken on purpose: records as soon as the camera is allowed, whatever the microphone says,
/// so the user gets a silent video nobody told them about.
@MainActor
final class SoundlessRecordingScreen: HandWrittenCaptureScreen {
  override func captureVideo(
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
