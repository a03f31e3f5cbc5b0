import MediaAccess

/// Runs one row of the video-capture suite against a screen and lists what it did wrong.
@MainActor
enum VideoCaptureRunner {
  /// Builds a screen for `situation` with a fresh scripted system, starts one capture, and
  /// compares what happened with the row's expectation. Every wait is on a signal, bounded as
  /// ``ConformanceWaits`` says.
  ///
  /// - Returns: The problems found, in words; empty when the screen conforms.
  static func problems<Screen: AlertPresenting & AnyObject>(
    in situation: VideoCaptureSituation,
    makeScreen: (ConformanceContext) -> Screen,
    launch: (Screen, SoundRequirement, VideoCaptureConformanceLaunch) -> Void
  ) async -> [String] {
    let system = situation.makeSystem()
    let context = ConformanceContext(system: system)
    let presenter = context.presenter
    var screen: Screen? = makeScreen(context)
    // Assigned apart from its declaration: `weak let` needs Swift 6.2.
    weak var weakScreen: Screen?
    weakScreen = screen
    let expected = situation.expectation(policy: screen?.accessAlertPolicy ?? .standard)
    let probe = VideoCaptureConformanceLaunch()
    let bound = ConformanceWaits.completionBound
    var problems: [String] = []
    var releasedEarly = false

    presenter.automaticReply = { $0.reason == .softAsk ? .continue : nil }
    if situation.holdsAnswers { system.holdAnswers() }
    if let screen { launch(screen, situation.sound, probe) }

    switch situation.setup {
    case .bothUndetermined:
      // Answer the prompts one at a time, noting which were up together.
      var prompts: [[MediaSource]] = []
      while prompts.count < 3 {
        _ = await ConformanceWaits.until(
          { !system.heldSources.isEmpty || probe.isComplete }, within: bound)
        // A second launch started with the first reaches the system after it: give it the
        // main actor's queued turns to show up beside the first prompt.
        await ConformanceWaits.drainMainActor()
        let held = system.heldSources
        if held.isEmpty { break }
        prompts.append(held)
        system.answerHeldAndKeepHolding()
      }
      system.releaseHeldAnswers()
      problems += promptProblems(prompts)
    case .screenGoneBetweenPrompts:
      _ = await ConformanceWaits.until(
        { !system.heldSources.isEmpty || probe.isComplete }, within: bound)
      screen = nil
      await probe.cancelRunningLaunches(waitingUpTo: ConformanceWaits.releaseBound)
      releasedEarly = await ConformanceRunner.isReleased { weakScreen == nil }
      if !releasedEarly {
        problems.append(
          "expected the screen to be released while the camera's prompt was up, but something "
            + "still holds it (a success closure that captures it strongly, a reference cycle, "
            + "or an async capture not started with VideoCaptureConformanceLaunch.run)")
      }
      // The user allows the camera after the screen has gone.
      system.releaseHeldAnswers()
    case .bothGranted, .cameraRefused, .microphoneRefused:
      break
    }
    let completed = await probe.completed.wait(within: bound)
    // A completion (or success) run twice comes from work already queued: let it show.
    await ConformanceWaits.drainMainActor()

    problems += successProblems(of: probe, expected: expected)
    problems += dialogProblems(in: presenter.presentedAlerts, expected: expected)
    problems += requestProblems(system.requestedSources, expected: expected)
    problems += outcomeProblems(of: probe, expected: expected, completed: completed)

    presenter.dismissPending()
    presenter.automaticReply = nil
    if releasedEarly || situation.setup == .screenGoneBetweenPrompts { return problems }
    screen = nil
    await probe.cancelRunningLaunches(waitingUpTo: ConformanceWaits.releaseBound)
    if !(await ConformanceRunner.isReleased { weakScreen == nil }) {
      problems.append(
        "expected the screen to be released after the capture, but something still holds it "
          + "(a reference cycle, or a static or global reference)")
    }
    return problems
  }

  // MARK: - Comparisons

  private static func promptProblems(_ prompts: [[MediaSource]]) -> [String] {
    guard prompts != [[.camera], [.microphone]] else { return [] }
    let got = prompts.map { $0.map(\.profile.phrase).joined(separator: " and ") }
    let gotText = got.isEmpty ? "no prompt" : got.joined(separator: ", then ")
    return [
      "expected one system prompt at a time, the camera's then the microphone's, got "
        + gotText
    ]
  }

  private static func successProblems(
    of probe: VideoCaptureConformanceLaunch, expected: VideoCaptureSituation.Expectation
  ) -> [String] {
    var problems: [String] = []
    if probe.successes != expected.successes {
      problems.append("expected \(describe(expected.successes)), got \(describe(probe.successes))")
    }
    if probe.successAfterCompletion {
      problems.append("success ran after the completion; it must run before")
    }
    return problems
  }

  private static func describe(_ successes: [Bool]) -> String {
    guard !successes.isEmpty else { return "success not to run" }
    let runs = successes.map { "recordsSound \($0)" }.joined(separator: ", then ")
    return "success to run with \(runs)"
  }

  private static func dialogProblems(
    in alerts: [AccessAlert], expected: VideoCaptureSituation.Expectation
  ) -> [String] {
    let got = alerts.map { VideoCaptureSituation.Dialog(reason: $0.reason, source: $0.source) }
    guard got != expected.dialogs else { return [] }
    return ["expected \(describe(expected.dialogs)), got \(describe(got))"]
  }

  private static func describe(_ dialogs: [VideoCaptureSituation.Dialog]) -> String {
    guard !dialogs.isEmpty else { return "no dialog" }
    return dialogs.map { dialog in
      let name = AccessAlert.describe(dialog.reason, roles: dialog.reason.actionRoles)
      return "\(name) for the \(dialog.source.profile.phrase)"
    }.joined(separator: ", then ")
  }

  private static func requestProblems(
    _ requests: [MediaSource], expected: VideoCaptureSituation.Expectation
  ) -> [String] {
    guard requests != expected.requests else { return [] }
    return [
      "expected the system to be asked \(describe(expected.requests)), "
        + "it was asked \(describe(requests))"
    ]
  }

  private static func describe(_ requests: [MediaSource]) -> String {
    guard !requests.isEmpty else { return "nothing" }
    return "for the " + requests.map(\.profile.phrase).joined(separator: ", then the ")
  }

  private static func outcomeProblems(
    of probe: VideoCaptureConformanceLaunch, expected: VideoCaptureSituation.Expectation,
    completed: Bool
  ) -> [String] {
    OutcomeCheck.problems(
      outcomes: probe.outcomes, expected: expected.outcome, completed: completed,
      launch: "capture")
  }

}
