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
  /// such as `.photoLibrary(.addOnly)`; for ``assertSourceConformance(_:fileID:file:line:column:makeScreen:launchingWith:)``,
  /// the app's own source.
  public let source: MediaSource

  /// What the launch delivered, which the suite checks.
  let probe: LaunchProbe<LaunchOutcome>

  init(source: MediaSource, probe: LaunchProbe<LaunchOutcome>) {
    self.source = source
    self.probe = probe
    // The handlers hold this value: while anything holds them, something may still call them.
    probe.handlers = self
  }

  /// The handler to pass as a launch's `success`: records that the screen would now open the
  /// source.
  ///
  /// Call it exactly when the screen would open the source, at most once, on the main actor
  /// and before ``completion``, and, when access is already allowed, before the launch call
  /// returns; the suite checks that it ran exactly in the rows where access is allowed, and
  /// records a call from another thread as a failure.
  public var success: @MainActor () -> Void {
    MainActorHandler.make(
      offMain: { [self] in probe.noteOffMain("success") },
      deliver: { [self] in probe.succeed(true) })
  }

  /// The handler to pass as a launch's `completion`: records the outcome and ends the wait.
  ///
  /// Call it once, on the main actor, when the launch ends, with its outcome, whether access
  /// was allowed or not; the suite waits for it, up to ``TestKitBounds/signal``, and goes on
  /// listening after the row, so that a second call, however late, fails the row.
  public var completion: @MainActor (LaunchOutcome) -> Void {
    MainActorHandler.make(
      offMain: { [self] in probe.noteOffMain("completion") },
      deliver: { [self] outcome in probe.complete(outcome) })
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
    probe.run(launch, grantsAccess: \.grantsAccess, argument: { _ in true })
  }
}
