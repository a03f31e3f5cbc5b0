/// A SwiftUI presenter's dialogs and the views it is attached to, together: everything
/// ``AccessAlertPresenter`` decides, kept free of SwiftUI so that it runs against a simulated
/// SwiftUI in tests. ``AlertQueue`` orders the dialogs; ``AlertAttachments`` says which view
/// shows them and whether it can.
///
/// It remembers which view showed the dialog on screen, so that a dialog whose view leaves
/// unanswered (a sheet closing under it, whether SwiftUI reports the alert gone or the view
/// gone first) goes back to the front for the view beneath, and a dialog whose views have all
/// gone is dropped with a diagnostic.
@MainActor
final class AttachedAlerts {
  /// The views the presenter is attached to.
  let attachments = AlertAttachments()

  /// The dialog on screen and which presentation it is.
  package private(set) var shown: AlertQueue.Shown?

  /// The attachment that shows the dialogs, for the attached views to compare with theirs.
  private(set) var activeAttachment: Int?

  /// How many dialogs wait for their turn, the one on screen not counted.
  var waitingCount: Int { queue?.waitingCount ?? 0 }

  private var queue: AlertQueue?
  /// The attachment that showed the dialog on screen.
  private var shownIn: Int?
  private let didChange: @MainActor () -> Void

  /// Creates a presenter's state with no dialog and no attachment.
  ///
  /// - Parameters:
  ///   - scheduleNextTurn: Runs its argument on a later turn of the main actor.
  ///   - checkLater: Runs its argument a little later, to look again at a covered view.
  ///   - didChange: Called whenever ``shown`` or ``activeAttachment`` changes.
  package init(
    scheduleNextTurn: @escaping (@escaping @MainActor () -> Void) -> Void,
    checkLater: @escaping (@escaping @MainActor () -> Void) -> Void,
    didChange: @escaping @MainActor () -> Void
  ) {
    self.didChange = didChange
    queue = AlertQueue(
      scheduleNextTurn: scheduleNextTurn, checkLater: checkLater,
      isCovered: { [weak self] in self?.attachments.isActiveCovered ?? false },
      didChange: { [weak self] in self?.queueDidChange() })
  }

  /// Queues a dialog, with the end its launch handed over (``DialogEnd/current``).
  func enqueue(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    queue?.enqueue(alert, onAction: onAction)
  }

  /// A tap on the dialog `id`; see ``AlertQueue/respond(to:inDialog:)``.
  func respond(to action: AccessAlert.Action, inDialog id: Int) {
    queue?.respond(to: action, inDialog: id)
  }

  /// Takes the dialog on screen down without a tap, releasing its handler.
  func dismissShown() {
    queue?.dismissShown()
  }

  /// A view with `accessAlert(_:)` appeared; returns its attachment.
  func attach(
    isCovered: @escaping @MainActor () -> Bool,
    isLeaving: @escaping @MainActor () -> Bool = { false }
  ) -> Int {
    let id = attachments.attach(isCovered: isCovered, isLeaving: isLeaving)
    refresh()
    return id
  }

  /// The view of attachment `id` disappeared, showing the dialog `shownID` or none. An
  /// unanswered dialog it showed goes back to the front, for the view beneath; with no view
  /// left, every dialog is dropped, with a diagnostic.
  func viewDidDisappear(_ id: Int, showing shownID: Int?) {
    attachments.detach(id)
    if attachments.isEmpty {
      queue?.viewsWentAway()
    } else if let shownID {
      queue?.putBack(shownID)
    }
    refresh()
  }

  /// The alert `id` went off screen, tapped or not: final, as SwiftUI runs a button's action
  /// before dismissing its alert, unless the view that showed it is leaving (a sheet closing
  /// under it), when an unanswered dialog goes back to the front. A report about an older
  /// dialog is ignored.
  func alertDidDisappear(_ id: Int) {
    if let shownIn, shown?.id == id, attachments.isLeaving(shownIn) {
      queue?.putBack(id)
    } else {
      queue?.dialogDidDisappear(id)
    }
  }

  private func queueDidChange() {
    let next = queue?.shown
    if next?.id != shown?.id { shownIn = next == nil ? nil : attachments.active }
    shown = next
    activeAttachment = attachments.active
    didChange()
  }

  private func refresh() {
    let active = attachments.active
    guard active != activeAttachment else { return }
    activeAttachment = active
    didChange()
  }
}
