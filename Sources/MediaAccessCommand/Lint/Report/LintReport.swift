internal import Foundation

/// Everything one `lint` run found, and how to write it out.
struct LintReport: Encodable {
  /// The Info.plist files, and the project targets and configurations, read and audited.
  var audits: [LintAudit] = []
  /// The inputs that could not be read.
  var unreadable: [UnreadableInput] = []
  /// Mistakes on the command line seen only once the projects were read, such as a target
  /// name no project has: the run is a usage error, and the report is not written.
  var usageErrors: [UsageError] = []

  /// Every finding, in file order.
  var findings: [LintFinding] {
    audits.flatMap(\.findings)
  }

  /// `--strict`: warnings fail the run as errors do.
  var strict = false

  /// 2 for a usage error or an input that could not be read, else 1 when there are errors (or, with `--strict`,
  /// warnings), else 0.
  var exitCode: ExitCode {
    if !unreadable.isEmpty || !usageErrors.isEmpty { return .invalidInput }
    let failing = findings.contains { strict || $0.severity == .error }
    return failing ? .findings : .success
  }

  /// The text report: a line per finding, or a line per clean audit, then a summary.
  var textLines: [String] {
    var lines: [String] = []
    // A finding for a whole target (a localization) applies to each of its configurations,
    // though it is listed once: none of them is "ok".
    let targetsWithFindings = audits.filter {
      $0.findings.contains { $0.target != nil && $0.configuration == nil }
    }.map { [$0.file, $0.target ?? ""] }
    for audit in audits {
      if audit.findings.isEmpty, audit.target != nil,
        targetsWithFindings.contains([audit.file, audit.target ?? ""])
      {
        continue
      }
      if audit.findings.isEmpty {
        // Not "ok" when something it depends on could not be read: that was not checked.
        let verdict = audit.unreadable.isEmpty ? "ok" : "no findings"
        var subject = "\(audit.file.singleLine): \(verdict)"
        if let target = audit.target {
          subject += ": target \(target.singleLine)"
          if let configuration = audit.configuration {
            subject += " (\(configuration.singleLine))"
          }
        }
        lines.append("\(subject) (\(Self.checkedSummary(audit)))")
      } else {
        lines += audit.findings.map(\.text)
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

  /// The last line of the text report: what was checked, found and left unread.
  var summary: String {
    let files = audits.filter { $0.target == nil }.count
    let builds = audits.count - files
    var checked: [String] = []
    if files > 0 || builds == 0 {
      checked.append(Self.counted(files, "Info.plist file", "Info.plist files"))
    }
    if builds > 0 {
      checked.append(Self.counted(builds, "target configuration", "target configurations"))
    }
    var parts = [
      checked.joined(separator: " and ") + " checked",
      Self.counted(findings.count, "finding", "findings"),
    ]
    if !unreadable.isEmpty {
      parts.append(Self.counted(unreadable.count, "input unreadable", "inputs unreadable"))
    }
    return parts.joined(separator: ", ") + "."
  }

  private static func checkedSummary(_ audit: LintAudit) -> String {
    // What was not read is never "none declared".
    let unknown = audit.unknown.joined(separator: "; ")
    if !unknown.isEmpty && audit.keys.isEmpty { return unknown }
    guard !audit.keys.isEmpty else {
      if !audit.unreadable.isEmpty {
        return
          "no usage descriptions in what could be read; "
          + "\(counted(audit.unreadable.count, "input", "inputs")) "
          + "unreadable"
      }
      return "no usage descriptions declared; pass --sources to name the sources the app uses"
    }
    var localizations = counted(audit.languages, "localization", "localizations")
    if !audit.unreadable.isEmpty {
      localizations += ", \(audit.unreadable.count) unreadable"
    }
    let binaries =
      audit.binaries.isEmpty ? "" : "; " + counted(audit.binaries.count, "binary", "binaries")
    return audit.keys.joined(separator: ", ") + "; \(localizations)" + binaries
      + (unknown.isEmpty ? "" : "; " + unknown)
  }

  private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
