import MediaAccess
import MediaAccessTesting

/// Broken on purpose: it shows a soft ask, and its dialog handler captures the screen strongly
/// to note the tap, so a presenter that outlives the screen keeps it alive while the soft ask
/// is up.
@MainActor
final class SoftAskHoldingScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let settingsOpener: SettingsOpener
  let accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
  private let presenter: RecordingAlertPresenter
  private var lastTapped: AccessAlert.Action.Role?

  init(context: ConformanceContext) {
    cameraAuthority = context.cameraAuthority
    settingsOpener = context.settingsOpener
    presenter = context.presenter
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert) { action in
      self.lastTapped = action.role
      onAction(action)
    }
  }
}
