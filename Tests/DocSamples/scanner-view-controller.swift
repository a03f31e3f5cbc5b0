// The view controller the soft-ask sample extends.
import MediaAccess
import MediaAccessCamera
import UIKit

final class ScannerViewController: UIViewController, CameraAuthorizing {}
