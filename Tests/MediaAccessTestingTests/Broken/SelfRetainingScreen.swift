import MediaAccess
import MediaAccessTesting

/// Broken on purpose: keeps a closure that captures the screen strongly, a reference cycle that
/// keeps it alive after it goes away.
@MainActor
final class SelfRetainingScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let settingsOpener: SettingsOpener
  private let presenter: RecordingAlertPresenter
  private var onDisappear: (@MainActor () -> Void)?
  private(set) var isVisible = true

  init(context: ConformanceContext) {
    settingsOpener = context.settingsOpener
    cameraAuthority = context.cameraAuthority
    presenter = context.presenter
    onDisappear = { self.isVisible = false }
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }
}
