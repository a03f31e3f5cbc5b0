import XCTest

/// Compares two texts line by line and, when they differ, fails with a readable diff: the
/// lines around the first difference, marked `-` for expected and `+` for actual.
enum LineDiff {
  static func assertEqual(
    _ actual: String, _ expected: String, contextLines: Int = 3,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard actual != expected else { return }
    XCTFail(
      describe(actual: actual, expected: expected, contextLines: contextLines),
      file: file, line: line)
  }

  /// The diff's text.
  static func describe(actual: String, expected: String, contextLines: Int = 3) -> String {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let common = zip(actualLines, expectedLines).prefix { $0 == $1 }.count
    let start = max(common - contextLines, 0)
    var report = [
      "Texts differ from line \(common + 1) "
        + "(expected \(expectedLines.count) lines, got \(actualLines.count)):"
    ]
    for index in start..<common {
      report.append("  \(index + 1)| \(expectedLines[index])")
    }
    let end = common + contextLines * 2
    for index in common..<min(end, expectedLines.count) {
      report.append("- \(index + 1)| \(expectedLines[index])")
    }
    for index in common..<min(end, actualLines.count) {
      report.append("+ \(index + 1)| \(actualLines[index])")
    }
    return report.joined(separator: "\n")
  }
}
