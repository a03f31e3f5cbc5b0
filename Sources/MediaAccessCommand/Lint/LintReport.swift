internal import Foundation

/// Everything one `lint` run found, and how to write it out.
struct LintReport: Encodable {
  /// The Info.plist files read and audited.
  var audits: [InfoPlistAuditor.Audit] = []
  /// The inputs that could not be read.
  var unreadable: [UnreadableInput] = []

  /// Every finding, in file order.
  var findings: [LintFinding] {
    audits.flatMap(\.findings)
  }

  /// 2 when an input could not be read, else 1 when there are findings, else 0.
  var exitCode: ExitCode {
    if !unreadable.isEmpty { return .invalidInput }
    return findings.isEmpty ? .success : .findings
  }

  /// The text report: a line per finding, or a line per clean file, then a summary.
  var textLines: [String] {
    var lines: [String] = []
    for audit in audits {
      if audit.findings.isEmpty {
        // Not "ok" when a table beside it could not be read: what is in it was not checked.
        let verdict = audit.unreadableLocalizations.isEmpty ? "ok" : "no findings"
        lines.append("\(audit.file.singleLine): \(verdict) (\(Self.checkedSummary(audit)))")
      } else {
        lines += audit.findings.map(\.line)
      }
    }
    lines.append(summary)
    return lines
  }

  /// The JSON report.
  ///
  /// - Throws: The encoder's error, which plain strings do not cause.
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  private enum CodingKeys: String, CodingKey {
    case audits = "files"
    case findings
    case unreadable
    case exitCode
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(audits, forKey: .audits)
    try container.encode(findings, forKey: .findings)
    try container.encode(unreadable, forKey: .unreadable)
    try container.encode(exitCode.rawValue, forKey: .exitCode)
  }

  private var summary: String {
    let files = Self.counted(audits.count, "Info.plist file", "Info.plist files")
    var parts = ["\(files) checked", Self.counted(findings.count, "finding", "findings")]
    if !unreadable.isEmpty {
      parts.append(Self.counted(unreadable.count, "input unreadable", "inputs unreadable"))
    }
    return parts.joined(separator: ", ") + "."
  }

  private static func checkedSummary(_ audit: InfoPlistAuditor.Audit) -> String {
    guard !audit.keys.isEmpty else {
      return "no usage descriptions declared; pass --sources to name the sources the app uses"
    }
    var localizations = counted(audit.localizations.count, "localization", "localizations")
    if !audit.unreadableLocalizations.isEmpty {
      localizations += ", \(audit.unreadableLocalizations.count) unreadable"
    }
    return audit.keys.joined(separator: ", ") + "; \(localizations)"
  }

  private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
