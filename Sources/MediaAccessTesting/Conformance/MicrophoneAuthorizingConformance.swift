public import MediaAccess

/// Checks that a microphone screen follows MediaAccess's behaviour table, row by row, and
/// records a failure for each row it breaks: a Swift Testing issue inside a `@Test`, an XCTest
/// failure otherwise.
///
/// Works as ``assertCameraAuthorizingConformance(fileID:file:line:column:makeScreen:launchingWith:)``
/// does, for the microphone: your screen returns the context's
/// ``ConformanceContext/microphoneAuthority`` as its `microphoneAuthority` and forwards
/// `presentAccessAlert(_:onAction:)` to the context's ``ConformanceContext/presenter``. The rows
/// are the camera's, with `NSMicrophoneUsageDescription` as the usage-description key: hardware
/// absent; the key missing, and blank; each status, `limited` and an unknown future status
/// included; the user allowing, allowing limited access, and refusing, and the prompt coming
/// back undecided; the soft ask dismissed; the screen going away before the user answers, and
/// during the soft ask; "Open Settings" reported twice. The microphone has no limited access:
/// `limited`, read or answered, ends `restricted` without success.
///
/// ```swift
/// @MainActor
/// func testVoiceNoteScreenHandlesMicrophoneAccess() async {
///   await assertMicrophoneAuthorizingConformance { context in
///     VoiceNoteScreen(
///       microphoneAuthority: context.microphoneAuthority,
///       settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
///   }
/// }
/// ```
///
/// A failure names the row, for example
/// `microphone, status denied: expected a "denied" dialog with [Cancel] [Open Settings], got
/// none`, and is reported at your call.
///
/// - Parameters:
///   - fileID: The file ID Swift Testing shows failures in; defaults to the caller's.
///   - file: The file to report failures in; defaults to the caller's.
///   - line: The line to report failures at; defaults to the caller's.
///   - column: The column Swift Testing reports failures at; defaults to the caller's.
///   - makeScreen: Builds a fresh screen wired to the context, as your app would build it.
///   - launch: Starts one launch on a screen, handing it the ``ConformanceLaunch``'s
///     ``ConformanceLaunch/success`` and ``ConformanceLaunch/completion``, or its async launch
///     to ``ConformanceLaunch/run(_:)``. `nil`, the default, calls the mixin's
///     `launchMicrophone(success:completion:)`.
@MainActor
public func assertMicrophoneAuthorizingConformance<Screen: MicrophoneAuthorizing>(
  fileID: StaticString = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  makeScreen: @MainActor (ConformanceContext) -> Screen,
  launchingWith launch: (@MainActor (Screen, ConformanceLaunch) -> Void)? = nil
) async {
  await ConformanceRunner.report(
    .microphone,
    to: ConformanceReporter(fileID: fileID, filePath: file, line: line, column: column),
    makeScreen: makeScreen,
    launch: launch ?? { screen, launch in
      screen.launchMicrophone(success: launch.success, completion: launch.completion)
    })
}
