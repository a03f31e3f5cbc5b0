// A view controller's async method around a picker fragment.
import MediaAccessPicker
import PhotosUI
import UIKit

final class PickerViewController: UIViewController {
  func sample() async {
    // sample
    _ = results
  }
}
