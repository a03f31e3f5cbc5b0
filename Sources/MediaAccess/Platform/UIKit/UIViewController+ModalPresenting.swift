#if canImport(UIKit)
  internal import Foundation
  internal import ObjectiveC
  package import UIKit

  /// UIKit's side of ``ModalPresenting``: one forward per requirement, no decisions (those are
  /// in `PickerSession`, in MediaAccessPicking, and ``DialogPresentation``, tested against a
  /// simulated UIKit).
  extension UIViewController: ModalPresenting {
    package typealias Modal = UIViewController

    package var presentedModal: UIViewController? { presentedViewController }

    package var presentingModal: UIViewController? { presentingViewController }

    package var isInWindow: Bool { viewIfLoaded?.window != nil }

    package func queueAfterTransition(
      _ body: @escaping @MainActor () -> Void
    ) -> TransitionQueueing {
      guard let coordinator = transitionCoordinator else { return .noTransition }
      // `false` means the completion will never run; the caller must not wait for it.
      let queued = coordinator.animate(alongsideTransition: nil) { _ in body() }
      return queued ? .queued : .declined
    }

    package func presentModal(_ modal: UIViewController) {
      present(modal, animated: true)
    }

    package func dismissPresentedModal(completion: @escaping @MainActor () -> Void) {
      dismiss(animated: true) { completion() }
    }

    package func retainForLifetime(_ object: AnyObject) {
      // The object's own address is a key no other association uses while it lives.
      objc_setAssociatedObject(
        self, Unmanaged.passUnretained(object).toOpaque(), object,
        .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    package func onInteractiveDismissal(_ handler: @escaping @MainActor () -> Void) {
      let observer = InteractiveDismissalObserver(handler)
      presentationController?.delegate = observer
      retainForLifetime(observer)
    }

    package func observeSceneDisconnection(
      _ handler: @escaping @MainActor @Sendable () -> Void
    ) -> AnyObject? {
      guard let scene = viewIfLoaded?.window?.windowScene else { return nil }
      return SceneDisconnectionObserver(scene, handler)
    }
  }

  /// Hears a swipe-down: UIKit calls `presentationControllerDidDismiss(_:)` only for an
  /// interactive dismissal, never for `dismiss(animated:)`.
  private final class InteractiveDismissalObserver: NSObject,
    UIAdaptivePresentationControllerDelegate
  {
    private let handler: @MainActor () -> Void

    init(_ handler: @escaping @MainActor () -> Void) {
      self.handler = handler
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      handler()
    }
  }
#endif
