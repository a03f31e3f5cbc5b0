// expect: cannot convert return expression of type 'CameraAuthority' (aka 'SourceAuthority<CameraSourceKind>') to return type 'PhotoLibraryAuthority'
// An authority for the wrong source would show "Photo Library Unavailable" at run time.
import MediaAccess

@MainActor
final class AlbumScreen: PhotoLibraryAuthorizing {
  let camera: CameraAuthority

  init(camera: CameraAuthority) {
    self.camera = camera
  }

  var photoLibraryAuthority: PhotoLibraryAuthority {
    camera
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {}
}
