public import MediaAccess

/// Checks that a photo library screen follows MediaAccess's behaviour table at each access
/// level, row by row, and records a failure for each row it breaks: a Swift Testing issue
/// inside a `@Test`, an XCTest failure otherwise, at your call.
///
/// Works as ``assertCameraAuthorizingConformance(fileID:file:line:column:makeScreen:launchingWith:)`` does,
/// for the photo library: your screen returns the context's ``ConformanceContext/photoLibraryAuthority`` as its
/// `photoLibraryAuthority` and forwards `presentAccessAlert(_:onAction:)` to the context's
/// ``ConformanceContext/presenter``. The camera's rows are run at each access level in
/// `accessLevels`, `limited` (read, and given as the user's answer) included at both: at
/// `.readWrite` it runs success and ends `limited`; `.addOnly` has no limited access, so there
/// it must not run success and ends `restricted` with the "restricted" dialog. The
/// usage-description key checked is `NSPhotoLibraryUsageDescription` for `.readWrite` and
/// `NSPhotoLibraryAddUsageDescription` for `.addOnly`.
///
/// ```swift
/// @MainActor
/// func testAlbumScreenHandlesPhotoLibraryAccess() async {
///   await assertPhotoLibraryAuthorizingConformance { context in
///     AlbumScreen(photoLibraryAuthority: context.photoLibraryAuthority,
///     settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
///   }
/// }
/// ```
///
/// A failure names the access level and the row, for example
/// `photo library (add-only), status restricted: expected a "restricted" dialog with [OK], got
/// a "restricted" dialog with [OK] [Open Settings]`.
///
/// - Parameters:
///   - accessLevels: The access levels your screen uses; both by default.
///   - fileID: The file ID Swift Testing shows failures in; defaults to the caller's.
///   - file: The file to report failures in; defaults to the caller's.
///   - line: The line to report failures at; defaults to the caller's.
///   - column: The column Swift Testing reports failures at; defaults to the caller's.
///   - makeScreen: Builds a fresh screen wired to the context, as your app would build it.
///   - launch: Starts one launch, for a screen that launches through code of its own. The
///     suite calls it once per row, on the main actor, with the screen `makeScreen` built for
///     the row, the access level the row checks (one of `accessLevels`: launch at that level),
///     and the row's ``ConformanceLaunch``. It starts exactly one launch and returns, handing
///     the launch ``ConformanceLaunch/success`` and ``ConformanceLaunch/completion``, or an
///     async launch to ``ConformanceLaunch/run(_:)``; the suite then waits for the completion.
///     `nil`, the default, calls the mixin's `launchPhotoLibrary(access:success:completion:)`:
///
///     ```swift
///     launchingWith: { screen, access, launch in
///       screen.launchPhotoLibrary(
///         access: access, success: launch.success, completion: launch.completion)
///     }
///     ```
@MainActor
public func assertPhotoLibraryAuthorizingConformance<Screen: PhotoLibraryAuthorizing>(
  accessLevels: [PhotoLibraryAccess] = PhotoLibraryAccess.allCases,
  fileID: StaticString = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  makeScreen: @MainActor (ConformanceContext) -> Screen,
  launchingWith launch: (@MainActor (Screen, PhotoLibraryAccess, ConformanceLaunch) -> Void)? =
    nil
) async {
  let reporter = ConformanceReporter(fileID: fileID, filePath: file, line: line, column: column)
  if accessLevels.isEmpty {
    reporter.fail("photo library: no access levels to check")
  }
  for access in accessLevels {
    await ConformanceRunner.report(
      .photoLibrary(access), to: reporter, makeScreen: makeScreen,
      launch: { screen, conformanceLaunch in
        if let launch {
          launch(screen, access, conformanceLaunch)
        } else {
          screen.launchPhotoLibrary(
            access: access, success: conformanceLaunch.success,
            completion: conformanceLaunch.completion)
        }
      })
  }
}
