import MediaAccess
import MediaAccessTesting

/// Broken on purpose: declares its own `launchCamera(success:completion:)`, which treats a
/// `limited` status as granted, as an app might that checks `grantsAccess` on the status before
/// launching, and otherwise launches as the mixin does.
///
/// The camera has no limited access: the contract fails `limited` closed for it, as
/// restricted.
@MainActor
final class LimitedGrantingScreen: CameraAuthorizing {
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
    if cameraAuthority.status(for: .camera) == .limited {
      success()
      completion?(.limited)
    } else {
      Self.mixinLaunch(self, success: success, completion: completion)
    }
  }

  /// The mixin's `launchCamera`, chosen by the static type `some CameraAuthorizing`.
  private static func mixinLaunch(
    _ screen: some CameraAuthorizing, success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)?
  ) {
    screen.launchCamera(success: success, completion: completion)
  }
}
