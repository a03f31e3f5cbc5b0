/// The dialogs of a SwiftUI screen, shown one at a time in the order they were asked for: the
/// logic of ``AccessAlertPresenter``, kept free of SwiftUI so that it runs against a simulated
/// `.alert` in tests.
///
/// SwiftUI ignores changes to an alert's data once it is presented, so replacing the dialog on
/// screen would leave the user looking at one dialog while their tap answers another. The
/// queue therefore:
/// - shows the next dialog only once SwiftUI has reported the one on screen gone (`isPresented`
///   set to `false`, or the view gone), on the turn after that report, when SwiftUI has
///   finished the update that took it down: a dialog published during that update would be
///   dropped by SwiftUI and never shown. A dialog queued during a dismissal waits for that
///   turn too, even when nothing else was waiting;
/// - passes on a tap only for the dialog on screen, and only an action it offers, once;
/// - drops a dialog, with a diagnostic, when its turn comes while the view that would show it
///   is covered (a sheet over the view the presenter is attached to): SwiftUI would never show
///   it, and it would hold every later dialog and its launch. Dropping it releases its
///   handler, so a soft ask ends its launch cancelled;
/// - treats a dialog that goes away without a tap as final (SwiftUI runs a button's action
///   before dismissing the alert, so no tap can follow) and releases its handler then; a late
///   report about an older dialog leaves the newer dialog's handler alone.
@MainActor
package final class AlertQueue {
  /// A dialog as the view shows it: the identifier tells one presentation from the next, even
  /// of equal dialogs.
  package struct Shown: Equatable, Sendable {
    /// Which presentation this is.
    package let id: Int
    /// The dialog.
    package let alert: AccessAlert
  }

  private struct Entry {
    let id: Int
    let alert: AccessAlert
    var reply: (@MainActor (AccessAlert.Action) -> Void)?
  }

  /// The dialog on screen, or `nil`.
  package var shown: Shown? {
    current.map { Shown(id: $0.id, alert: $0.alert) }
  }

  private var current: Entry?
  private var waiting: [Entry] = []
  private var nextID = 0
  /// Whether a dialog has gone and the turn after it has not run yet: SwiftUI is still taking
  /// it down, and nothing new is shown until that turn.
  private var isAdvanceScheduled = false
  private let scheduleNextTurn: (@escaping @MainActor () -> Void) -> Void
  private let isCovered: @MainActor () -> Bool
  private let didChange: @MainActor () -> Void

  /// Creates an empty queue.
  ///
  /// - Parameters:
  ///   - scheduleNextTurn: Runs its argument on a later turn of the main actor, once SwiftUI
  ///     has taken the previous alert down.
  ///   - isCovered: Whether the view that would show the next dialog is covered, read when
  ///     its turn comes; by default never.
  ///   - didChange: Called whenever ``shown`` changes.
  package init(
    scheduleNextTurn: @escaping (@escaping @MainActor () -> Void) -> Void,
    isCovered: @escaping @MainActor () -> Bool = { false },
    didChange: @escaping @MainActor () -> Void = {}
  ) {
    self.scheduleNextTurn = scheduleNextTurn
    self.isCovered = isCovered
    self.didChange = didChange
  }

  /// Adds a dialog; it shows at once when none is on screen, else after those before it.
  package func enqueue(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    nextID += 1
    waiting.append(Entry(id: nextID, alert: alert, reply: onAction))
    if current == nil, !isAdvanceScheduled { showNext() }
  }

  /// The user tapped `action` on the dialog `id`. Passed on once, only when that dialog is on
  /// screen and offers the action; the dialog stays until SwiftUI takes it down.
  package func respond(to action: AccessAlert.Action, inDialog id: Int) {
    guard let entry = current, entry.id == id, entry.alert.actions.contains(action),
      let reply = entry.reply
    else { return }
    current?.reply = nil
    reply(action)
  }

  /// SwiftUI reports that the dialog `id` went off screen, tapped or not. Without a tap its
  /// handler is released (a soft ask then ends its launch cancelled); a report about any other
  /// dialog is ignored. The next dialog, already waiting or queued before that turn, shows on
  /// the next turn.
  package func dialogDidDisappear(_ id: Int) {
    guard current?.id == id else { return }
    current = nil
    didChange()
    scheduleAdvance()
  }

  /// Takes the dialog on screen down without a tap, releasing its handler; the next shows on
  /// the next turn.
  package func dismissShown() {
    guard let current else { return }
    dialogDidDisappear(current.id)
  }

  private func scheduleAdvance() {
    // Scheduled even with nothing waiting: a dialog queued before the turn must wait for it.
    guard !isAdvanceScheduled else { return }
    isAdvanceScheduled = true
    scheduleNextTurn { [weak self] in
      guard let self else { return }
      isAdvanceScheduled = false
      if current == nil { showNext() }
    }
  }

  private func showNext() {
    while !waiting.isEmpty {
      let next = waiting.removeFirst()
      if isCovered() {
        PresentationLog.report(
          "MediaAccess: the dialog \"\(next.alert.title)\" was not shown: a sheet covers the view "
            + "accessAlert(_:) is attached to. Attach the presenter inside the sheet as well.")
        continue  // released here: a soft ask ends its launch cancelled
      }
      current = next
      didChange()
      return
    }
  }
}
