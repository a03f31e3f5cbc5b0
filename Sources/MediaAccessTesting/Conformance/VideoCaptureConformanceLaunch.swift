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
  /// What the capture delivered, which the suite checks.
  let probe: LaunchProbe<VideoCaptureOutcome>

  init(probe: LaunchProbe<VideoCaptureOutcome>) {
    self.probe = probe
    // The handlers hold this value: while anything holds them, something may still call them.
    probe.handlers = self
  }

  /// The handler to pass as a capture's `success`: records that the screen would now start
  /// recording, and whether with sound.
  ///
  /// Call it exactly when the screen would start recording, at most once, on the main actor,
  /// before ``completion`` and after the user has answered the capture's dialogs, with `true`
  /// when it records with sound and `false` without; the suite checks all of it against the
  /// row.
  public var success: @MainActor (_ recordsSound: Bool) -> Void {
    MainActorHandler.make(
      offMain: { [self] in probe.noteOffMain("success") },
      deliver: { [self] recordsSound in probe.succeed(recordsSound) })
  }

  /// The handler to pass as a capture's `completion`: records the outcome and ends the wait.
  ///
  /// Call it once, on the main actor, when the capture ends, with its outcome, whether it
  /// records or not; the suite waits for it, up to ``TestKitBounds/signal``, and goes on
  /// listening after the row, so that a second call, however late, fails the row.
  public var completion: @MainActor (VideoCaptureOutcome) -> Void {
    MainActorHandler.make(
      offMain: { [self] in probe.noteOffMain("completion") },
      deliver: { [self] outcome in probe.complete(outcome) })
  }

  /// Runs a capture made with the async form, `authorizeVideoCapture(sound:)`, as a task the
  /// suite owns, so that it can cancel it when the screen goes away, as SwiftUI's `.task` does.
  /// The suite counts ``success`` as run when the outcome grants access, with its
  /// ``MediaAccess/VideoCaptureOutcome/recordsSound``.
  ///
  /// - Parameter launch: Starts the capture and returns its outcome.
  public func run(_ launch: @escaping @MainActor () async -> VideoCaptureOutcome) {
    probe.run(launch, grantsAccess: \.grantsAccess, argument: \.recordsSound)
  }
}
