import MediaAccess

/// One row a conformance suite runs against a screen: the scripted system, what the suite does
/// while the launch runs, and what a conforming screen does. A launch of one source runs its
/// source's rows of the behaviour table; a video capture runs both its sources' rows, and rows
/// of its own about the order of its two prompts.
struct ConformanceRow<Outcome: Equatable & CustomStringConvertible> {
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

  /// A dialog the row expects, and about which source.
  struct Dialog: Equatable {
    var reason: AccessAlert.Reason
    var source: MediaSource
  }

  /// What a conforming screen does in the row.
  struct Expectation {
    /// The argument of each run of success (`recordsSound` for a video capture); empty when
    /// success must not run.
    var successes: [Bool]
    /// The dialogs that reach the presenter, in order.
    var dialogs: [Dialog]
    /// The system requests, in order.
    var requests: [MediaSource]
    /// What the launch comes to.
    var outcome: Outcome
    /// How many times Settings opens; `nil` when the row does not tap "Open Settings".
    var settingsOpenings: Int? = nil
  }

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
        expectation: { policy in
          if row.needsSoftAsk, !policy.asksBeforeSystemPrompt { return nil }
          let expected = row.expectation(policy: policy)
          return Expectation(
            successes: expected.runsSuccess ? [true] : [],
            dialogs: expected.dialogs.map { Dialog(reason: $0, source: source) },
            requests: Array(repeating: source, count: expected.requestCount),
            outcome: expected.outcome, settingsOpenings: expected.settingsOpenings)
        })
    }
  }
}
