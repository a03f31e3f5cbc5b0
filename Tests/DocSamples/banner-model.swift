// The screen model that Showing Access Status's refresh sample extends: a camera, and the
// monitor behind its "Camera access is off" banner.
import MediaAccess

@MainActor
final class BannerModel: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let camera: AccessStatusMonitor
  var isShowingCamera = false

  init(cameraAuthority: CameraAuthority) {
    self.cameraAuthority = cameraAuthority
    camera = AccessStatusMonitor(camera: cameraAuthority)
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {}
}
