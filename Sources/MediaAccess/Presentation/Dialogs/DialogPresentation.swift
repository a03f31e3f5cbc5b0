/// Presents a UIKit dialog so that it is never lost silently: the logic of the
/// `UIAlertController` presenter, kept free of UIKit so that it runs against a simulated UIKit
/// in tests.
///
/// UIKit declines a presentation silently while a transition is in progress or when the
/// presenter's view is not in a window (a launch from `viewDidLoad`, or right after a sheet
/// closes). The dialog is therefore presented from the top of the screen's chain once the
/// transition has ended; while the screen is off-window, or when UIKit declines anyway, it is
/// tried again on a later turn, a bounded number of times. A dialog that cannot be shown is
/// logged and dropped, which releases its handler: a soft ask then ends its launch cancelled.
@MainActor
package enum DialogPresentation {
  /// How many later turns a dialog waits for its screen to reach a window.
  package static let attempts = 20

  /// Presents `dialog` from `screen`'s chain.
  ///
  /// - Parameters:
  ///   - dialog: The alert controller.
  ///   - screen: The screen that shows it.
  ///   - attemptsLeft: How many more later turns to try.
  ///   - retryLater: Runs its argument on a later turn of the main actor.
  ///   - describe: The dialog's title, for the log when it is dropped.
  package static func present<Controller: ModalPresenting>(
    _ dialog: Controller,
    from screen: Controller,
    attemptsLeft: Int = attempts,
    retryLater: @escaping (@escaping @MainActor () -> Void) -> Void,
    describe: String
  ) where Controller.Modal == Controller {
    let again = { @MainActor in
      present(
        dialog, from: screen, attemptsLeft: attemptsLeft - 1, retryLater: retryLater,
        describe: describe)
    }
    let host = screen.topMostModal
    if host.runAfterTransition(again) { return }
    if host.isInWindow {
      host.presentModal(dialog)
      if dialog.presentingModal != nil { return }
    }
    guard attemptsLeft > 0 else {
      PresentationLog.report(
        "MediaAccess: the dialog \"\(describe)\" could not be shown: its screen never reached "
          + "a window, or UIKit kept declining to present it.")
      return
    }
    retryLater(again)
  }
}
