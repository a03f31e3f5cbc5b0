import MediaAccess

/// One row a conformance suite runs against a screen: the scripted system, what the suite does
/// while the launch runs, and what a conforming screen does. A launch of one source runs its
/// source's rows of the behaviour table; a video capture runs both its sources' rows, and rows
/// of its own about the order of its two prompts.
struct ConformanceRow<Outcome: Equatable & Sendable & CustomStringConvertible> {
  /// What the suite does while the launch runs, besides answering a soft ask with "Continue"
  /// and a dialog the launch waits for with its button that is not "Open Settings".
  enum Script: Equatable {
    /// Nothing more.
    case plain
    /// Dismisses the soft ask without a tap.
    case softAskDismissed
    /// Lets go of the screen while the system is asking.
    case screenGoneBeforeAnswer
    /// Lets go of the screen while its soft ask is up, then taps "Continue".
    case screenGoneDuringSoftAsk
    /// Reports the tap on "Open Settings" twice.
    case openSettingsReportedTwice
    /// Answers the system's prompts one at a time, noting which were up together.
    case promptsOneAtATime
  }

  /// What a conforming screen does in the row.
  typealias Expectation = BehaviourExpectation<Outcome>
  /// A dialog the row expects, and about which source.
  typealias Dialog = Expectation.Dialog

  /// The row as a failure message names it, such as `camera, status denied`.
  let label: String
  /// What the suite does while the launch runs.
  let script: Script
  /// Whether the launch has two sources, so that messages name the source of each dialog and
  /// request, and the argument of success.
  let namesSources: Bool
  /// A fresh scripted system for the row.
  let makeSystem: @MainActor () -> ScriptedAuthority
  /// What a conforming screen with a policy does; `nil` when the row does not apply to it (a
  /// dismissed soft ask, for a screen that shows none).
  let expectation: @MainActor (AccessAlertPolicy) -> Expectation?
}

extension ConformanceRow.Script {
  /// What the suite does in a row of the behaviour table.
  init(_ setup: BehaviourTableRow.Setup) {
    switch setup {
    case .softAskDismissed: self = .softAskDismissed
    case .screenGoneBeforeAnswer: self = .screenGoneBeforeAnswer
    case .screenGoneDuringSoftAsk: self = .screenGoneDuringSoftAsk
    case .openSettingsReportedTwice: self = .openSettingsReportedTwice
    case .hardwareAbsent, .usageDescriptionMissing, .usageDescriptionBlank, .status, .userAnswers:
      self = .plain
    }
  }
}

// MARK: - One source

extension ConformanceRow where Outcome == LaunchOutcome {
  /// Every row of the behaviour table for a launch of `source`.
  static func table(for source: MediaSource) -> [Self] {
    BehaviourTableRow.all(for: source).map { row in
      Self(
        label: row.label, script: Script(row.setup), namesSources: false,
        makeSystem: { row.makeSystem() },
        expectation: { policy in row.applies(to: policy) ? row.expectation(policy: policy) : nil })
    }
  }
}
