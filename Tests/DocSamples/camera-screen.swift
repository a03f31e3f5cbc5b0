// A Linux-buildable camera screen around a member fragment.
import MediaAccess

@MainActor
final class CameraScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority

  init(cameraAuthority: CameraAuthority) {
    self.cameraAuthority = cameraAuthority
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {}

  // sample
}

let analytics = Analytics()

/// An app's own analytics, as the samples log to it.
struct Analytics: Sendable {
  func log(_ event: String) {}
}
