/// Lets through what a presenter reports for one dialog at most once, and only an action the
/// dialog offers: a presenter that reports "Open Settings" twice, or on a dialog that offers
/// only OK, must not open Settings.
final class AlertActionGate {
  private let offered: [AccessAlert.Action]
  private var hasActed = false

  /// Guards the actions of `alert`.
  init(_ alert: AccessAlert) {
    offered = alert.actions
  }

  /// The dialog's own action matching the reported one, the first time an offered action is
  /// reported; `nil` for a repeat or an action the dialog does not offer.
  ///
  /// - Parameter action: What the presenter reported.
  /// - Returns: The dialog's action with that role, or `nil` to ignore the report.
  func admit(_ action: AccessAlert.Action) -> AccessAlert.Action? {
    guard !hasActed, let own = offered.first(where: { $0.role == action.role }) else {
      return nil
    }
    hasActed = true
    return own
  }
}
