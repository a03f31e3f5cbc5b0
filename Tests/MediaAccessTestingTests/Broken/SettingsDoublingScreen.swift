import MediaAccess
import MediaAccessTesting

/// Broken on purpose: it opens Settings itself when "Open Settings" is tapped, besides handing
/// the tap on to the launch, so every report of the tap opens Settings again.
@MainActor
final class SettingsDoublingScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let settingsOpener: SettingsOpener
  private let presenter: RecordingAlertPresenter

  init(context: ConformanceContext) {
    cameraAuthority = context.cameraAuthority
    settingsOpener = context.settingsOpener
    presenter = context.presenter
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    let opener = settingsOpener
    presenter.present(alert) { action in
      if action.role == .openSettings { opener.open(for: alert.source) }
      onAction(action)
    }
  }
}
