import MediaAccess

/// A sample screen written the way an app writes one: a view model for a profile page that
/// takes a photo with the camera and picks or saves photos in the library.
///
/// It takes what the conformance suites need to inject, and nothing more: the authority
/// (production code passes the live one) and a way to show dialogs (production code binds it to
/// SwiftUI's `.alert` or a `UIAlertController`).
@MainActor
final class ProfileScreen: CameraAuthorizing, PhotoLibraryAuthorizing {
  /// Shows a dialog and reports the tapped action.
  typealias ShowAlert =
    @MainActor (AccessAlert, @escaping @MainActor (AccessAlert.Action) -> Void) -> Void

  let cameraAuthority: CameraAuthority
  let photoLibraryAuthority: PhotoLibraryAuthority
  let accessAlertPolicy: AccessAlertPolicy
  let settingsOpener: SettingsOpener
  private let showAlert: ShowAlert

  /// Whether the camera picker is up.
  private(set) var isShowingCamera = false
  /// Whether the library is being browsed.
  private(set) var isShowingLibrary = false

  init(
    cameraAuthority: CameraAuthority,
    photoLibraryAuthority: PhotoLibraryAuthority,
    policy: AccessAlertPolicy = .standard,
    settingsOpener: SettingsOpener = .system,
    showAlert: @escaping ShowAlert
  ) {
    self.cameraAuthority = cameraAuthority
    self.photoLibraryAuthority = photoLibraryAuthority
    self.accessAlertPolicy = policy
    self.settingsOpener = settingsOpener
    self.showAlert = showAlert
  }

  var alertTextRenderer: any AlertTextRendering {
    FriendlyAlertTexts(language: "en")
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    showAlert(alert, onAction)
  }

  /// The "Take Photo" button.
  func takePhoto(completion: (@MainActor (LaunchOutcome) -> Void)? = nil) {
    launchCamera(success: { [weak self] in self?.showCamera() }, completion: completion)
  }

  /// Brings up the camera picker; in the app, a `UIImagePickerController`.
  func showCamera() {
    isShowingCamera = true
  }

  /// The "Choose from Library" button.
  func browseLibrary() {
    launchPhotoLibrary { [weak self] in self?.isShowingLibrary = true }
  }
}
