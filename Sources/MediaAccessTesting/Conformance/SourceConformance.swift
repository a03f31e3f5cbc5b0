public import MediaAccess

/// Checks that a screen launching a source of the app's own (one it describes with a
/// ``MediaAccess/SourceDescription``) follows MediaAccess's behaviour table, row by row, and
/// records a failure for each row it breaks: a Swift Testing issue inside a `@Test`, an XCTest
/// failure otherwise.
///
/// Works as ``assertCameraAuthorizingConformance(fileID:file:line:column:makeScreen:launchingWith:)``
/// does, for `source`: your screen returns the context's ``ConformanceContext/authority(for:)``
/// of `source` as its authority and forwards `presentAccessAlert(_:onAction:)` to the
/// context's ``ConformanceContext/presenter``. The rows are the camera's, with the source's
/// ``MediaAccess/SourceDescription/usageDescriptionKey`` as the key: hardware absent; the key
/// missing, and blank; each status, `limited` and an unknown future status included; the user
/// allowing, allowing limited access, and refusing, and the prompt coming back undecided; the
/// soft ask dismissed; the screen going away before the user answers, and during the soft ask;
/// "Open Settings" reported twice. `limited` grants the source only when its
/// ``MediaAccess/SourceDescription/grantingStatuses`` include it; elsewhere it must end
/// `restricted` without success. Each dialog must be about `source` and carry the texts the
/// screen's renderer gives for it (by default the description's own
/// ``MediaAccess/SourceDescription/title(for:)`` and ``MediaAccess/SourceDescription/message(for:)``),
/// non-empty: a screen that shows the camera's texts, or the camera's dialog, fails.
///
/// ```swift
/// @MainActor
/// func testDictationScreenHandlesSpeechRecognition() async {
///   await assertSourceConformance(
///     SpeechRecognition(),
///     makeScreen: { context in
///       DictationScreen(
///         speechRecognitionAuthority: context.authority(for: SpeechRecognition()),
///         settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
///     },
///     launchingWith: { screen, launch in
///       screen.launchSpeechRecognition(success: launch.success, completion: launch.completion)
///     })
/// }
/// ```
///
/// A failure names the source by its ``MediaAccess/SourceDescription/name`` and the row, for
/// example `speechRecognition, status denied: expected a "denied" dialog with [Cancel] [Open
/// Settings], got none`, and is reported at your call.
///
/// - Parameters:
///   - source: The description of the source your screen launches.
///   - fileID: The file ID Swift Testing shows failures in; defaults to the caller's.
///   - file: The file to report failures in; defaults to the caller's.
///   - line: The line to report failures at; defaults to the caller's.
///   - column: The column Swift Testing reports failures at; defaults to the caller's.
///   - makeScreen: Builds a fresh screen wired to the context, as your app would build it.
///   - launch: Starts one launch on a screen: the launch method of the mixin you declared for
///     the source, handed the ``ConformanceLaunch``'s ``ConformanceLaunch/success`` and
///     ``ConformanceLaunch/completion``, or its async form handed to
///     ``ConformanceLaunch/run(_:)``. The suite calls it once per row, on the main actor.
@MainActor
public func assertSourceConformance<
  Kind: SourceDescription & SourceKind, Screen: AlertPresenting & AnyObject
>(
  _ source: Kind,
  fileID: StaticString = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  makeScreen: @MainActor (ConformanceContext) -> Screen,
  launchingWith launch: @MainActor (Screen, ConformanceLaunch) -> Void
) async {
  await ConformanceRunner.report(
    MediaSource(source),
    to: ConformanceReporter(fileID: fileID, filePath: file, line: line, column: column),
    makeScreen: makeScreen, launch: launch)
}
