// A camera-and-microphone view controller around an async fragment.
import MediaAccess
import MediaAccessCamera
import UIKit

final class ClipViewController: UIViewController, CameraAuthorizing, MicrophoneAuthorizing {
  func startRecording(muted: Bool) {}
  func log(_ message: String) {}

  func sample() async {
    // sample
  }
}
