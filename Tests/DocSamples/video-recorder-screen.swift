// A camera-and-microphone view controller around a method fragment.
import MediaAccess
import MediaAccessCamera
import UIKit

final class ClipViewController: UIViewController, CameraAuthorizing, MicrophoneAuthorizing {
  func startRecording(muted: Bool) {}

  func sample() {
    // sample
  }
}
