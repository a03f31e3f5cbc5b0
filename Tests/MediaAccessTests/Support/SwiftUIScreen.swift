import MediaAccess
import MediaAccessTesting

@testable import MediaAccess

/// A SwiftUI view model whose dialogs go to the presenter's state, as `AccessAlertHosting`
/// routes them to `AccessAlertPresenter`; it soft-asks before the system prompt.
@MainActor
final class SwiftUIScreen: CameraAuthorizing, PhotoLibraryAuthorizing {
  let cameraAuthority: CameraAuthority
  let photoLibraryAuthority: PhotoLibraryAuthority
  let alerts: AttachedAlerts
  let accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)

  init(system: ScriptedAuthority, alerts: AttachedAlerts) {
    cameraAuthority = system.cameraAuthority
    photoLibraryAuthority = system.photoLibraryAuthority
    self.alerts = alerts
  }

  var alertTextRenderer: any AlertTextRendering {
    LocalizedAlertTextRenderer(language: "en", appName: "Snapshot")
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    alerts.enqueue(alert, onAction: onAction)
  }
}
