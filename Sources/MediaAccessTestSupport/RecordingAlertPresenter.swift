public import MediaAccess

/// Records the dialogs a screen presents and lets a test tap their buttons.
///
/// Forward a screen's ``MediaAccess/AlertPresenting/presentAccessAlert(_:onAction:)`` to
/// ``present(_:onAction:)``. By default dialogs stay pending until ``tap(_:)`` or
/// ``dismissPending()``; set ``automaticReply`` to answer them as they appear.
///
/// ```swift
/// let presenter = RecordingAlertPresenter()
/// presenter.automaticReply = { alert in alert.reason == .softAsk ? .continue : nil }
/// ```
@MainActor
public final class RecordingAlertPresenter {
  /// Every dialog presented, in order.
  public private(set) var presentedAlerts: [AccessAlert] = []

  /// Answers each dialog as it is presented with the returned role; `nil` leaves it pending.
  public var automaticReply: (@MainActor (AccessAlert) -> AccessAlert.Action.Role?)?

  private var pending: [(alert: AccessAlert, onAction: @MainActor (AccessAlert.Action) -> Void)] =
    []

  /// Creates a presenter with no dialogs and no automatic reply.
  public init() {}

  /// The dialogs presented and not yet tapped or dismissed, oldest first.
  public var pendingAlerts: [AccessAlert] {
    pending.map(\.alert)
  }

  /// Records a dialog, answering it at once if ``automaticReply`` says so.
  ///
  /// - Parameters:
  ///   - alert: The dialog.
  ///   - onAction: The screen's handler for the tapped action.
  public func present(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presentedAlerts.append(alert)
    if let role = automaticReply?(alert),
      let action = alert.actions.first(where: { $0.role == role })
    {
      onAction(action)
    } else {
      pending.append((alert, onAction))
    }
  }

  /// Taps the button with `role` on the oldest pending dialog that has one.
  ///
  /// - Parameters:
  ///   - role: The role of the button to tap.
  ///   - times: How many times the tap is reported to the dialog's handler: more than once
  ///     plays a presenter that reports one tap twice, as a double tap on a slow device can.
  /// - Returns: `false` when no pending dialog has such a button.
  @discardableResult
  public func tap(_ role: AccessAlert.Action.Role, times: Int = 1) -> Bool {
    guard
      let index = pending.firstIndex(where: { entry in
        entry.alert.actions.contains { $0.role == role }
      }),
      let action = pending[index].alert.actions.first(where: { $0.role == role })
    else { return false }
    let entry = pending.remove(at: index)
    for _ in 0..<max(times, 1) { entry.onAction(action) }
    return true
  }

  /// Dismisses every pending dialog without a tap, releasing its handler, as a screen that
  /// goes away does.
  public func dismissPending() {
    pending.removeAll()
  }
}
