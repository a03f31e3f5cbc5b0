public import MediaAccessTestSupport

extension ScriptedAuthority {
  /// Waits until at least `count` system requests are held back, as they are between
  /// ``ScriptedAuthority/holdAnswers()`` and ``ScriptedAuthority/releaseHeldAnswers(keepHolding:)``,
  /// and reports it when they never are.
  ///
  /// The wait goes on as soon as the requests are held, however slow the machine. Only a
  /// screen that never asks (or asks fewer times) makes it give up, after `timeout`: then the
  /// wait records a failure at your call, a Swift Testing issue inside a `@Test` and an XCTest
  /// failure otherwise, naming how many requests were held, and returns `false` so the test can
  /// stop there.
  ///
  /// ```swift
  /// system.holdAnswers()
  /// model.choosePhoto()
  /// await system.waitForHeldRequests(1)  // the prompt is up
  /// system.releaseHeldAnswers()
  /// ```
  ///
  /// - Parameters:
  ///   - count: The number of held requests to wait for.
  ///   - timeout: How long to wait at most; ``TestKitBounds/signal`` (30 seconds) by default.
  ///   - fileID: The file ID Swift Testing shows a failure in; defaults to the caller's.
  ///   - file: The file to report a failure in; defaults to the caller's.
  ///   - line: The line to report a failure at; defaults to the caller's.
  ///   - column: The column Swift Testing reports a failure at; defaults to the caller's.
  /// - Returns: Whether that many requests were held in time; `false` has been reported.
  @discardableResult
  public func waitForHeldRequests(
    _ count: Int,
    timeout: Duration = TestKitBounds.signal,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    if await heldRequestsReach(count, within: timeout) { return true }
    let held = heldSources
    let list = held.isEmpty ? "" : " (\(held.map { "\($0)" }.joined(separator: ", ")))"
    ConformanceReporter(fileID: fileID, filePath: file, line: line, column: column).fail(
      "waitForHeldRequests(\(count)) gave up after \(timeout): \(held.count) held\(list); "
        + "was holdAnswers() called, and did the screen ask the system?")
    return false
  }
}
