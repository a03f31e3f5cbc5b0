// A view controller loading the picker's results, around a fragment.
import PhotosUI
import UIKit

final class PickerViewController: UIViewController {
  let avatarView = UIImageView()

  func load(_ results: [PHPickerResult]) {
    // sample
  }
}
