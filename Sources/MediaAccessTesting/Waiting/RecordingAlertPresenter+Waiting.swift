public import MediaAccessTestSupport
internal import MediaAccess

extension RecordingAlertPresenter {
  /// Waits until at least `count` dialogs have been presented in all (``presentedAlerts``),
  /// and reports it when they never are.
  ///
  /// A dialog can reach the presenter after the launch call has returned: an async launch
  /// (`authorizeCamera()` in a task), a dialog that waits for the one before it to close, or a
  /// launch that first awaits the system. A test that looks at ``pendingAlerts`` or taps right
  /// after such a launch may look too early; awaiting this first makes it look when the dialog
  /// is there, however slow the machine.
  ///
  /// The wait goes on as soon as the dialogs are there. Only a screen that never presents them
  /// makes it give up, after `timeout`: then the wait records a failure at your call, a Swift
  /// Testing issue inside a `@Test` and an XCTest failure otherwise, listing the dialogs
  /// presented, and returns `false`.
  ///
  /// ```swift
  /// screen.recordClip()
  /// await presenter.waitForPresentedAlerts(1)
  /// presenter.tap(.openSettings)
  /// ```
  ///
  /// - Parameters:
  ///   - count: The number of dialogs presented since the presenter was made, counting those
  ///     already tapped or dismissed.
  ///   - timeout: How long to wait at most; ``TestKitBounds/signal`` (30 seconds) by default.
  ///   - fileID: The file ID Swift Testing shows a failure in; defaults to the caller's.
  ///   - file: The file to report a failure in; defaults to the caller's.
  ///   - line: The line to report a failure at; defaults to the caller's.
  ///   - column: The column Swift Testing reports a failure at; defaults to the caller's.
  /// - Returns: Whether that many dialogs were presented in time; `false` has been reported.
  @discardableResult
  public func waitForPresentedAlerts(
    _ count: Int,
    timeout: Duration = TestKitBounds.signal,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    if await ConformanceWaits.until({ presentedAlerts.count >= count }, within: timeout) {
      return true
    }
    let presented = presentedAlerts.map { "\"\($0.reason.rawValue)\"" }
    ConformanceReporter(fileID: fileID, filePath: file, line: line, column: column).fail(
      "waitForPresentedAlerts(\(count)) gave up after \(timeout): "
        + (presented.isEmpty
          ? "no dialog was presented"
          : "\(presented.count) presented (\(presented.joined(separator: ", ")))")
        + "; does the screen hand its dialogs to this presenter?")
    return false
  }
}
