// A camera view controller with an avatar, around a method fragment.
import MediaAccess
import MediaAccessCamera
import UIKit

final class AvatarViewController: UIViewController, CameraAuthorizing {
  let avatarView = UIImageView()

  // sample
}
