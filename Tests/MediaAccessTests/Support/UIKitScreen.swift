import MediaAccess
import MediaAccessTesting

@testable import MediaAccess

/// A UIKit screen of ``SimulatedUIKit``: a view controller that launches and presents its
/// dialogs as the `UIAlertController` default does (``DialogPresentation``), a simulated alert
/// controller per dialog. It soft-asks before the system prompt.
@MainActor
final class UIKitScreen: CameraAuthorizing, PhotoLibraryAuthorizing {
  /// A dialog handed to UIKit, and what tapping it reports.
  @MainActor
  struct Dialog {
    let controller: SimulatedController
    let alert: AccessAlert
    let onAction: @MainActor (AccessAlert.Action) -> Void

    /// The user taps the button with `role`.
    func tap(_ role: AccessAlert.Action.Role) {
      if let action = alert.actions.first(where: { $0.role == role }) { onAction(action) }
    }

    /// Whether UIKit shows it, and from which controller.
    var presenter: String? { controller.presentingModal?.name }
  }

  let controller: SimulatedController
  let cameraAuthority: CameraAuthority
  let photoLibraryAuthority: PhotoLibraryAuthority
  let accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
  private let uikit: SimulatedUIKit
  private let retryLater: (@escaping @MainActor () -> Void) -> Void
  private(set) var dialogs: [Dialog] = []

  init(
    _ controller: SimulatedController, in uikit: SimulatedUIKit, system: ScriptedAuthority,
    retryLater: @escaping (@escaping @MainActor () -> Void) -> Void
  ) {
    self.controller = controller
    self.uikit = uikit
    self.retryLater = retryLater
    cameraAuthority = system.cameraAuthority
    photoLibraryAuthority = system.photoLibraryAuthority
  }

  var alertTextRenderer: any AlertTextRendering {
    LocalizedAlertTextRenderer(language: "en", appName: "Snapshot")
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    let dialog = SimulatedController("alert: \(alert.title)", in: uikit)
    dialogs.append(Dialog(controller: dialog, alert: alert, onAction: onAction))
    DialogPresentation.present(
      dialog, from: controller, retryLater: retryLater, describe: alert.title)
  }
}
