import MediaAccess
import MediaAccessTesting

/// Broken on purpose: adds an "Open Settings" button to every dialog that lacks one, including
/// restrictions the user cannot lift in Settings.
@MainActor
final class SettingsEverywhereScreen: PhotoLibraryAuthorizing {
  let photoLibraryAuthority: MediaAuthority
  private let presenter: RecordingAlertPresenter

  init(context: ConformanceContext) {
    photoLibraryAuthority = context.authority
    presenter = context.presenter
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    var shown = alert
    if alert.reason != .softAsk, !alert.actions.contains(where: { $0.role == .openSettings }) {
      shown.actions.append(AccessAlert.Action(role: .openSettings, title: "Settings"))
    }
    presenter.present(shown, onAction: onAction)
  }
}
