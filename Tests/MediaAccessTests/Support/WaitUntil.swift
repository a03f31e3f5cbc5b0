import XCTest

/// Waits, yielding, until `condition` holds, failing the test after five seconds.
@MainActor
func waitUntil(
  file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
) async {
  let deadline = ContinuousClock.now.advanced(by: .seconds(5))
  while !condition() {
    guard ContinuousClock.now < deadline else {
      XCTFail("condition never held", file: file, line: line)
      return
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
}
