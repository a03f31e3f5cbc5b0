import XCTest

/// The transcript tests' failure message must point at the first differing line.
final class LineDiffTests: XCTestCase {
  func testDescribesTheFirstDifferenceWithContext() {
    let report = LineDiff.describe(
      actual: "a\nb\nX\nd", expected: "a\nb\nc\nd", contextLines: 1)
    XCTAssertEqual(
      report,
      """
      Texts differ from line 3 (expected 4 lines, got 4):
        2| b
      - 3| c
      - 4| d
      + 3| X
      + 4| d
      """)
  }
}
