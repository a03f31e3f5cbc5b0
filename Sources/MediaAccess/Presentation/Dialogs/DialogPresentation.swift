/// Presents a UIKit dialog so that it is never lost silently: the logic of the
/// `UIAlertController` presenter, kept free of UIKit so that it runs against a simulated UIKit
/// in tests.
///
/// UIKit declines a presentation silently while a transition is in progress or when the
/// presenter's view is not in a window (a launch from `viewDidLoad`, or right after a sheet
/// closes). The dialog is therefore presented from the top of the screen's chain once the
/// transition has ended; while the screen is off-window, or when UIKit declines anyway, it is
/// tried again on a later turn. A screen that was itself presented and has been dismissed
/// meanwhile (a sheet whose button closed it and launched in one action) hands its dialog to
/// the controller that presented it.
///
/// The dialog waits for as long as it can still be answered, and no longer: until its
/// ``DialogEnd`` (the launch's screen released or task cancelled), or until no controller is
/// left to show it (the screen, and the one that presented it, released). Neither is held by
/// the wait. Then the dialog is dropped, with a diagnostic, which releases its handler: a soft
/// ask then ends its launch cancelled.
@MainActor
enum DialogPresentation {
  /// Presents `dialog` from `screen`'s chain.
  ///
  /// - Parameters:
  ///   - dialog: The alert controller.
  ///   - screen: The screen that shows it.
  ///   - end: When the dialog's launch can no longer be answered; by default the end the
  ///     launch handed over with it (``DialogEnd/current``).
  ///   - retryLater: Runs its argument on a later turn of the main actor.
  ///   - describe: The dialog's title, for the log when it is dropped.
  package static func present<Controller: ModalPresenting>(
    _ dialog: Controller,
    from screen: Controller,
    until end: DialogEnd = .current,
    retryLater: @escaping (@escaping @MainActor () -> Void) -> Void,
    describe: String
  ) where Controller.Modal == Controller {
    let hosts = Hosts(screen: screen, presenter: screen.presentingModal)
    attempt(dialog, hosts: hosts, until: end, retryLater: retryLater, describe: describe)
  }

  /// The controllers that may show the dialog, held weakly: the wait must not keep a released
  /// screen alive, or the screen's release could never end it.
  @MainActor
  private struct Hosts<Controller: ModalPresenting> where Controller.Modal == Controller {
    weak var screen: Controller?
    /// The controller that had presented the screen, for when the screen has been dismissed.
    weak var presenter: Controller?

    /// Where to present from now: the screen while it is in a window or might still reach
    /// one, the controller that presented it once the screen has left; `nil` when both are
    /// gone.
    var base: Controller? {
      if let screen, screen.isInWindow || presenter == nil { return screen }
      if let presenter, presenter.isInWindow || screen == nil { return presenter }
      return screen
    }
  }

  private static func attempt<Controller: ModalPresenting>(
    _ dialog: Controller,
    hosts: Hosts<Controller>,
    until end: DialogEnd,
    retryLater: @escaping (@escaping @MainActor () -> Void) -> Void,
    describe: String
  ) where Controller.Modal == Controller {
    let again = { @MainActor in
      attempt(dialog, hosts: hosts, until: end, retryLater: retryLater, describe: describe)
    }
    guard !end.hasEnded else {
      drop(describe, "its launch ended (screen released or task cancelled) while it waited")
      return
    }
    guard let base = hosts.base else {
      drop(describe, "its screen was released before it could be shown")
      return
    }
    let host = base.topMostModal
    if host.runAfterTransition(again) { return }
    if host.isInWindow {
      host.presentModal(dialog)
      if dialog.presentingModal != nil { return }
    }
    retryLater(again)
  }

  private static func drop(_ describe: String, _ why: String) {
    PresentationLog.report("MediaAccess: the dialog \"\(describe)\" was not shown: \(why).")
  }
}
