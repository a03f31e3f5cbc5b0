internal import MediaAccess
internal import MediaAccessTestSupport

/// The demo's stand-in for an app screen: it conforms to both mixins, as a profile screen that
/// takes and saves photos would, and writes no authorization code of its own.
///
/// Its authority is scripted, and its dialogs go to a ``MediaAccessTesting/RecordingAlertPresenter``
/// whose automatic reply plays the user.
@MainActor
final class SampleScreen: CameraAuthorizing, MicrophoneAuthorizing, PhotoLibraryAuthorizing {
  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority
  let photoLibraryAuthority: PhotoLibraryAuthority
  let alertTextRenderer: any AlertTextRendering
  let settingsOpener: SettingsOpener
  let accessAlertPolicy: AccessAlertPolicy
  private let presenter: RecordingAlertPresenter

  init(
    authority: MediaAuthority,
    presenter: RecordingAlertPresenter,
    renderer: any AlertTextRendering,
    settingsOpener: SettingsOpener,
    policy: AccessAlertPolicy
  ) {
    self.cameraAuthority = CameraAuthority(authority)
    self.microphoneAuthority = MicrophoneAuthority(authority)
    self.photoLibraryAuthority = PhotoLibraryAuthority(authority)
    self.presenter = presenter
    self.alertTextRenderer = renderer
    self.settingsOpener = settingsOpener
    self.accessAlertPolicy = policy
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }

  /// Launches `source` the way an app's button would: through the library's closure API.
  func launch(
    _ source: BuiltInSource,
    success: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (LaunchOutcome) -> Void
  ) {
    switch source {
    case .camera:
      launchCamera(success: success, completion: completion)
    case .microphone:
      launchMicrophone(success: success, completion: completion)
    case .photoLibrary(let access):
      launchPhotoLibrary(access: access, success: success, completion: completion)
    }
  }
}
