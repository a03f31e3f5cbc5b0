package import MediaAccess

/// One system picker, from presentation to the caller's resumption: the logic of the camera
/// and photo pickers, kept free of UIKit so that it runs against a simulated UIKit in tests.
///
/// Every pick returns exactly once, whatever UIKit does:
/// - A second pick from the same screen returns ``PickerNotOpenedReason/pickInProgress``.
/// - While a transition is in progress the picker is presented when it ends; from a screen
///   not in a window, or when UIKit declines (the picker has no presenting controller after
///   `present`), the pick returns ``PickerNotOpenedReason/presentationRefused``.
/// - The picker's delegate calls ``finish(with:)``; later calls do nothing. The picker is
///   dismissed through the controller that presented it, and the caller resumes once the
///   dismissal has finished, so its next presentation is not refused.
/// - A sheet swiped away (``ModalPresenting/onInteractiveDismissal(_:)``) ends the pick with
///   the result for a dismissal.
/// - A picker UIKit lets go of without any callback (a dismiss-all) ends the pick when it is
///   released: the session is kept alive by the picker alone once presented.
/// - The scene disconnecting ends the pick with the result for a dismissal. UIKit documents no
///   callback for the picker then, and the caller holds the screen, which holds the picker it
///   presents, which holds the session: only the scene's notification can end that wait. The
///   session holds the screen weakly, so it closes no cycle of its own.
/// - Cancelling the calling task closes the picker.
@MainActor
package final class PickerSession<Controller: ModalPresenting, Result>
where Controller.Modal == Controller {
  private enum Phase {
    case waitingToPresent
    case presented
    case dismissing
    case ended
  }

  private var phase = Phase.waitingToPresent
  /// Held strongly until UIKit's presentation chain holds it; weakly afterwards, so that the
  /// picker's release (and with it this session's) ends a pick UIKit dropped silently.
  private var unpresentedPicker: Controller?
  private weak var picker: Controller?
  private weak var screen: Controller?
  /// The scene's disconnection, heard while the picker is up.
  private var sceneObservation: AnyObject?
  private let resultWhenDismissed: Result
  private let resumption: ResumeOnce<Void>
  private let handle: Handle

  /// Where the waiting call finds the session (weakly) and its end.
  @MainActor
  private final class Handle {
    weak var session: PickerSession?
    var end: PickerSessionEnd<Result>?
  }

  private init(
    screen: Controller,
    resultWhenDismissed: Result,
    resumption: ResumeOnce<Void>,
    handle: Handle
  ) {
    self.screen = screen
    self.resultWhenDismissed = resultWhenDismissed
    self.resumption = resumption
    self.handle = handle
  }

  /// Runs one pick from `screen` and returns how it ended.
  ///
  /// - Parameters:
  ///   - screen: The controller the pick is started from; the picker is presented from the
  ///     end of its chain of presented controllers.
  ///   - flights: The registry of picks in flight.
  ///   - resultWhenDismissed: The result when the picker goes away without an answer: swiped
  ///     away, torn down, or the calling task cancelled.
  ///   - prepare: Runs first, once the pick is registered; a reason ends the pick unopened
  ///     (the camera's permission and availability checks).
  ///   - makePicker: Creates the picker and connects its delegate to the session; the delegate
  ///     calls ``finish(with:)``. Retain the delegate with
  ///     ``ModalPresenting/retainForLifetime(_:)``, never from the caller.
  /// - Returns: The picker's answer, or why it was not opened.
  package static func run(
    from screen: Controller,
    flights: PickerFlights = .shared,
    resultWhenDismissed: Result,
    prepare: () async -> PickerNotOpenedReason? = { nil },
    makePicker: (PickerSession) -> Controller
  ) async -> PickerSessionEnd<Result> {
    guard flights.begin(screen) else { return .notOpened(.pickInProgress) }
    defer { flights.end(screen) }
    if let reason = await prepare() { return .notOpened(reason) }
    guard !Task.isCancelled else { return .answered(resultWhenDismissed) }
    let handle = Handle()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // The picker and the session are made here and referenced by nothing this call keeps:
        // once presented, only UIKit's chain holds the picker, and only the picker the session.
        let session = PickerSession(
          screen: screen, resultWhenDismissed: resultWhenDismissed,
          resumption: ResumeOnce(continuation), handle: handle)
        handle.session = session
        let picker = makePicker(session)
        picker.retainForLifetime(session)
        picker.onInteractiveDismissal { [weak session] in session?.pickerWasDismissedByUser() }
        session.unpresentedPicker = picker
        session.picker = picker
        session.present()
      }
    } onCancel: {
      Task { @MainActor in handle.session?.finishWithCancellation() }
    }
    return handle.end ?? .answered(resultWhenDismissed)
  }

  /// Presents the picker from the top of the screen's chain, once no transition is running.
  private func present() {
    guard phase == .waitingToPresent, let picker = unpresentedPicker else { return }
    guard let screen else {
      end(.notOpened(.presentationRefused))
      return
    }
    let host = screen.topMostModal
    // UIKit refuses a presentation while one is in progress; wait for it to end, then look
    // again for the top of the chain, which the transition may have changed.
    if host.runAfterTransition({ [self] in present() }) { return }
    guard host.isInWindow else {
      end(.notOpened(.presentationRefused))
      return
    }
    host.presentModal(picker)
    // UIKit declines silently (a console line, no callback); a picker it presents has a
    // presenting controller as soon as `present` returns.
    guard picker.presentingModal != nil else {
      end(.notOpened(.presentationRefused))
      return
    }
    phase = .presented
    unpresentedPicker = nil
    sceneObservation = host.observeSceneDisconnection { [weak self] in
      self?.sceneDisconnected()
    }
  }

  /// The picker's delegate reports the user's answer: dismiss the picker, then resume the
  /// caller with `result`. Only the first answer counts.
  ///
  /// - Parameter result: What the user did.
  package func finish(with result: Result) {
    switch phase {
    case .waitingToPresent:
      end(.answered(result))
    case .presented:
      phase = .dismissing
      handle.end = .answered(result)
      guard let presenter = picker?.presentingModal else {
        end(.answered(result))
        return
      }
      presenter.dismissPresentedModal { [self] in end(.answered(result)) }
    case .dismissing, .ended:
      break
    }
  }

  /// The calling task was cancelled: close the picker, or never present it.
  private func finishWithCancellation() {
    finish(with: resultWhenDismissed)
  }

  /// The user swiped the picker away; UIKit has already dismissed it.
  private func pickerWasDismissedByUser() {
    guard phase == .presented || phase == .dismissing else { return }
    end(handle.end ?? .answered(resultWhenDismissed))
  }

  /// The picker's scene went away with it; nothing is left to dismiss.
  private func sceneDisconnected() {
    guard phase == .presented || phase == .dismissing else { return }
    end(handle.end ?? .answered(resultWhenDismissed))
  }

  private func end(_ end: PickerSessionEnd<Result>) {
    guard phase != .ended else { return }
    phase = .ended
    unpresentedPicker = nil
    sceneObservation = nil
    handle.end = end
    resumption.resume()
  }
}
