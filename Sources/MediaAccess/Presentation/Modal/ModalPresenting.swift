/// What MediaAccess needs from UIKit's modal presentation, modelled so that the flows built on
/// it (``PickerSession``, ``DialogPresentation``) run and are tested on Linux.
///
/// `UIViewController` conforms in the Apple glue, each requirement a one-line forward to the
/// UIKit member named below; the tests conform a simulated controller that behaves as Apple
/// documents, failures included (Tests/AppleSDKStubs/PresentationNotes.md has the facts and
/// their sources).
@MainActor
package protocol ModalPresenting: AnyObject {
  /// The controller type presentations are made of: `UIViewController` for UIKit.
  associatedtype Modal: ModalPresenting where Modal.Modal == Modal

  /// The controller this one presents (`presentedViewController`).
  var presentedModal: Modal? { get }

  /// The controller that presented this one (`presentingViewController`): `nil` when UIKit
  /// declined to present it, and again once it is dismissed.
  var presentingModal: Modal? { get }

  /// Whether this controller's view is in a window (`viewIfLoaded?.window != nil`): UIKit
  /// refuses to present from a controller whose view is not.
  var isInWindow: Bool { get }

  /// Runs `body` when the transition in progress ends and returns `true`, or returns `false`
  /// at once when none is in progress (`transitionCoordinator?.animate(alongsideTransition:
  /// nil, completion:)`).
  func runAfterTransition(_ body: @escaping @MainActor () -> Void) -> Bool

  /// Presents `modal` animated (`present(_:animated:completion:)`). UIKit may decline without
  /// a callback; callers check ``presentingModal`` of `modal` afterwards.
  func presentModal(_ modal: Modal)

  /// Dismisses the controller this one presents and calls `completion` once the dismissal has
  /// finished (`dismiss(animated:completion:)`).
  func dismissPresentedModal(completion: @escaping @MainActor () -> Void)

  /// Keeps `object` alive for as long as this controller lives (an associated object), so that
  /// a flow attached to a presented controller ends when UIKit lets go of it.
  func retainForLifetime(_ object: AnyObject)

  /// Calls `handler` when the user dismisses this controller interactively, such as a sheet
  /// swiped down (`presentationController?.delegate`'s `presentationControllerDidDismiss(_:)`,
  /// which UIKit calls only for an interactive dismissal).
  func onInteractiveDismissal(_ handler: @escaping @MainActor () -> Void)
}

extension ModalPresenting where Modal == Self {
  /// The last controller in the chain this one presents, or this one when it presents none:
  /// where a new modal must be presented from so that it shows on top of an open sheet.
  package var topMostModal: Self {
    var controller = self
    while let presented = controller.presentedModal {
      controller = presented
    }
    return controller
  }
}
