package import MediaAccess

/// One row of the behaviour table (Docs/MediaAccess.docc/Articles/BehaviourContract.md): how
/// the scripted system is set up, and what a conforming screen does in it.
///
/// The one copy of the table in code. The conformance suites run its rows against an app's
/// screen, `media-access demo` stages them, and the package's own behaviour tests check the
/// launch against them, so a new row (or a new source) is one edit here.
package struct BehaviourTableRow: Sendable {
  /// What is scripted.
  package enum Setup: Sendable {
    /// The device lacks the source.
    case hardwareAbsent
    /// The usage-description key is absent from Info.plist.
    case usageDescriptionMissing
    /// The usage-description key holds only whitespace.
    case usageDescriptionBlank
    /// The status is already decided.
    case status(AuthorizationStatus)
    /// The status is undetermined and the user answers the system prompt with this status.
    case userAnswers(AuthorizationStatus)
    /// The status is undetermined and the soft ask is dismissed without a tap.
    case softAskDismissed
    /// The status is undetermined and the screen goes away before the user answers.
    case screenGoneBeforeAnswer
    /// The status is undetermined and the screen goes away while its soft ask is up; the soft
    /// ask is tapped afterwards.
    case screenGoneDuringSoftAsk
    /// The status is denied and the presenter reports the tap on "Open Settings" twice.
    case openSettingsReportedTwice

    /// Whether the device lacks the source.
    var isHardwareAbsent: Bool {
      if case .hardwareAbsent = self { true } else { false }
    }
  }

  /// What a conforming screen does in a situation.
  package struct Expectation: Equatable, Sendable {
    /// Whether `success` runs (once).
    package var runsSuccess: Bool
    /// The dialogs that reach the presenter, in order.
    package var dialogs: [AccessAlert.Reason]
    /// How many times the system is asked.
    package var requestCount: Int
    /// What the launch comes to.
    package var outcome: LaunchOutcome
    /// How many times Settings opens; `nil` when the row does not tap "Open Settings".
    package var settingsOpenings: Int? = nil
  }

  /// The source launched.
  package let source: MediaSource
  /// The scripted setup.
  package let setup: Setup

  /// A row of the table: `setup`, for `source`.
  ///
  /// - Parameters:
  ///   - source: The source launched.
  ///   - setup: What is scripted.
  package init(source: MediaSource, setup: Setup) {
    self.source = source
    self.setup = setup
  }

  /// The rows the suites run for `source`: every row of the behaviour table that applies to it.
  ///
  /// The rows about a soft ask are listed too; the runner skips them for a screen whose policy
  /// shows none.
  package static func all(for source: MediaSource) -> [BehaviourTableRow] {
    let grants = source.profile.grantingStatuses
    var setups: [Setup] = [.hardwareAbsent, .usageDescriptionMissing, .usageDescriptionBlank]
    setups += grants.map(Setup.status)
    setups += [.status(.denied), .status(.restricted), .status(AuthorizationStatus(rawValue: 7))]
    setups += grants.map(Setup.userAnswers)
    setups += [.userAnswers(.denied), .softAskDismissed, .screenGoneBeforeAnswer]
    setups += [.screenGoneDuringSoftAsk, .openSettingsReportedTwice]
    return setups.map { BehaviourTableRow(source: source, setup: $0) }
  }

  /// The status the system reports when the screen launches.
  package var initialStatus: AuthorizationStatus {
    switch setup {
    case .hardwareAbsent, .usageDescriptionMissing, .usageDescriptionBlank: .authorized
    case .status(let status): status
    case .openSettingsReportedTwice: .denied
    case .userAnswers, .softAskDismissed, .screenGoneBeforeAnswer, .screenGoneDuringSoftAsk:
      .notDetermined
    }
  }

  /// What the user answers in the system prompt, if it appears.
  package var promptAnswer: AuthorizationStatus {
    if case .userAnswers(let answer) = setup { answer } else { .authorized }
  }

  /// Whether the screen goes away while the system prompt is up.
  package var closesScreenDuringPrompt: Bool {
    if case .screenGoneBeforeAnswer = setup { true } else { false }
  }

  /// A fresh scripted system for this row.
  package func makeSystem() -> ScriptedAuthority {
    let key = source.usageDescriptionKey
    let usageText: String?? =
      switch setup {
      case .usageDescriptionMissing: .some(nil)
      case .usageDescriptionBlank: " \n"
      default: nil
      }
    return ScriptedAuthority(
      status: [source: initialStatus],
      answers: [source: promptAnswer],
      unavailable: setup.isHardwareAbsent ? [source] : [],
      usageDescriptions: usageText.map { [key: $0] } ?? [:])
  }

  /// Whether the row needs a soft ask on screen, and so applies only to a screen that shows one.
  package var needsSoftAsk: Bool {
    switch setup {
    case .softAskDismissed, .screenGoneDuringSoftAsk: true
    default: false
    }
  }

  /// What a conforming screen with `policy` does in this row.
  package func expectation(policy: AccessAlertPolicy) -> Expectation {
    let softAsk: [AccessAlert.Reason] = policy.asksBeforeSystemPrompt ? [.softAsk] : []
    switch setup {
    case .hardwareAbsent:
      return Expectation(
        runsSuccess: false, dialogs: [.unavailable], requestCount: 0, outcome: .unavailable)
    case .usageDescriptionMissing, .usageDescriptionBlank:
      return Expectation(
        runsSuccess: false, dialogs: [], requestCount: 0,
        outcome: .misconfigured(missingKey: source.usageDescriptionKey))
    case .status(.authorized):
      return Expectation(runsSuccess: true, dialogs: [], requestCount: 0, outcome: .authorized)
    case .status(.limited):
      return Expectation(runsSuccess: true, dialogs: [], requestCount: 0, outcome: .limited)
    case .status(.denied):
      return Expectation(runsSuccess: false, dialogs: [.denied], requestCount: 0, outcome: .denied)
    case .status:
      return Expectation(
        runsSuccess: false, dialogs: [.restricted], requestCount: 0, outcome: .restricted)
    case .userAnswers(.authorized):
      return Expectation(
        runsSuccess: true, dialogs: softAsk, requestCount: 1, outcome: .authorized)
    case .userAnswers(.limited):
      return Expectation(runsSuccess: true, dialogs: softAsk, requestCount: 1, outcome: .limited)
    case .userAnswers:
      let explanation: [AccessAlert.Reason] = policy.explainsFreshRefusal ? [.denied] : []
      return Expectation(
        runsSuccess: false, dialogs: softAsk + explanation, requestCount: 1, outcome: .denied)
    case .softAskDismissed, .screenGoneDuringSoftAsk:
      return Expectation(
        runsSuccess: false, dialogs: [.softAsk], requestCount: 0, outcome: .cancelled)
    case .openSettingsReportedTwice:
      return Expectation(
        runsSuccess: false, dialogs: [.denied], requestCount: 0, outcome: .denied,
        settingsOpenings: 1)
    case .screenGoneBeforeAnswer:
      return Expectation(
        runsSuccess: false, dialogs: softAsk, requestCount: 1, outcome: .cancelled)
    }
  }

  /// The row as a failure message names it, such as `camera, status denied`.
  package var label: String {
    "\(source.profile.phrase), \(situationLabel)"
  }

  private var situationLabel: String {
    let key = source.usageDescriptionKey.rawValue
    switch setup {
    case .hardwareAbsent: return "hardware absent"
    case .usageDescriptionMissing: return "\(key) missing"
    case .usageDescriptionBlank: return "\(key) blank"
    case .status(let status): return "status \(status)"
    case .userAnswers(.authorized): return "status notDetermined, the user allows"
    case .userAnswers(.limited): return "status notDetermined, the user allows limited access"
    case .userAnswers(.denied): return "status notDetermined, the user refuses"
    case .userAnswers(let answer): return "status notDetermined, the user answers \(answer)"
    case .softAskDismissed: return "status notDetermined, the soft ask dismissed"
    case .screenGoneBeforeAnswer: return "status notDetermined, the screen gone before the answer"
    case .screenGoneDuringSoftAsk:
      return "status notDetermined, the screen gone during the soft ask"
    case .openSettingsReportedTwice: return "status denied, \"Open Settings\" reported twice"
    }
  }
}
