import MediaAccess
import MediaAccessTesting

/// Broken on purpose: shows the "denied" dialog, with its "Open Settings" button, in place of
/// every dialog that offers only OK, including restrictions the user cannot lift in Settings.
@MainActor
final class SettingsEverywhereScreen: PhotoLibraryAuthorizing {
  let photoLibraryAuthority: PhotoLibraryAuthority
  let settingsOpener: SettingsOpener
  private let presenter: RecordingAlertPresenter

  init(context: ConformanceContext) {
    settingsOpener = context.settingsOpener
    photoLibraryAuthority = context.photoLibraryAuthority
    presenter = context.presenter
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    let offersOnlyOK = alert.actions.map(\.role) == [.ok]
    let shown =
      offersOnlyOK
      ? AccessAlert(reason: .denied, source: alert.source, renderer: alertTextRenderer) : alert
    presenter.present(shown, onAction: onAction)
  }
}
