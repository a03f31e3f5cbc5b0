internal import XCTest

#if canImport(Testing)
  internal import Testing
#endif

/// Where and how a conformance suite reports a broken row: the one place that chooses between
/// Swift Testing and XCTest, so that every suite fails the same way under both.
///
/// Inside a running Swift Testing test (`Test.current` is set: it is task-local, so a suite
/// awaited from a `@Test` function sees it) a failure is recorded as an `Issue` at the
/// caller's source location; XCTest's `XCTFail` would record nothing there, and a broken
/// screen would pass. Anywhere else it is an XCTest failure at the caller's file and line.
struct ConformanceReporter: Sendable {
  /// The caller's `#fileID`, which Swift Testing shows.
  let fileID: StaticString
  /// The caller's `#filePath`, which XCTest and Swift Testing report in.
  let filePath: StaticString
  /// The caller's line.
  let line: UInt
  /// The caller's column, which Swift Testing shows.
  let column: UInt

  /// Records one failure at the caller's location.
  func fail(_ message: String) {
    #if canImport(Testing)
      if Test.current != nil {
        let location = SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        return
      }
    #endif
    XCTFail(message, file: filePath, line: line)
  }
}
