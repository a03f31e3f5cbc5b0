package import MediaAccess

/// One row of the behaviour table (Docs/MediaAccess.docc/Articles/BehaviourContract.md): how
/// the scripted system is set up, and what a conforming screen does in it.
///
/// What a row expects is not written here: ``expectation(policy:)`` asks ``AccessContract``,
/// the one copy of the table in code. The conformance suites run these rows against an app's
/// screen, `media-access demo` stages them, and the package's own behaviour tests check the
/// launch against them, so a changed rule is one edit in the contract, and a new row (or a new
/// source) one edit here.
package struct BehaviourTableRow: Sendable {
  /// What is scripted.
  package enum Setup: Sendable, Equatable {
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

  /// What a conforming screen does in a row.
  package typealias Expectation = BehaviourExpectation<LaunchOutcome>

  /// The source launched: the package's, or one of the app's own.
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

  /// The statuses every source's rows script as read before asking: each one the system
  /// reports, `limited` included (which only the photo library read/write grants), and one a
  /// future OS might add.
  package static let scriptedStatuses: [AuthorizationStatus] = [
    .authorized, .limited, .denied, .restricted, .unknown(rawValue: 7),
  ]

  /// The answers every source's rows script for the system prompt: allowing, allowing limited
  /// access (granted only where the source grants it), refusing, and coming back undecided.
  package static let scriptedAnswers: [AuthorizationStatus] = [
    .authorized, .limited, .denied, .notDetermined,
  ]

  /// The rows the suites run for `source`: every row of the behaviour table, with every status
  /// read and every answer, whether or not the source grants it.
  ///
  /// The rows about a soft ask are listed too; the runner skips them for a screen whose policy
  /// shows none.
  package static func all(for source: MediaSource) -> [BehaviourTableRow] {
    var setups: [Setup] = [.hardwareAbsent, .usageDescriptionMissing, .usageDescriptionBlank]
    setups += scriptedStatuses.map(Setup.status)
    setups += scriptedAnswers.map(Setup.userAnswers)
    setups += [.softAskDismissed, .screenGoneBeforeAnswer, .screenGoneDuringSoftAsk]
    setups += [.openSettingsReportedTwice]
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

  /// Whether the row applies to a screen with `policy`: a row about a soft ask applies only
  /// where the contract shows one.
  package func applies(to policy: AccessAlertPolicy) -> Bool {
    guard needsSoftAsk else { return true }
    let undetermined = AccessSituation(source, status: .read(.notDetermined), policy: policy)
    return AccessContract.decision(for: undetermined).showsSoftAsk
  }

  /// What a conforming screen with `policy` does in this row, by ``AccessContract``: the
  /// decision on what the launch reads first, then, when that asks the system, the decision
  /// on how the asking ends.
  package func expectation(policy: AccessAlertPolicy) -> Expectation {
    func decision(_ status: AccessSituation.Status) -> AccessDecision {
      AccessContract.decision(
        for: AccessSituation(
          source, hardware: setup.isHardwareAbsent ? .absent : .present,
          usageDescription: usageDescription, status: status, policy: policy))
    }
    let first = decision(.read(initialStatus))
    var dialogs = first.showsSoftAsk ? [AccessAlert.Reason.softAsk] : []
    var requestCount = 0
    var last = first
    if first.asksSystem {
      let (reachesSystem, status) = afterAsking
      requestCount = reachesSystem ? 1 : 0
      last = decision(status)
    }
    dialogs += last.dialog.map { [$0] } ?? []
    let outcome = last.outcome ?? .cancelled
    let (events, eventsAfterEnd) = events(
      softAsk: first.showsSoftAsk, asked: requestCount > 0, dialog: last.dialog, outcome: outcome)
    return Expectation(
      successes: last.runsSuccess ? [true] : [],
      dialogs: dialogs.map { Expectation.Dialog(reason: $0, source: source) },
      requests: Array(repeating: source, count: requestCount),
      outcome: outcome,
      settingsOpenings: setup == .openSettingsReportedTwice ? 1 : nil,
      events: events, eventsAfterEnd: eventsAfterEnd,
      successBeforeReturn: first.runsSuccess)
  }

  /// The events of a launch in this row, as "Counting Access Events" lists them: those until
  /// it ends, and those after (the answer to a prompt it stopped waiting for, and Settings
  /// opened from the dialog it ended with).
  private func events(
    softAsk: Bool, asked: Bool, dialog: AccessAlert.Reason?, outcome: LaunchOutcome
  ) -> (untilEnd: [AccessEvent], afterEnd: [AccessEvent]) {
    var kinds: [AccessEvent.Kind] = []
    var afterEnd: [AccessEvent.Kind] = []
    if softAsk {
      kinds.append(.softAskShown)
      switch setup {
      case .softAskDismissed: kinds.append(.softAskDismissed)
      case .screenGoneDuringSoftAsk: break
      default: kinds.append(.softAskContinued)
      }
    }
    if asked {
      kinds.append(.systemPromptShown)
      let answered = AccessEvent.Kind.systemPromptAnswered(promptAnswer)
      if closesScreenDuringPrompt { afterEnd.append(answered) } else { kinds.append(answered) }
    }
    if let dialog, dialog != .softAsk { kinds.append(.dialogShown(dialog)) }
    kinds.append(.launchEnded(outcome))
    if setup == .openSettingsReportedTwice { afterEnd.insert(.settingsOpened, at: 0) }
    let event = { AccessEvent($0, source: source) }
    return (kinds.map(event), afterEnd.map(event))
  }

  /// The row's usage description, as the contract reads it.
  private var usageDescription: AccessSituation.UsageDescription {
    switch setup {
    case .usageDescriptionMissing: .missing
    case .usageDescriptionBlank: .blank
    default: .present
    }
  }

  /// How a launch that asks goes on in this row: whether the request reaches the system, and
  /// what the launch learns.
  private var afterAsking: (reachesSystem: Bool, status: AccessSituation.Status) {
    switch setup {
    case .softAskDismissed, .screenGoneDuringSoftAsk: (false, .abandoned)
    case .screenGoneBeforeAnswer: (true, .abandoned)
    default: (true, .answered(promptAnswer))
    }
  }

  /// The row as a failure message names it, such as `camera, status denied`.
  package var label: String {
    "\(source.phrase), \(situationLabel)"
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
    case .userAnswers(.notDetermined):
      return "status notDetermined, the prompt comes back undecided"
    case .userAnswers(let answer): return "status notDetermined, the user answers \(answer)"
    case .softAskDismissed: return "status notDetermined, the soft ask dismissed"
    case .screenGoneBeforeAnswer: return "status notDetermined, the screen gone before the answer"
    case .screenGoneDuringSoftAsk:
      return "status notDetermined, the screen gone during the soft ask"
    case .openSettingsReportedTwice: return "status denied, \"Open Settings\" reported twice"
    }
  }
}
