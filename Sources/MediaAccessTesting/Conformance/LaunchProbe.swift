import MediaAccess

/// What one launch a suite started delivered: each run of its success, each outcome its
/// completion received, and whether success ran where the contract forbids it. The one record
/// behind ``ConformanceLaunch`` and ``VideoCaptureConformanceLaunch``.
@MainActor
final class LaunchProbe<Outcome> {
  /// The argument of each run of success, in order: `recordsSound` for a video capture, `true`
  /// for a launch of one source.
  private(set) var successes: [Bool] = []
  /// Every outcome the completion received, in order.
  private(set) var outcomes: [Outcome] = []
  /// Whether success ran after the completion, which the contract forbids.
  private(set) var successAfterCompletion = false
  /// The dialogs that were on screen, unanswered, when success ran: the contract forbids
  /// running success under a dialog of the launch.
  private(set) var dialogsUnderSuccess: [AccessAlert] = []
  /// The dialogs of this launch on screen and unanswered; set by the runner.
  var dialogsOnScreen: @MainActor () -> [AccessAlert] = { [] }
  /// The launches ``run(_:grantsAccess:argument:)`` started, cancelled when the screen goes away.
  private var tasks: [Task<Void, Never>] = []
  /// How many launches ``run(_:grantsAccess:argument:)`` started have not ended yet.
  private var runningCount = 0
  /// Wakes the suite when the completion first runs.
  let completed = CompletionSignal()

  /// Records a run of success.
  func succeed(_ argument: Bool) {
    successes.append(argument)
    if !outcomes.isEmpty { successAfterCompletion = true }
    dialogsUnderSuccess += dialogsOnScreen()
  }

  /// Records the outcome and ends the wait.
  func complete(_ outcome: Outcome) {
    outcomes.append(outcome)
    completed.signal()
  }

  /// Runs an async launch as a task the suite owns; its success counts as run when the outcome
  /// grants access.
  func run(
    _ launch: @escaping @MainActor () async -> Outcome,
    grantsAccess: @escaping (Outcome) -> Bool,
    argument: @escaping (Outcome) -> Bool
  ) {
    runningCount += 1
    tasks.append(
      Task { @MainActor in
        let outcome = await launch()
        if grantsAccess(outcome) { self.succeed(argument(outcome)) }
        self.complete(outcome)
        self.runningCount -= 1
      })
  }

  /// Whether the completion has run.
  var isComplete: Bool {
    !outcomes.isEmpty
  }

  /// Cancels the launches ``run(_:grantsAccess:argument:)`` started, what an app does when the
  /// screen goes away, and waits until they have ended (so that they no longer hold the
  /// screen) or `bound` has passed, for a launch that ignores cancellation.
  func cancelRunningLaunches(waitingUpTo bound: Duration) async {
    for task in tasks { task.cancel() }
    tasks = []
    _ = await ConformanceWaits.until({ runningCount == 0 }, within: bound)
  }
}
