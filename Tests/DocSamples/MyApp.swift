// The app the README's test sample imports: a screen with the two seams the conformance suites
// need, built as a Linux module so that `@testable import MyApp` compiles.
import MediaAccess

@MainActor
final class ProfileScreen: CameraAuthorizing, PhotoLibraryAuthorizing {
  typealias ShowAlert =
    @MainActor (AccessAlert, @escaping @MainActor (AccessAlert.Action) -> Void) -> Void

  let cameraAuthority: CameraAuthority
  let photoLibraryAuthority: PhotoLibraryAuthority
  let settingsOpener: SettingsOpener
  private let showAlert: ShowAlert

  init(
    cameraAuthority: CameraAuthority, photoLibraryAuthority: PhotoLibraryAuthority,
    settingsOpener: SettingsOpener, showAlert: @escaping ShowAlert
  ) {
    self.cameraAuthority = cameraAuthority
    self.photoLibraryAuthority = photoLibraryAuthority
    self.settingsOpener = settingsOpener
    self.showAlert = showAlert
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    showAlert(alert, onAction)
  }
}

struct OurAlertTexts: AlertTextRendering {
  let language: String
}
