// A photo-library view controller's async method around a limited-access fragment.
import MediaAccess
import MediaAccessPhotos
import UIKit

final class LibraryViewController: UIViewController, PhotoLibraryAuthorizing {
  func reloadAssets() {}

  func selectMorePhotos() async {
    // sample
  }
}
