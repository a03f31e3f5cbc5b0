/// What MediaAccess needs from UIKit's modal presentation, modelled so that the flows built on
/// it (`PickerSession` in MediaAccessPicking, ``DialogPresentation``) run and are tested on Linux.
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

  /// Asks the transition in progress, if any, to run `body` when it ends
  /// (`transitionCoordinator?.animate(alongsideTransition: nil, completion:)`), and says what
  /// came of it: no transition, queued, or declined (`animate` returned `false`, and will
  /// never run `body`). Callers use ``runAfterTransition(_:)``, which decides what a decline
  /// means.
  func queueAfterTransition(_ body: @escaping @MainActor () -> Void) -> TransitionQueueing

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

  /// Calls `handler` when the scene this controller's window belongs to disconnects
  /// (`UIScene.didDisconnectNotification` for `viewIfLoaded?.window?.windowScene`), for as long
  /// as the returned object lives; `nil` when the controller is in no scene. UIKit documents no
  /// dismissal of presented controllers when a scene goes, and a pick's caller keeps its
  /// screen (and so the screen's presented picker) alive: without this, that pick would wait
  /// forever.
  func observeSceneDisconnection(_ handler: @escaping @MainActor @Sendable () -> Void) -> AnyObject?
}

/// What a transition coordinator made of a request to run code when its transition ends.
package enum TransitionQueueing: Sendable {
  /// No transition is in progress (`transitionCoordinator` is `nil`).
  case noTransition
  /// The coordinator will run the code when the transition ends.
  case queued
  /// The coordinator declined (`animate(alongsideTransition:completion:)` returned `false`):
  /// the code will never run from there.
  case declined
}

extension ModalPresenting {
  /// Runs `body` once the transition in progress has ended and returns `true`, or returns
  /// `false` at once when none is in progress, so the caller goes on now.
  ///
  /// When the coordinator declines to queue `body` (Apple: `animate(alongsideTransition:
  /// completion:)` returns `false` when it cannot), its completion would never come; `body`
  /// then runs on a later turn of the main actor instead, where the caller looks again.
  package func runAfterTransition(_ body: @escaping @MainActor () -> Void) -> Bool {
    switch queueAfterTransition(body) {
    case .noTransition:
      return false
    case .queued:
      return true
    case .declined:
      Task { @MainActor in body() }
      return true
    }
  }
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
