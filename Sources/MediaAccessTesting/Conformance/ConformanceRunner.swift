import MediaAccess

/// Runs one row of the behaviour table against a screen and lists what the screen did wrong.
@MainActor
enum ConformanceRunner {
  /// Runs every row for `source` and reports each broken one, naming the row. The diagnostics
  /// the rows cause are kept out of the test log.
  static func report<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    to reporter: ConformanceReporter,
    makeScreen: (ConformanceContext) -> Screen,
    launch: (Screen, ConformanceLaunch) -> Void
  ) async {
    for situation in BehaviourTableRow.all(for: source) {
      // The rows script missing usage descriptions on purpose: their diagnostics are noise.
      let found = await MediaAccessDiagnostics.withHandler(
        { _ in },
        operation: { await Self.problems(in: situation, makeScreen: makeScreen, launch: launch) })
      if let found, !found.isEmpty {
        reporter.fail("\(situation.label): \(found.joined(separator: "; "))")
      }
    }
  }

  /// Builds a screen for `situation` with a fresh scripted system, launches it, and compares
  /// what happened with the row's expectation.
  ///
  /// Every wait is on a signal, bounded as ``ConformanceWaits`` says.
  ///
  /// - Returns: The problems found, in words; empty when the screen conforms; `nil` when the
  ///   row does not apply to the screen (a dismissed soft ask, for a screen that shows none).
  static func problems<Screen: AlertPresenting & AnyObject>(
    in situation: BehaviourTableRow,
    makeScreen: (ConformanceContext) -> Screen,
    launch: (Screen, ConformanceLaunch) -> Void
  ) async -> [String]? {
    let system = situation.makeSystem()
    let context = ConformanceContext(system: system)
    let presenter = context.presenter
    var screen: Screen? = makeScreen(context)
    // Assigned apart from its declaration: `weak let` needs Swift 6.2.
    weak var weakScreen: Screen?
    weakScreen = screen
    let policy = screen?.accessAlertPolicy ?? .standard
    if situation.needsSoftAsk, !policy.asksBeforeSystemPrompt { return nil }
    let expected = situation.expectation(policy: policy)
    let probe = ConformanceLaunch(source: situation.source)
    let bound = ConformanceWaits.completionBound

    if situation.needsSoftAsk {
      presenter.automaticReply = nil
    } else {
      presenter.automaticReply = { $0.reason == .softAsk ? .continue : nil }
    }
    if case .screenGoneBeforeAnswer = situation.setup { system.holdAnswers() }
    if let screen { launch(screen, probe) }

    var releasedWhileAsking = false
    switch situation.setup {
    case .softAskDismissed:
      _ = await ConformanceWaits.until(
        { !presenter.pendingAlerts.isEmpty || probe.isComplete }, within: bound)
      presenter.dismissPending()
    case .screenGoneBeforeAnswer:
      _ = await ConformanceWaits.until(
        { system.heldRequestCount > 0 || probe.isComplete }, within: bound)
      if system.heldRequestCount > 0 {
        screen = nil
        await probe.cancelRunningLaunches(waitingUpTo: ConformanceWaits.releaseBound)
        releasedWhileAsking = await isReleased { weakScreen == nil }
        if !releasedWhileAsking {
          system.releaseHeldAnswers()
          _ = await probe.completed.wait(within: bound)
          presenter.dismissPending()
          return [
            "expected the screen to be released while the system was asking, but something "
              + "still holds it (a success closure that captures it strongly, a reference cycle, "
              + "a static or global reference, or an async launch not started with "
              + "ConformanceLaunch.run)"
          ]
        }
      }
      system.releaseHeldAnswers()
    case .screenGoneDuringSoftAsk:
      _ = await ConformanceWaits.until(
        { !presenter.pendingAlerts.isEmpty || probe.isComplete }, within: bound)
      screen = nil
      await probe.cancelRunningLaunches(waitingUpTo: ConformanceWaits.releaseBound)
      releasedWhileAsking = await isReleased { weakScreen == nil }
      if !releasedWhileAsking {
        presenter.dismissPending()
        _ = await probe.completed.wait(within: bound)
        return [
          "expected the screen to be released while its soft ask was up, but something still "
            + "holds it (a dialog handler or success closure that captures it strongly, a "
            + "reference cycle, or a static or global reference)"
        ]
      }
      _ = await probe.completed.wait(within: bound)
      // The user taps "Continue" on the soft ask left on screen: too late to matter.
      presenter.tap(.continue)
    default:
      break
    }
    let completed = await probe.completed.wait(within: bound)
    if case .openSettingsReportedTwice = situation.setup {
      // Tapped only with the suite's recorder in place: a test must never open Settings.
      guard screen?.settingsOpener.recorder == ObjectIdentifier(context.settings) else {
        presenter.dismissPending()
        return [
          "the screen's settingsOpener is not the context's: return context.settingsOpener "
            + "from settingsOpener, so the suite can check that \"Open Settings\" opens "
            + "Settings once without opening the real Settings app"
        ]
      }
      presenter.tap(.openSettings, times: 2)
    }
    // A completion (or success) run twice comes from work already queued: let it show.
    await ConformanceWaits.drainMainActor()

    var problems = deliveryProblems(of: probe, expected: expected)
    problems += dialogProblems(in: presenter.presentedAlerts, expected: expected)
    problems += requestProblems(
      count: system.requestCount(for: situation.source), expected: expected)
    problems += outcomeProblems(of: probe, expected: expected, completed: completed)
    problems += settingsProblems(opened: context.settings.openedSources.count, expected: expected)

    presenter.dismissPending()
    presenter.automaticReply = nil
    screen = nil
    await probe.cancelRunningLaunches(waitingUpTo: ConformanceWaits.releaseBound)
    let released = releasedWhileAsking ? true : await isReleased { weakScreen == nil }
    if !released {
      problems.append(
        "expected the screen to be released after the launch, but something still holds it "
          + "(a reference cycle, or a static or global reference)")
    }
    return problems
  }

  /// Whether the screen is gone, once everything the suite knows of has let it go; see
  /// ``ConformanceWaits/releaseBound``.
  static func isReleased(_ isGone: @MainActor () -> Bool) async -> Bool {
    await ConformanceWaits.until(isGone, within: ConformanceWaits.releaseBound)
  }

  // MARK: - Comparisons

  private static func deliveryProblems(
    of probe: ConformanceLaunch, expected: BehaviourTableRow.Expectation
  ) -> [String] {
    var problems: [String] = []
    switch (expected.runsSuccess, probe.successCount) {
    case (true, 1), (false, 0): break
    case (true, 0): problems.append("expected success to run once, it never ran")
    case (true, let count):
      problems.append("expected success to run once, it ran \(OutcomeCheck.times(count))")
    case (false, let count):
      problems.append("expected success not to run, it ran \(OutcomeCheck.times(count))")
    }
    if probe.successAfterCompletion {
      problems.append("success ran after the completion; it must run before")
    }
    return problems
  }

  private static func dialogProblems(
    in alerts: [AccessAlert], expected: BehaviourTableRow.Expectation
  ) -> [String] {
    var problems: [String] = []
    let got = alerts.map { (reason: $0.reason, roles: $0.actions.map(\.role)) }
    let wanted = expected.dialogs.map { (reason: $0, roles: $0.actionRoles) }
    if !got.elementsEqual(wanted, by: { $0.reason == $1.reason && $0.roles == $1.roles }) {
      let gotText = got.isEmpty ? "none" : AccessAlert.describe(got)
      problems.append("expected \(AccessAlert.describe(wanted)), got \(gotText)")
    }
    for alert in alerts {
      let dialog = "the \"\(alert.reason.conformanceName)\" dialog"
      if alert.title.isBlank { problems.append("\(dialog) has an empty title") }
      if alert.message.isBlank { problems.append("\(dialog) has an empty message") }
      for action in alert.actions where action.title.isBlank {
        problems.append("\(dialog) has an empty title for [\(action.role.conformanceName)]")
      }
    }
    return problems
  }

  private static func requestProblems(
    count: Int, expected: BehaviourTableRow.Expectation
  ) -> [String] {
    switch (expected.requestCount, count) {
    case (let wanted, let got) where wanted == got: []
    case (0, let got):
      ["expected the system not to be asked, it was asked \(OutcomeCheck.times(got))"]
    case (_, 0): ["expected the system to be asked once, it was never asked"]
    case (_, let got):
      ["expected the system to be asked once, it was asked \(OutcomeCheck.times(got))"]
    }
  }

  private static func settingsProblems(
    opened: Int, expected: BehaviourTableRow.Expectation
  ) -> [String] {
    switch (expected.settingsOpenings, opened) {
    case (nil, _), (1, 1): []
    case (_, 0):
      [
        "expected Settings to open once, it never opened (does the screen return the "
          + "context's settingsOpener, and hand taps on to the launch?)"
      ]
    case (_, let got): ["expected Settings to open once, it opened \(OutcomeCheck.times(got))"]
    }
  }

  private static func outcomeProblems(
    of probe: ConformanceLaunch, expected: BehaviourTableRow.Expectation, completed: Bool
  ) -> [String] {
    OutcomeCheck.problems(
      outcomes: probe.outcomes, expected: expected.outcome, completed: completed,
      launch: "launch")
  }
}
