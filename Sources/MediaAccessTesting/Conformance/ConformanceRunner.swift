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
    for row in rows {
      // The rows script missing usage descriptions on purpose: their diagnostics are noise.
      let found = await MediaAccessDiagnostics.withHandler(
        { _ in },
        operation: { await Self.problems(in: row, makeScreen: makeScreen, launch: launch) })
      if let found, !found.isEmpty {
        reporter.fail("\(row.label): \(found.joined(separator: "; "))")
      }
    }
  }

  /// Builds a screen for `row` with a fresh scripted system, launches it, and compares what
  /// happened with the row's expectation.
  ///
  /// The suite answers a soft ask with "Continue", and a dialog the launch waits for before it
  /// goes on with its button that is not "Open Settings"; it taps nothing else, so a test never
  /// opens Settings. Every wait is on a signal, bounded as ``ConformanceWaits`` says.
  ///
  /// - Returns: The problems found, in words; empty when the screen conforms; `nil` when the
  ///   row does not apply to the screen (a dismissed soft ask, for a screen that shows none).
  static func problems<Screen: AlertPresenting & AnyObject, Outcome>(
    in row: ConformanceRow<Outcome>,
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
    let probe = LaunchProbe<Outcome>()
    probe.dialogsOnScreen = { presenter.pendingAlerts }
    let bound = ConformanceWaits.completionBound
    var problems: [String] = []

    if row.script != .softAskDismissed, row.script != .screenGoneDuringSoftAsk {
      presenter.automaticReply = { $0.reason == .softAsk ? .continue : nil }
    }
    switch row.script {
    case .screenGoneBeforeAnswer, .promptsOneAtATime: system.holdAnswers()
    default: break
    }
    if let screen { launch(screen, probe) }

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
            return [held]
          }
          problems.append(held)
        }
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
        return [
          "expected the screen to be released while its soft ask was up, but something still "
            + "holds it (a dialog handler or success closure that captures it strongly, a "
            + "reference cycle, or a static or global reference)"
        ]
      }
      _ = await probe.completed.wait(within: bound)
      // The user taps "Continue" on the soft ask left on screen: too late to matter.
      presenter.tap(.continue)
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
      guard screen?.settingsOpener.recorder == ObjectIdentifier(context.settings) else {
        presenter.dismissPending()
        _ = await probe.completed.wait(within: bound)
        return [
          "the screen's settingsOpener is not the context's: return context.settingsOpener "
            + "from settingsOpener, so the suite can check that \"Open Settings\" opens "
            + "Settings once without opening the real Settings app"
        ]
      }
      presenter.tap(.openSettings, times: 2)
    } else if !probe.isComplete, let dialog = presenter.pendingAlerts.first {
      // The user answers the dialog the launch waits for, without going to Settings.
      if let role = dialog.actions.map(\.role).first(where: { $0 != .openSettings }) {
        presenter.tap(role)
      }
    }
    let completed = await probe.completed.wait(within: bound)
    // A completion (or success) run twice comes from work already queued: let it show.
    await ConformanceWaits.drainMainActor()

    problems += successProblems(of: probe, expected: expected, namesSources: row.namesSources)
    problems += dialogProblems(
      in: presenter.presentedAlerts, expected: expected, namesSources: row.namesSources)
    problems += requestProblems(
      system.requestedSources, expected: expected.requests, namesSources: row.namesSources)
    problems += OutcomeCheck.problems(
      outcomes: probe.outcomes, expected: expected.outcome, completed: completed,
      launch: row.namesSources ? "capture" : "launch")
    problems += settingsProblems(opened: context.settings.opened.count, expected: expected)

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

  /// Whether the screen is gone, once everything the suite knows of has let it go; see
  /// ``ConformanceWaits/releaseBound``.
  static func isReleased(_ isGone: @MainActor () -> Bool) async -> Bool {
    await ConformanceWaits.until(isGone, within: ConformanceWaits.releaseBound)
  }

  /// Answers the system's prompts one at a time and returns the sources of each prompt,
  /// noting which were up together.
  private static func answerPromptsOneAtATime<Outcome>(
    _ system: ScriptedAuthority, until probe: LaunchProbe<Outcome>
  ) async -> [[AccessSource]] {
    var prompts: [[AccessSource]] = []
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

  // MARK: - Comparisons

  private static func promptProblems(_ prompts: [[AccessSource]]) -> [String] {
    guard prompts != [[.camera], [.microphone]] else { return [] }
    let got = prompts.map { $0.map(\.phrase).joined(separator: " and ") }
    let gotText = got.isEmpty ? "no prompt" : got.joined(separator: ", then ")
    return [
      "expected one system prompt at a time, the camera's then the microphone's, got "
        + gotText
    ]
  }

  private static func successProblems<Outcome>(
    of probe: LaunchProbe<Outcome>, expected: ConformanceRow<Outcome>.Expectation,
    namesSources: Bool
  ) -> [String] {
    var problems: [String] = []
    if namesSources {
      if probe.successes != expected.successes {
        problems.append(
          "expected \(describe(expected.successes)), got \(describe(probe.successes))")
      }
    } else {
      switch (!expected.successes.isEmpty, probe.successes.count) {
      case (true, 1), (false, 0): break
      case (true, 0): problems.append("expected success to run once, it never ran")
      case (true, let count):
        problems.append("expected success to run once, it ran \(OutcomeCheck.times(count))")
      case (false, let count):
        problems.append("expected success not to run, it ran \(OutcomeCheck.times(count))")
      }
    }
    if probe.successAfterCompletion {
      problems.append("success ran after the completion; it must run before")
    }
    if let dialog = probe.dialogsUnderSuccess.first {
      problems.append(
        "success ran while \(dialog.conformanceDescription) was on screen; it must run only "
          + "once the user has answered it")
    }
    return problems
  }

  private static func describe(_ successes: [Bool]) -> String {
    guard !successes.isEmpty else { return "success not to run" }
    let runs = successes.map { "recordsSound \($0)" }.joined(separator: ", then ")
    return "success to run with \(runs)"
  }

  private static func dialogProblems<Outcome>(
    in alerts: [AccessAlert], expected: ConformanceRow<Outcome>.Expectation, namesSources: Bool
  ) -> [String] {
    var problems: [String] = []
    let got = alerts.map {
      (reason: $0.reason, roles: $0.actions.map(\.role), source: $0.source)
    }
    let wanted = expected.dialogs.map {
      (reason: $0.reason, roles: $0.reason.actionRoles, source: $0.source)
    }
    let same = got.elementsEqual(wanted) {
      $0.reason == $1.reason && $0.roles == $1.roles && (!namesSources || $0.source == $1.source)
    }
    if !same {
      func describe(
        _ dialogs: [(
          reason: AccessAlert.Reason, roles: [AccessAlert.Action.Role],
          source: AccessSource
        )]
      ) -> String {
        guard namesSources else {
          return AccessAlert.describe(dialogs.map { (reason: $0.reason, roles: $0.roles) })
        }
        guard !dialogs.isEmpty else { return "no dialog" }
        return dialogs.map {
          "\(AccessAlert.describe($0.reason, roles: $0.roles)) for the \($0.source.phrase)"
        }.joined(separator: ", then ")
      }
      let gotText = got.isEmpty ? "none" : describe(got)
      problems.append("expected \(describe(wanted)), got \(gotText)")
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
    _ requests: [AccessSource], expected: [AccessSource], namesSources: Bool
  ) -> [String] {
    guard requests != expected else { return [] }
    guard !namesSources else {
      func describe(_ requests: [AccessSource]) -> String {
        guard !requests.isEmpty else { return "nothing" }
        return "for the " + requests.map(\.phrase).joined(separator: ", then the ")
      }
      return [
        "expected the system to be asked \(describe(expected)), "
          + "it was asked \(describe(requests))"
      ]
    }
    switch (expected.count, requests.count) {
    case (0, let got):
      return ["expected the system not to be asked, it was asked \(OutcomeCheck.times(got))"]
    case (_, 0): return ["expected the system to be asked once, it was never asked"]
    case (_, let got):
      return ["expected the system to be asked once, it was asked \(OutcomeCheck.times(got))"]
    }
  }

  private static func settingsProblems<Outcome>(
    opened: Int, expected: ConformanceRow<Outcome>.Expectation
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
}
