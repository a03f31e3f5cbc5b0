import MediaAccess
import MediaAccessTesting

/// Broken on purpose: declares its own `launchCamera(success:completion:)`, which skips every
/// check and always succeeds.
///
/// Code that calls `launchCamera` on this type gets this method, not the mixin's: a method in a
/// protocol extension is chosen by the static type at the call site. The suite reaches it only
/// through a `launchingWith` closure written where the type is known.
@MainActor
final class AlwaysGrantingScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let settingsOpener: SettingsOpener
  private let presenter: RecordingAlertPresenter

  init(context: ConformanceContext) {
    settingsOpener = context.settingsOpener
    cameraAuthority = context.cameraAuthority
    presenter = context.presenter
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }

  func launchCamera(
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)? = nil
  ) {
    success()
    completion?(.authorized)
  }
}
