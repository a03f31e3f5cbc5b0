public import MediaAccess

/// Checks that a camera screen follows MediaAccess's behaviour table, row by row, and records
/// a failure for each row it breaks: a Swift Testing issue inside a `@Test`, an XCTest failure
/// otherwise, at your call.
///
/// The suite calls `makeScreen` once per row with a fresh ``ConformanceContext``: a scripted
/// system set up for that row, and a presenter that records dialogs. Your screen must return
/// the context's ``ConformanceContext/cameraAuthority`` as its `cameraAuthority` and forward
/// `presentAccessAlert(_:onAction:)` to the context's ``ConformanceContext/presenter``. Each
/// row then launches the camera once and checks that:
///
/// - success ran exactly when access is allowed, at most once, before the completion, on the
///   main actor, before the launch call returned when access was already allowed, never while
///   one of the launch's dialogs was on screen and never before a dialog it must follow;
/// - the right dialogs reached the presenter, each about the camera, with "Open Settings" only
///   on the "denied" dialog, only "Continue" on a soft ask, the texts the screen's
///   `alertTextRenderer` gives for that reason and source, and none after the completion;
/// - the system was asked only when the status was undetermined, and then once;
/// - the launch completed once, on the main actor, with the right
///   ``MediaAccess/LaunchOutcome``;
/// - Settings opened only from "Open Settings" on the "denied" dialog, once, for the camera,
///   and not at all in any other row;
/// - once the screen's events reach the context's ``ConformanceContext/accessEventObserver``,
///   each step of the launch was reported once, in order, its end included;
/// - the screen was released once the launch ended and the suite let it go, and, while the
///   system was still asking, as soon as the suite let it go (and cancelled the launch, for one
///   started with ``ConformanceLaunch/run(_:)``).
///
/// Anything that comes after its row (a second completion from a timer, a dialog, Settings,
/// an event) is still caught, and fails the row it belongs to.
///
/// The rows are: hardware absent; `NSCameraUsageDescription` missing, and blank; status
/// `authorized`, `limited`, `denied`, `restricted`, and an unknown future status; status
/// `notDetermined` with the user allowing, allowing limited access, and refusing, and with the
/// prompt coming back undecided; the soft ask dismissed, and the screen going away during it
/// (only when the screen's `accessAlertPolicy` shows one); the screen going away before the
/// user answers; and status `denied` with "Open Settings" reported twice. The camera has no
/// limited access: in its `limited` rows, read or answered, success must not run, and the
/// launch ends `restricted` with the "restricted" dialog. What each row expects is the
/// behaviour table, as the package itself decides it. The screen's own `accessAlertPolicy` decides
/// whether a soft ask, or a "denied" dialog after a fresh refusal, is expected. The suite
/// answers a soft ask with "Continue", and closes a dialog left on screen once the launch has
/// ended with [Cancel] or [OK], as a user does; it taps "Open Settings" only in that row,
/// reporting the tap twice as a double tap on a slow device can, and it checks that Settings
/// opens once through the context's ``ConformanceContext/settingsOpener``, a recording
/// opener, so a test never opens the real Settings app.
///
/// A failure names the row and what was expected, for example
/// `camera, status denied: expected a "denied" dialog with [Cancel] [Open Settings], got none`,
/// and is reported at the `file` and `line` of your call.
///
/// ```swift
/// final class ProfileScreenTests: XCTestCase {
///   @MainActor
///   func testProfileScreenHandlesCameraAccess() async {
///     await assertCameraAuthorizingConformance { context in
///       ProfileScreen(
///         cameraAuthority: context.cameraAuthority,
///         photoLibraryAuthority: context.photoLibraryAuthority,
///         settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
///     }
///   }
/// }
/// ```
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
///     `launchCamera(success:completion:)`. Pass a closure when your screen launches through
///     code of its own, so the suite tests what your app runs: a method your screen declares
///     itself is only reached from a closure written where the screen's type is known, as
///     yours is.
@MainActor
public func assertCameraAuthorizingConformance<Screen: CameraAuthorizing>(
  fileID: StaticString = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  makeScreen: @MainActor (ConformanceContext) -> Screen,
  launchingWith launch: (@MainActor (Screen, ConformanceLaunch) -> Void)? = nil
) async {
  await ConformanceRunner.report(
    .camera, to: ConformanceReporter(fileID: fileID, filePath: file, line: line, column: column),
    makeScreen: makeScreen,
    launch: launch ?? { screen, launch in
      screen.launchCamera(success: launch.success, completion: launch.completion)
    })
}
