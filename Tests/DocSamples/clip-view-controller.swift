// A camera-and-microphone view controller around a method fragment.
import Foundation
import MediaAccess
import MediaAccessCamera
import UIKit

final class ClipViewController: UIViewController, CameraAuthorizing, MicrophoneAuthorizing {
  func upload(_ movie: URL, muted: Bool) {}

  // sample
}
