import MediaAccess
import MediaAccessTesting

/// A screen as an app writes one: it conforms to both mixins and forwards its dialogs to a
/// recording presenter, so tests see what a user would see.
@MainActor
final class TestScreen: CameraAuthorizing, MicrophoneAuthorizing, PhotoLibraryAuthorizing {
  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority
  let photoLibraryAuthority: PhotoLibraryAuthority
  let presenter = RecordingAlertPresenter()
  let settings = RecordingSettingsOpener()
  var accessAlertPolicy = AccessAlertPolicy.standard

  convenience init(system: ScriptedAuthority) {
    self.init(authority: system.authority)
  }

  init(authority: MediaAuthority) {
    cameraAuthority = CameraAuthority(authority)
    microphoneAuthority = MicrophoneAuthority(authority)
    photoLibraryAuthority = PhotoLibraryAuthority(authority)
  }

  var alertTextRenderer: any AlertTextRendering {
    LocalizedAlertTextRenderer(language: "en", appName: "Snapshot")
  }

  var settingsOpener: SettingsOpener {
    settings.opener
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }
}
