import MediaAccess
import XCTest

/// Every dialog for every source in one language, as plain text a reviewer can read.
func dialogTranscript(language: String) -> String {
  let renderer = LocalizedAlertTextRenderer(language: language, appName: "Snapshot")
  var lines: [String] = []
  for source in MediaSource.builtIns {
    for reason in AccessAlert.Reason.allCases {
      let alert = AccessAlert(reason: reason, source: source, renderer: renderer)
      lines.append("[\(reason.rawValue) · \(source)]")
      lines.append(alert.title)
      lines.append(alert.message)
      lines.append(alert.actions.map { "(\($0.title))" }.joined(separator: " "))
    }
  }
  return lines.joined(separator: "\n")
}

/// Compares two texts line by line and reports each differing line with its number, so a
/// change of copy reads as a diff.
func assertLinesEqual(
  _ actual: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  let actualLines = actual.components(separatedBy: "\n")
  let expectedLines = expected.components(separatedBy: "\n")
  var report: [String] = []
  for index in 0..<max(actualLines.count, expectedLines.count) {
    let got = index < actualLines.count ? actualLines[index] : "<missing>"
    let want = index < expectedLines.count ? expectedLines[index] : "<missing>"
    if got != want { report.append("line \(index + 1):\n  - \(want)\n  + \(got)") }
  }
  XCTFail(
    "text differs (- expected, + actual):\n" + report.joined(separator: "\n"), file: file,
    line: line)
}
