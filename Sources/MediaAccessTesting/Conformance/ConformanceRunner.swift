import MediaAccess

/// Runs conformance rows against a screen and lists what the screen did wrong: the one runner
/// for launches of one source and for video captures.
@MainActor
enum ConformanceRunner {
  /// Runs every row and reports each broken one, naming the row. The diagnostics the rows
  /// cause are kept out of the test log.
  static func report<Screen: AlertPresenting & AnyObject, Outcome>(
    _ rows: [ConformanceRow<Outcome>],
    to reporter: ConformanceReporter,
    makeScreen: (ConformanceContext) -> Screen,
    launch: (Screen, LaunchProbe<Outcome>) -> Void
  ) async {
    let ledger = ConformanceLedger<Outcome>(reporting: reporter)
    for row in rows {
      // The rows script missing usage descriptions on purpose: their diagnostics are noise.
      let found = await MediaAccessDiagnostics.withHandler(
        { _ in },
        operation: {
          await Self.problems(in: row, ledger: ledger, makeScreen: makeScreen, launch: launch)
        })
      if let found, !found.isEmpty {
        reporter.fail("\(row.label): \(found.joined(separator: "; "))")
      }
      // What an earlier row's screen delivers late shows up while this one ran.
      ledger.reportLate()
    }
    await ledger.settle()
  }

  /// Runs the rows of one source's launch: the behaviour table for `source`, each row's launch
  /// handed to `launch` as a ``ConformanceLaunch``. The one body of the single-source suites.
  static func report<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    to reporter: ConformanceReporter,
    makeScreen: (ConformanceContext) -> Screen,
    launch: (Screen, ConformanceLaunch) -> Void
  ) async {
    await report(
      ConformanceRow.table(for: source), to: reporter, makeScreen: makeScreen,
      launch: { screen, probe in launch(screen, ConformanceLaunch(source: source, probe: probe)) })
  }

  /// Builds a screen for `row` with a fresh scripted system, launches it, and compares what
  /// happened with the row's expectation.
  ///
  /// The suite answers a soft ask with "Continue", a dialog the launch waits for before it
  /// goes on with its button that is not "Open Settings", and, once the launch has ended, the
  /// dialogs left on screen the same way; it taps "Open Settings" only in the row about it,
  /// through the context's recording opener, so a test never opens Settings. Every wait is on
  /// a signal, bounded as ``ConformanceWaits`` says. The row's record stays with `ledger`,
  /// which catches what the screen delivers after the row.
  ///
  /// - Returns: The problems found, in words; empty when the screen conforms; `nil` when the
  ///   row does not apply to the screen (a dismissed soft ask, for a screen that shows none).
  static func problems<Screen: AlertPresenting & AnyObject, Outcome>(
    in row: ConformanceRow<Outcome>,
    ledger: ConformanceLedger<Outcome>,
    makeScreen: (ConformanceContext) -> Screen,
    launch: (Screen, LaunchProbe<Outcome>) -> Void
  ) async -> [String]? {
    let system = row.makeSystem()
    let context = ConformanceContext(system: system)
    let presenter = context.presenter
    var screen: Screen? = makeScreen(context)
    // Assigned apart from its declaration: `weak let` needs Swift 6.2.
    weak var weakScreen: Screen?
    weakScreen = screen
    guard let expected = row.expectation(screen?.accessAlertPolicy ?? .standard) else {
      return nil
    }
    // The texts every dialog must have: the screen's renderer's, read before it goes away.
    let renderer = screen?.alertTextRenderer
    let probe = LaunchProbe<Outcome>()
    probe.dialogsOnScreen = { presenter.pendingAlerts }
    probe.dialogsPresented = { presenter.presentedAlerts.count }
    let record = ConformanceRowRecord(
      label: row.label, namesSources: row.namesSources, context: context, probe: probe)
    ledger.keep(record)
    let bound = ConformanceWaits.completionBound
    var problems: [String] = []

    if row.script != .softAskDismissed, row.script != .screenGoneDuringSoftAsk {
      context.answerSoftAsks()
    }
    switch row.script {
    case .screenGoneBeforeAnswer, .promptsOneAtATime: system.holdAnswers()
    default: break
    }
    if let screen { launch(screen, probe) }
    probe.noteLaunchReturned()

    var releasedWhileWaiting = false
    var letGoWhileAsking = false
    switch row.script {
    case .softAskDismissed:
      _ = await ConformanceWaits.until(
        { !presenter.pendingAlerts.isEmpty || probe.isComplete }, within: bound)
      presenter.dismissPending()
    case .screenGoneBeforeAnswer:
      _ = await ConformanceWaits.until(
        { system.heldRequestCount > 0 || probe.isComplete }, within: bound)
      if system.heldRequestCount > 0 {
        screen = nil
        letGoWhileAsking = true
        await probe.cancelRunningLaunches(waitingUpTo: ConformanceWaits.releaseBound)
        releasedWhileWaiting = await isReleased { weakScreen == nil }
        if !releasedWhileWaiting {
          let held =
            "expected the screen to be released while the system was asking, but something "
            + "still holds it (a success closure that captures it strongly, a reference cycle, "
            + "a static or global reference, or an async \(row.namesSources ? "capture" : "launch") "
            + "not started with \(row.namesSources ? "VideoCaptureConformanceLaunch" : "ConformanceLaunch").run)"
          guard row.namesSources else {
            system.releaseHeldAnswers()
            _ = await probe.completed.wait(within: bound)
            presenter.dismissPending()
            record.judge()
            return [held]
          }
          problems.append(held)
        }
        // A launch whose screen went away ends at once, before the user answers.
        _ = await ConformanceWaits.until(
          { probe.isComplete }, within: ConformanceWaits.releaseBound)
      }
      system.releaseHeldAnswers()
    case .screenGoneDuringSoftAsk:
      _ = await ConformanceWaits.until(
        { !presenter.pendingAlerts.isEmpty || probe.isComplete }, within: bound)
      screen = nil
      await probe.cancelRunningLaunches(waitingUpTo: ConformanceWaits.releaseBound)
      releasedWhileWaiting = await isReleased { weakScreen == nil }
      if !releasedWhileWaiting {
        presenter.dismissPending()
        _ = await probe.completed.wait(within: bound)
        record.judge()
        return [
          "expected the screen to be released while its soft ask was up, but something still "
            + "holds it (a dialog handler or success closure that captures it strongly, a "
            + "reference cycle, or a static or global reference)"
        ]
      }
      _ = await probe.completed.wait(within: bound)
      // The user taps "Continue" on the soft ask left on screen: too late to matter.
      context.tap(.continue)
    case .promptsOneAtATime:
      problems += promptProblems(await answerPromptsOneAtATime(system, until: probe))
    case .plain, .openSettingsReportedTwice:
      break
    }
    // A launch that goes on after its dialog waits for the user's answer; one that ends with
    // it completes at once.
    _ = await ConformanceWaits.until(
      { probe.isComplete || presenter.pendingAlerts.contains { $0.reason != .softAsk } },
      within: bound)
    if row.script == .openSettingsReportedTwice {
      // Tapped only with the suite's recorder in place: a test must never open Settings.
      guard screen?.settingsOpener.recorder == ObjectIdentifier(context) else {
        presenter.dismissPending()
        _ = await probe.completed.wait(within: bound)
        record.judge()
        return [
          "the screen's settingsOpener is not the context's: return context.settingsOpener "
            + "from settingsOpener, so the suite can check that \"Open Settings\" opens "
            + "Settings once without opening the real Settings app"
        ]
      }
      context.tap(.openSettings, times: 2)
    } else if !probe.isComplete, let dialog = presenter.pendingAlerts.first {
      // The user answers the dialog the launch waits for, without going to Settings.
      if let role = dialog.actions.map(\.role).first(where: { $0 != .openSettings }) {
        context.tap(role)
      }
    }
    let completed = await probe.completed.wait(within: bound)
    // A completion (or success) run twice comes from work already queued: let it show.
    await ConformanceWaits.drainMainActor()
    // The user closes the dialogs left on screen, as users do, with the button that is not
    // "Open Settings": Settings must not open.
    if row.script != .openSettingsReportedTwice {
      await answerLeftDialogs(in: context)
    }
    // The answer to a prompt the launch stopped waiting for is reported when it comes.
    let eventCount = expected.allEvents.count
    if ledger.checksEvents(received: record.receivedEvents),
      expected.eventsAfterEnd.contains(where: { $0.kind != .settingsOpened })
    {
      _ = await ConformanceWaits.until(
        { context.events.count >= eventCount }, within: ConformanceWaits.releaseBound)
    }
    let checksEvents = ledger.noteEvents(received: record.receivedEvents)

    record.judge()
    problems += successProblems(
      of: probe, expected: expected, namesSources: row.namesSources,
      presented: presenter.presentedAlerts.count)
    problems += dialogProblems(
      in: presenter.presentedAlerts, expected: expected, namesSources: row.namesSources,
      renderer: renderer, completedAfter: probe.dialogsPresentedAtCompletion)
    problems += requestProblems(
      system.requestedSources, expected: expected.requests, namesSources: row.namesSources)
    problems += OutcomeCheck.problems(
      outcomes: probe.outcomes, expected: expected.outcome, completed: completed,
      launch: row.namesSources ? "capture" : "launch")
    problems += settingsProblems(opened: context.settingsOpenings, expected: expected)
    if checksEvents {
      problems += eventProblems(context.events, expected: expected, namesSources: row.namesSources)
    }

    presenter.dismissPending()
    presenter.automaticReply = nil
    if releasedWhileWaiting || letGoWhileAsking { return problems }
    screen = nil
    await probe.cancelRunningLaunches(waitingUpTo: ConformanceWaits.releaseBound)
    if !(await isReleased { weakScreen == nil }) {
      problems.append(
        "expected the screen to be released after the launch, but something still holds it "
          + "(a reference cycle, or a static or global reference)")
    }
    return problems
  }

  /// Answers every dialog left on screen with its button that is not "Open Settings" (nor
  /// "Continue": a soft ask left up is the screen's problem, not one to go on from), one at a
  /// time, as a user closes them.
  private static func answerLeftDialogs(in context: ConformanceContext) async {
    var answered = 0
    while answered < 8,
      let role = context.presenter.pendingAlerts.lazy.compactMap({ alert in
        alert.actions.map(\.role).first { $0 != .openSettings && $0 != .continue }
      }).first
    {
      context.tap(role)
      answered += 1
      await ConformanceWaits.drainMainActor()
    }
  }

  /// Whether the screen is gone, once everything the suite knows of has let it go; see
  /// ``ConformanceWaits/releaseBound``.
  static func isReleased(_ isGone: @MainActor () -> Bool) async -> Bool {
    await ConformanceWaits.until(isGone, within: ConformanceWaits.releaseBound)
  }

  /// Answers the system's prompts one at a time and returns the sources of each prompt,
  /// noting which were up together.
  private static func answerPromptsOneAtATime<Outcome>(
    _ system: ScriptedAuthority, until probe: LaunchProbe<Outcome>
  ) async -> [[MediaSource]] {
    var prompts: [[MediaSource]] = []
    while prompts.count < 3 {
      _ = await ConformanceWaits.until(
        { !system.heldSources.isEmpty || probe.isComplete },
        within: ConformanceWaits.completionBound)
      // A second launch started with the first reaches the system after it: give it the main
      // actor's queued turns to show up beside the first prompt.
      await ConformanceWaits.drainMainActor()
      let held = system.heldSources
      if held.isEmpty { break }
      prompts.append(held)
      system.answerHeldAndKeepHolding()
    }
    system.releaseHeldAnswers()
    return prompts
  }
}
