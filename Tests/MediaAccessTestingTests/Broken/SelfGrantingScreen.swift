import MediaAccess
import MediaAccessTesting

/// Broken on purpose: declares its own `launchCamera(success:completion:)`, which grants access
/// itself, skipping every check, whenever `grants` returns an outcome for the status, and
/// otherwise launches as the mixin does.
///
/// Code that calls `launchCamera` on this type gets this method, not the mixin's: a method in a
/// protocol extension is chosen by the static type at the call site. The suite reaches it only
/// through a `launchingWith` closure written where the type is known.
@MainActor
final class SelfGrantingScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let settingsOpener: SettingsOpener
  private let presenter: RecordingAlertPresenter
  private let grants: @MainActor (AuthorizationStatus) -> LaunchOutcome?

  /// A screen that grants what `grants` says: an outcome for a status it grants itself,
  /// `nil` for one it leaves to the mixin.
  init(
    context: ConformanceContext,
    grants: @escaping @MainActor (AuthorizationStatus) -> LaunchOutcome?
  ) {
    settingsOpener = context.settingsOpener
    cameraAuthority = context.cameraAuthority
    presenter = context.presenter
    self.grants = grants
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
    if let granted = grants(cameraAuthority.status()) {
      success()
      completion?(granted)
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
