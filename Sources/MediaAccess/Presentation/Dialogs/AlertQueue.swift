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
/// - keeps a dialog whose turn comes while the view that would show it is covered (a sheet,
///   or a sheet still closing, over the view the presenter is attached to), and looks again
///   on later turns (`checkLater`): it shows once the view is uncovered. A cover that lasts
///   three seconds is reported to the developer, once: the presenter is probably not attached
///   inside a sheet that stays up. The tap that closes a
///   sheet and starts a launch in one action is the common case: SwiftUI closes the sheet only
///   after the action has returned;
/// - drops a waiting dialog only when its launch can no longer be answered (its
///   ``DialogEnd``: the screen released, the task cancelled) or when every view that could
///   show it has gone (``viewsWentAway()``), each time with a diagnostic. Each dialog has its
///   own end, so a dialog whose launch ended never holds the ones after it;
/// - puts a dialog that was never answered back at the front (``putBack(_:)``) when the view
///   that showed it leaves, such as a sheet closing under it: it shows on the view beneath;
/// - treats a dialog that goes away without a tap otherwise as final (SwiftUI runs a button's
///   action before dismissing the alert, so no tap can follow) and releases its handler then;
///   a late report about an older dialog leaves the newer dialog's handler alone.
@MainActor
final class AlertQueue {
  /// A dialog as the view shows it: the identifier tells one presentation from the next, even
  /// of equal dialogs.
  struct Shown: Equatable, Sendable {
    /// Which presentation this is.
    package let id: Int
    /// The dialog.
    package let alert: AccessAlert
  }

  private struct Entry {
    let id: Int
    let alert: AccessAlert
    var reply: (@MainActor (AccessAlert.Action) -> Void)?
    let end: DialogEnd
  }

  /// The dialog on screen, or `nil`.
  package var shown: Shown? {
    current.map { Shown(id: $0.id, alert: $0.alert) }
  }

  /// How many dialogs wait for their turn, the one on screen not counted.
  var waitingCount: Int { waiting.count }

  private var current: Entry?
  private var waiting: [Entry] = []
  private var nextID = 0
  /// Whether a dialog has gone and the turn after it has not run yet: SwiftUI is still taking
  /// it down, and nothing new is shown until that turn.
  private var isAdvanceScheduled = false
  /// Whether a look at a covered view is scheduled.
  private var isCheckScheduled = false
  /// How many looks in a row found the view covered while the first dialog waited.
  private var coveredLooks = 0
  /// After how many looks in a row (three seconds) a waiting dialog is reported to the
  /// developer: a cover that long is no closing sheet, but one the presenter is not attached
  /// inside.
  private static let looksBeforeReport = 30
  private let scheduleNextTurn: (@escaping @MainActor () -> Void) -> Void
  private let checkLater: (@escaping @MainActor () -> Void) -> Void
  private let isCovered: @MainActor () -> Bool
  private let didChange: @MainActor () -> Void

  /// Creates an empty queue.
  ///
  /// - Parameters:
  ///   - scheduleNextTurn: Runs its argument on a later turn of the main actor, once SwiftUI
  ///     has taken the previous alert down.
  ///   - checkLater: Runs its argument a little later, to look again at a covered view.
  ///   - isCovered: Whether the view that would show the next dialog is covered, read when
  ///     its turn comes and at every look after; by default never.
  ///   - didChange: Called whenever ``shown`` changes.
  package init(
    scheduleNextTurn: @escaping (@escaping @MainActor () -> Void) -> Void,
    checkLater: @escaping (@escaping @MainActor () -> Void) -> Void,
    isCovered: @escaping @MainActor () -> Bool = { false },
    didChange: @escaping @MainActor () -> Void = {}
  ) {
    self.scheduleNextTurn = scheduleNextTurn
    self.checkLater = checkLater
    self.isCovered = isCovered
    self.didChange = didChange
  }

  /// Adds a dialog; it shows at once when none is on screen and the view is uncovered, else
  /// after those before it, once the view is.
  ///
  /// - Parameters:
  ///   - alert: The dialog.
  ///   - end: When its launch can no longer be answered; by default the end the launch handed
  ///     over with the dialog (``DialogEnd/current``).
  ///   - onAction: Receives the tapped action.
  func enqueue(
    _ alert: AccessAlert,
    until end: DialogEnd = .current,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    nextID += 1
    waiting.append(Entry(id: nextID, alert: alert, reply: onAction, end: end))
    if current == nil, !isAdvanceScheduled { showNext() }
  }

  /// The user tapped `action` on the dialog `id`. Passed on once, only when that dialog is on
  /// screen and offers the action; the dialog stays until SwiftUI takes it down.
  func respond(to action: AccessAlert.Action, inDialog id: Int) {
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
  func dialogDidDisappear(_ id: Int) {
    guard current?.id == id else { return }
    current = nil
    didChange()
    scheduleAdvance()
  }

  /// The dialog `id` went off screen with the view that showed it, such as a sheet closing
  /// under it: unless it was answered, it goes back to the front and shows again, on the view
  /// that shows dialogs now, on the next turn. An answered dialog is gone as after
  /// ``dialogDidDisappear(_:)``.
  func putBack(_ id: Int) {
    guard var entry = current, entry.id == id else { return }
    current = nil
    if entry.reply != nil {
      // A new presentation: the view must not take it for the one that went.
      nextID += 1
      entry = Entry(id: nextID, alert: entry.alert, reply: entry.reply, end: entry.end)
      waiting.insert(entry, at: 0)
    }
    didChange()
    scheduleAdvance()
  }

  /// Takes the dialog on screen down without a tap, releasing its handler; the next shows on
  /// the next turn.
  func dismissShown() {
    guard let current else { return }
    dialogDidDisappear(current.id)
  }

  /// Every view that could show the dialogs has gone: the dialog on screen, unanswered, and
  /// every waiting one are dropped, each with a diagnostic, and their handlers released.
  func viewsWentAway() {
    var dropped = waiting
    waiting = []
    if let current {
      self.current = nil
      if current.reply != nil { dropped.insert(current, at: 0) }
      didChange()
    }
    for entry in dropped {
      report(entry, "the view accessAlert(_:) is attached to went away before it was answered")
    }
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

  /// Looks at a covered view again a little later, while a dialog waits for it.
  private func scheduleCheck() {
    guard !isCheckScheduled else { return }
    isCheckScheduled = true
    checkLater { [weak self] in
      guard let self else { return }
      isCheckScheduled = false
      if current == nil, !isAdvanceScheduled { showNext() }
    }
  }

  private func showNext() {
    dropEnded()
    guard let next = waiting.first else { return }
    guard !isCovered() else {
      coveredLooks += 1
      if coveredLooks == Self.looksBeforeReport {
        PresentationLog.report(
          "MediaAccess: the dialog \"\(next.alert.title)\" has waited 3 seconds for the view "
            + "accessAlert(_:) is attached to: a sheet covers it. It shows once the sheet "
            + "closes. Attach the presenter inside the sheet as well.")
      }
      scheduleCheck()
      return
    }
    coveredLooks = 0
    waiting.removeFirst()
    current = next
    didChange()
  }

  /// Drops the waiting dialogs whose launch can no longer be answered.
  private func dropEnded() {
    let ended = waiting.filter { $0.end.hasEnded }
    guard !ended.isEmpty else { return }
    waiting.removeAll { $0.end.hasEnded }
    for entry in ended {
      report(entry, "its launch ended (screen released or task cancelled) while it waited")
    }
  }

  /// Releases a dropped dialog's handler (a soft ask then ends its launch cancelled), saying
  /// why it was not shown.
  private func report(_ entry: Entry, _ why: String) {
    PresentationLog.report(
      "MediaAccess: the dialog \"\(entry.alert.title)\" was not shown: \(why).")
  }
}
