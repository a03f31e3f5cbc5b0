import MediaAccess
import MediaAccessTesting

/// Broken on purpose: its presenter drops every dialog, as a screen does that implements
/// `presentAccessAlert(_:onAction:)` and forgets to show anything.
@MainActor
final class DialogDroppingScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let settingsOpener: SettingsOpener

  init(context: ConformanceContext) {
    settingsOpener = context.settingsOpener
    cameraAuthority = context.cameraAuthority
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {}
}
