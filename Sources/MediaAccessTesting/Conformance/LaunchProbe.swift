import MediaAccess

/// What one launch a suite started delivered: each run of its success, each outcome its
/// completion received, and when and on which thread each came. The one record behind
/// ``ConformanceLaunch`` and ``VideoCaptureConformanceLaunch``.
///
/// It keeps recording after its row has been judged, so that a success or completion that
/// comes late (from a timer that forgets the launch ended) is still seen and charged to its
/// row.
@MainActor
final class LaunchProbe<Outcome> {
  /// One run of success.
  struct Success {
    /// Its argument: `recordsSound` for a video capture, `true` for a launch of one source.
    var argument: Bool
    /// Whether it ran after the launch call had returned.
    var afterReturn: Bool
    /// How many dialogs had been presented when it ran.
    var dialogsPresented: Int
  }

  /// Each run of success, in order.
  private(set) var successRuns: [Success] = []
  /// Every outcome the completion received, in order.
  private(set) var outcomes: [Outcome] = []
  /// Whether success ran after the completion, which the contract forbids.
  private(set) var successAfterCompletion = false
  /// The dialogs that were on screen, unanswered, when success ran: the contract forbids
  /// running success under a dialog of the launch.
  private(set) var dialogsUnderSuccess: [AccessAlert] = []
  /// How many dialogs had been presented when the completion first ran.
  private(set) var dialogsPresentedAtCompletion: Int?
  /// The handlers called off the main thread, in order: `success`, `completion`.
  private(set) var offMainCalls: [String] = []
  /// Whether the launch call has returned.
  private(set) var launchReturned = false
  /// Whether the launch was handed over as an async form, with ``run(_:grantsAccess:argument:)``.
  private(set) var ranAsync = false
  /// The dialogs of this launch on screen and unanswered; set by the runner.
  var dialogsOnScreen: @MainActor () -> [AccessAlert] = { [] }
  /// How many dialogs have been presented so far; set by the runner.
  var dialogsPresented: @MainActor () -> Int = { 0 }
  /// The value whose handlers the screen holds, or `nil` once nothing can call them.
  weak var handlers: AnyObject?
  /// The launches ``run(_:grantsAccess:argument:)`` started, cancelled when the screen goes away.
  private var tasks: [Task<Void, Never>] = []
  /// How many launches ``run(_:grantsAccess:argument:)`` started have not ended yet.
  private(set) var runningCount = 0
  /// Wakes the suite when the completion first runs.
  let completed = CompletionSignal()

  /// The argument of each run of success, in order.
  var successes: [Bool] { successRuns.map(\.argument) }

  /// Records a run of success.
  func succeed(_ argument: Bool) {
    successRuns.append(
      Success(
        argument: argument, afterReturn: launchReturned, dialogsPresented: dialogsPresented()))
    if !outcomes.isEmpty { successAfterCompletion = true }
    dialogsUnderSuccess += dialogsOnScreen()
  }

  /// Records the outcome and ends the wait.
  func complete(_ outcome: Outcome) {
    if outcomes.isEmpty { dialogsPresentedAtCompletion = dialogsPresented() }
    outcomes.append(outcome)
    completed.signal()
  }

  /// Notes that the launch call returned: success from then on ran after it.
  func noteLaunchReturned() {
    launchReturned = true
  }

  /// Notes that a handler was called off the main thread.
  func noteOffMain(_ handler: String) {
    offMainCalls.append(handler)
  }

  /// Runs an async launch as a task the suite owns; its success counts as run when the outcome
  /// grants access.
  func run(
    _ launch: @escaping @MainActor () async -> Outcome,
    grantsAccess: @escaping (Outcome) -> Bool,
    argument: @escaping (Outcome) -> Bool
  ) {
    ranAsync = true
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

  /// Whether nothing can deliver anything more: the screen holds no handler and no launch the
  /// suite runs is still going.
  var isQuiet: Bool {
    handlers == nil && runningCount == 0
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
