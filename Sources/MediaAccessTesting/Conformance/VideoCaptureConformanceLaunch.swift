public import MediaAccess

/// The success and completion handlers of one video capture the video-capture suite starts,
/// for a suite that launches through your own code.
///
/// By default ``assertVideoCaptureConformance(sound:fileID:file:line:column:makeScreen:launchingWith:)``
/// calls the mixin's `launchVideoCapture(sound:success:completion:)`. When your screen starts
/// its captures some other way, pass a `launchingWith` closure and hand it these handlers, or
/// hand an async capture to ``run(_:)``:
///
/// ```swift
/// await assertVideoCaptureConformance(
///   sound: [.preferred],
///   makeScreen: { context in
///     ClipScreen(
///       cameraAuthority: context.cameraAuthority,
///       microphoneAuthority: context.microphoneAuthority,
///       settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
///   },
///   launchingWith: { screen, sound, launch in
///     launch.run { await screen.authorizeVideoCapture(sound: sound) }
///   }
/// )
/// ```
@MainActor
public final class VideoCaptureConformanceLaunch {
  /// The `recordsSound` argument of each run of ``success``, in order.
  private(set) var successes: [Bool] = []
  /// Every outcome ``completion`` received, in order.
  private(set) var outcomes: [VideoCaptureOutcome] = []
  /// Whether ``success`` ran after ``completion``, which the contract forbids.
  private(set) var successAfterCompletion = false
  /// The captures ``run(_:)`` started, which the suite cancels when the screen goes away.
  private var tasks: [Task<Void, Never>] = []
  /// How many captures ``run(_:)`` started have not ended yet.
  private var runningCount = 0
  /// Wakes the suite when ``completion`` first runs.
  let completed = CompletionSignal()

  init() {}

  /// The handler to pass as a capture's `success`: records that the screen would now start
  /// recording, and whether with sound.
  ///
  /// Call it exactly when the screen would start recording, at most once and before
  /// ``completion``, with `true` when it records with sound and `false` without; the suite
  /// checks both against the row.
  public var success: @MainActor (_ recordsSound: Bool) -> Void {
    { [self] recordsSound in
      successes.append(recordsSound)
      if !outcomes.isEmpty { successAfterCompletion = true }
    }
  }

  /// The handler to pass as a capture's `completion`: records the outcome and ends the wait.
  ///
  /// Call it once, when the capture ends, with its outcome, whether it records or not; the
  /// suite waits for it, up to ``TestKitBounds/signal``.
  public var completion: @MainActor (VideoCaptureOutcome) -> Void {
    { [self] outcome in
      outcomes.append(outcome)
      completed.signal()
    }
  }

  /// Runs a capture made with the async form, `authorizeVideoCapture(sound:)`, as a task the
  /// suite owns, so that it can cancel it when the screen goes away, as SwiftUI's `.task` does.
  /// The suite counts ``success`` as run when the outcome grants access, with its
  /// ``MediaAccess/VideoCaptureOutcome/recordsSound``.
  ///
  /// - Parameter launch: Starts the capture and returns its outcome.
  public func run(_ launch: @escaping @MainActor () async -> VideoCaptureOutcome) {
    runningCount += 1
    let task = Task { @MainActor [success, completion] in
      let outcome = await launch()
      if outcome.grantsAccess { success(outcome.recordsSound) }
      completion(outcome)
      self.runningCount -= 1
    }
    tasks.append(task)
  }

  /// Whether the completion has run.
  var isComplete: Bool {
    !outcomes.isEmpty
  }

  /// Cancels the captures ``run(_:)`` started and waits until they have ended or `bound` has
  /// passed, for a capture that ignores cancellation.
  func cancelRunningLaunches(waitingUpTo bound: Duration) async {
    for task in tasks { task.cancel() }
    tasks = []
    _ = await ConformanceWaits.until({ runningCount == 0 }, within: bound)
  }
}
