/// What a launch does in an ``AccessSituation``, by the behaviour contract: ask the system, or
/// end (a capture's step: go on) with an outcome and perhaps a dialog.
///
/// ```swift
/// switch AccessContract.decision(for: situation) {
/// case .ask(let softAsk): // show the soft ask if `softAsk`, then ask the system
/// case .end(let ending): // hand over `ending.dialog`, run success if `ending.runsSuccess`
/// }
/// ```
package enum AccessDecision: Sendable, Hashable {
  /// The system is asked, after a soft ask when `softAsk` is `true`; its answer is decided
  /// afresh, as ``AccessSituation/Status/answered(_:)``.
  case ask(softAsk: Bool)
  /// The launch comes to an outcome without asking (again).
  case end(Ending)

  /// How a launch ends: its outcome and the dialog that explains it.
  package struct Ending: Sendable, Hashable {
    /// What the launch comes to.
    package var outcome: LaunchOutcome
    /// The dialog handed to the presenter to explain the outcome; `nil` for none.
    package var dialog: AccessAlert.Reason?
    /// Whether the launch waits for the user's answer to ``dialog`` before it goes on: only a
    /// launch that goes on after a refusal does; one that ends with its dialog ends at once.
    var waitsForDialog: Bool

    /// An ending.
    ///
    /// - Parameters:
    ///   - outcome: What the launch comes to.
    ///   - dialog: The dialog that explains it; `nil` for none.
    ///   - waitsForDialog: Whether the launch waits for the user's answer to `dialog`.
    package init(
      outcome: LaunchOutcome, dialog: AccessAlert.Reason? = nil, waitsForDialog: Bool = false
    ) {
      self.outcome = outcome
      self.dialog = dialog
      self.waitsForDialog = waitsForDialog
    }

    /// Whether `success` runs (once): exactly when the outcome grants access.
    package var runsSuccess: Bool { outcome.grantsAccess }
  }

  // MARK: - The table's columns

  /// Whether a soft ask shows before the system is asked.
  package var showsSoftAsk: Bool {
    if case .ask(let softAsk) = self { softAsk } else { false }
  }

  /// Whether the system is asked.
  package var asksSystem: Bool {
    if case .ask = self { true } else { false }
  }

  /// The dialog that explains the end; `nil` for none, and while the system is asked.
  package var dialog: AccessAlert.Reason? {
    if case .end(let ending) = self { ending.dialog } else { nil }
  }

  /// Whether `success` runs; `false` while the system is asked (the answer decides).
  package var runsSuccess: Bool {
    if case .end(let ending) = self { ending.runsSuccess } else { false }
  }

  /// The outcome; `nil` while the system is asked (the answer decides).
  package var outcome: LaunchOutcome? {
    if case .end(let ending) = self { ending.outcome } else { nil }
  }
}
