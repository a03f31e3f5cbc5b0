// What the README's ProfileViewController samples call and do not show.
import UIKit

extension ProfileViewController {
  func presentCameraPicker() {}
}
