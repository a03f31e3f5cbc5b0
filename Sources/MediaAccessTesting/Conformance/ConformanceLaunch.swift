public import MediaAccess

/// The success and completion handlers of one launch a conformance suite starts, for a suite
/// that launches through your own code.
///
/// By default the suites launch through the mixins' `launchCamera(success:completion:)` and
/// `launchPhotoLibrary(access:success:completion:)`. When your screen starts its launches some
/// other way (its own wrapper method, the async `authorizeCamera()`, or a method of its own
/// named `launchCamera`), pass a `launchingWith` closure to the suite and hand it these
/// handlers, so the suite sees what your code does:
///
/// ```swift
/// await assertCameraAuthorizingConformance(
///   makeScreen: { context in
///     ProfileScreen(authority: context.authority, showAlert: context.presenter.present)
///   },
///   launchingWith: { screen, launch in
///     screen.launchCamera(success: launch.success, completion: launch.completion)
///   }
/// )
/// ```
///
/// Call ``success`` exactly when the screen would open the source, and ``completion`` once
/// with the outcome when the launch ends; the suite waits for the completion.
@MainActor
public final class ConformanceLaunch {
  /// The source being launched.
  public let source: MediaSource

  /// How many times ``success`` ran.
  private(set) var successCount = 0
  /// Every outcome ``completion`` received, in order.
  private(set) var outcomes: [LaunchOutcome] = []
  /// Whether ``success`` ran after ``completion``, which the contract forbids.
  private(set) var successAfterCompletion = false

  init(source: MediaSource) {
    self.source = source
  }

  /// The handler to pass as a launch's `success`: records that the screen would now open the
  /// source.
  public var success: @MainActor () -> Void {
    { [self] in
      successCount += 1
      if !outcomes.isEmpty { successAfterCompletion = true }
    }
  }

  /// The handler to pass as a launch's `completion`: records the outcome and ends the wait.
  public var completion: @MainActor (LaunchOutcome) -> Void {
    { [self] outcome in outcomes.append(outcome) }
  }

  /// Whether the completion has run.
  var isComplete: Bool {
    !outcomes.isEmpty
  }
}
