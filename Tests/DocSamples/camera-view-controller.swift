// A camera view controller around a method fragment.
import MediaAccess
import MediaAccessCamera
import UIKit

final class CameraViewController: UIViewController, CameraAuthorizing {
  func presentCameraPicker() {}
  func presentScanner() {}

  func sample() {
    // sample
  }
}

let analytics = Analytics()

/// An app's own analytics, as the samples log to it.
struct Analytics: Sendable {
  func log(_ event: String) {}
}
