public import MediaAccess

/// The success and completion handlers of one launch a conformance suite starts, for a suite
/// that launches through your own code.
///
/// By default the suites launch through the mixins' `launchCamera(success:completion:)` and
/// `launchPhotoLibrary(access:success:completion:)`. When your screen starts its launches some
/// other way (its own wrapper method, or a method of its own named `launchCamera`), pass a
/// `launchingWith` closure to the suite and hand it these handlers, so the suite sees what your
/// code does:
///
/// ```swift
/// await assertCameraAuthorizingConformance(
///   makeScreen: { context in
///     ProfileScreen(
///       cameraAuthority: context.cameraAuthority,
///       photoLibraryAuthority: context.photoLibraryAuthority,
///       settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
///   },
///   launchingWith: { screen, launch in
///     screen.launchCamera(success: launch.success, completion: launch.completion)
///   }
/// )
/// ```
///
/// Call ``success`` exactly when the screen would open the source, and ``completion`` once
/// with the outcome when the launch ends; the suite waits for the completion. A screen that
/// launches with an async form, such as `authorizeCamera()`, hands the suite the launch with
/// ``run(_:)`` instead.
@MainActor
public final class ConformanceLaunch {
  /// The source the row launches: for the photo library's suite, at the row's access level,
  /// such as `.photoLibrary(.addOnly)`.
  public let source: MediaSource

  /// How many times ``success`` ran.
  private(set) var successCount = 0
  /// Every outcome ``completion`` received, in order.
  private(set) var outcomes: [LaunchOutcome] = []
  /// Whether ``success`` ran after ``completion``, which the contract forbids.
  private(set) var successAfterCompletion = false
  /// The launches ``run(_:)`` started, which the suite cancels when the screen goes away.
  private var tasks: [Task<Void, Never>] = []
  /// How many launches ``run(_:)`` started have not ended yet.
  private var runningCount = 0
  /// Wakes the suite when ``completion`` first runs.
  let completed = CompletionSignal()

  init(source: MediaSource) {
    self.source = source
  }

  /// The handler to pass as a launch's `success`: records that the screen would now open the
  /// source.
  ///
  /// Call it exactly when the screen would open the source, at most once and before
  /// ``completion``; the suite checks that it ran exactly in the rows where access is allowed.
  public var success: @MainActor () -> Void {
    { [self] in
      successCount += 1
      if !outcomes.isEmpty { successAfterCompletion = true }
    }
  }

  /// The handler to pass as a launch's `completion`: records the outcome and ends the wait.
  ///
  /// Call it once, when the launch ends, with its outcome, whether access was allowed or not;
  /// the suite waits for it, up to ``TestKitBounds/signal``.
  public var completion: @MainActor (LaunchOutcome) -> Void {
    { [self] outcome in
      outcomes.append(outcome)
      completed.signal()
    }
  }

  /// Runs a launch made with an async form, such as `authorizeCamera()`, as a task the suite
  /// owns.
  ///
  /// An async form holds its screen while it waits, so the screen cannot go away in the middle
  /// of one: an app cancels the task instead, as SwiftUI's `.task` does when its view
  /// disappears. In the row where the screen goes away before the user answers, the suite lets
  /// go of the screen and cancels this task, and expects the launch to end
  /// ``MediaAccess/LaunchOutcome/cancelled`` and the screen to be released while the system is
  /// still asking. The async forms take no success closure, so the suite counts ``success`` as
  /// run when the outcome grants access, and passes the outcome to ``completion``.
  ///
  /// ```swift
  /// await assertCameraAuthorizingConformance(
  ///   makeScreen: { context in
  ///     ProfileScreen(
  ///       cameraAuthority: context.cameraAuthority,
  ///       photoLibraryAuthority: context.photoLibraryAuthority,
  ///       settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
  ///   },
  ///   launchingWith: { screen, launch in
  ///     launch.run { await screen.authorizeCamera() }
  ///   }
  /// )
  /// ```
  ///
  /// - Parameter launch: Starts the launch and returns its outcome.
  public func run(_ launch: @escaping @MainActor () async -> LaunchOutcome) {
    runningCount += 1
    let task = Task { @MainActor [success, completion] in
      let outcome = await launch()
      if outcome.grantsAccess { success() }
      completion(outcome)
      self.runningCount -= 1
    }
    tasks.append(task)
  }

  /// Whether the completion has run.
  var isComplete: Bool {
    !outcomes.isEmpty
  }

  /// Cancels the launches ``run(_:)`` started, what an app does when the screen goes away,
  /// and waits until they have ended (so that they no longer hold the screen) or `bound` has
  /// passed, for a launch that ignores cancellation.
  func cancelRunningLaunches(waitingUpTo bound: Duration) async {
    for task in tasks { task.cancel() }
    tasks = []
    _ = await ConformanceWaits.until({ runningCount == 0 }, within: bound)
  }
}
