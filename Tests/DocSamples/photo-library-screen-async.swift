// A Linux-buildable photo library screen around an async fragment.
import MediaAccess

@MainActor
final class AlbumScreen: PhotoLibraryAuthorizing {
  let photoLibraryAuthority: PhotoLibraryAuthority

  init(photoLibraryAuthority: PhotoLibraryAuthority) {
    self.photoLibraryAuthority = photoLibraryAuthority
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {}

  func showAllPhotos() {}
  func showChosenPhotos() {}
  func loadAllAssets() {}
  func loadChosenAssets() {}

  func sample() async {
    // sample
  }
}
