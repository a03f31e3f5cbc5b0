public import MediaAccess

/// Checks that a screen records video as MediaAccess's video capture does: the camera first,
/// the microphone only once the camera is allowed, never two system prompts at once, and
/// success only with the sound the app asked for. Records a failure for each row it breaks: a
/// Swift Testing issue inside a `@Test`, an XCTest failure otherwise.
///
/// The screen is both `CameraAuthorizing` and `MicrophoneAuthorizing`: it returns the
/// context's ``ConformanceContext/cameraAuthority`` and ``ConformanceContext/microphoneAuthority``
/// and forwards `presentAccessAlert(_:onAction:)` to the context's
/// ``ConformanceContext/presenter``. For each requirement in `sound`, the rows are:
///
/// - every row of the camera's behaviour table (see
///   ``assertCameraAuthorizingConformance(fileID:file:line:column:makeScreen:launchingWith:)``)
///   with the microphone allowed: the camera's dialogs, and the capture recording with sound or
///   stopped at the camera;
/// - every row of the microphone's table with the camera allowed: with
///   ``MediaAccess/SoundRequirement/required`` a microphone not allowed stops the capture; with
///   ``MediaAccess/SoundRequirement/preferred`` a denied, restricted or absent microphone
///   records without sound once the user has answered its dialog, and "Open Settings" on it
///   stops the capture;
/// - both undetermined and the camera refused: the camera is asked, the microphone never;
/// - both undetermined and both allowed: two system prompts, the camera's, then, once it is
///   answered, the microphone's;
/// - both undetermined and the screen gone while the camera's prompt is up: the screen is
///   released at once, the capture ends cancelled at the camera, and the microphone is never
///   asked.
///
/// In every row success must not run while one of the capture's dialogs is on screen, nor
/// before the microphone's dialog has been shown; every other item is checked as the camera's
/// suite checks it (see
/// ``assertCameraAuthorizingConformance(fileID:file:line:column:makeScreen:launchingWith:)``),
/// each dialog's source included, and the events tagged as the capture's. The
/// screen's `accessAlertPolicy` decides whether soft asks, and a "denied" dialog after a fresh
/// refusal, are expected; the suite answers soft asks with "Continue", and a dialog the capture
/// waits for with "Cancel" or "OK" (with "Open Settings" only in the row about it, through the
/// context's ``ConformanceContext/settingsOpener``).
///
/// ```swift
/// @MainActor
/// func testClipScreenRecordsVideo() async {
///   await assertVideoCaptureConformance { context in
///     ClipScreen(
///       cameraAuthority: context.cameraAuthority,
///       microphoneAuthority: context.microphoneAuthority,
///       settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
///   }
/// }
/// ```
///
/// A failure names the row, for example `video capture (sound required), both notDetermined,
/// the user refuses the camera: expected the system to be asked for the camera, it was asked for
/// the camera, then the microphone`, and is reported at your call.
///
/// - Parameters:
///   - sound: The sound requirements your screen launches with; both by default.
///   - fileID: The file ID Swift Testing shows failures in; defaults to the caller's.
///   - file: The file to report failures in; defaults to the caller's.
///   - line: The line to report failures at; defaults to the caller's.
///   - column: The column Swift Testing reports failures at; defaults to the caller's.
///   - makeScreen: Builds a fresh screen wired to the context, as your app would build it.
///   - launch: Starts one capture, for a screen that captures through code of its own. The
///     suite calls it once per row, on the main actor, with the screen `makeScreen` built for
///     the row, the sound requirement the row checks (one of `sound`: capture with it), and
///     the row's ``VideoCaptureConformanceLaunch``. It starts exactly one capture and returns,
///     handing the capture ``VideoCaptureConformanceLaunch/success`` and
///     ``VideoCaptureConformanceLaunch/completion``, or an async capture to
///     ``VideoCaptureConformanceLaunch/run(_:)``; the suite then waits for the completion.
///     `nil`, the default, calls the mixin's `launchVideoCapture(sound:success:completion:)`:
///
///     ```swift
///     launchingWith: { screen, sound, launch in
///       screen.launchVideoCapture(
///         sound: sound, success: launch.success, completion: launch.completion)
///     }
///     ```
@MainActor
public func assertVideoCaptureConformance<
  Screen: CameraAuthorizing & MicrophoneAuthorizing
>(
  sound: [SoundRequirement] = [.required, .preferred],
  fileID: StaticString = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  makeScreen: @MainActor (ConformanceContext) -> Screen,
  launchingWith launch: (
    @MainActor (Screen, SoundRequirement, VideoCaptureConformanceLaunch) -> Void
  )? = nil
) async {
  let reporter = ConformanceReporter(fileID: fileID, filePath: file, line: line, column: column)
  if sound.isEmpty {
    reporter.fail("video capture: no sound requirements to check")
  }
  let launch =
    launch ?? { screen, sound, probe in
      screen.launchVideoCapture(sound: sound, success: probe.success, completion: probe.completion)
    }
  for requirement in sound {
    await ConformanceRunner.report(
      ConformanceRow.videoCapture(sound: requirement), to: reporter, makeScreen: makeScreen,
      launch: { screen, probe in
        launch(screen, requirement, VideoCaptureConformanceLaunch(probe: probe))
      })
  }
}
