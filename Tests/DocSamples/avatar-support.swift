// What Getting Started's ProfileViewController uses and does not show.
import UIKit

extension ProfileViewController {
  var avatarView: UIImageView { UIImageView() }
}
