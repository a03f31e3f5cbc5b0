internal import Foundation

/// A lint report as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the
/// format GitHub code scanning and other code-review tools import.
///
/// One run: the tool with a rule per kind of finding (and one for unreadable inputs), a result
/// per finding with its file, line and column, and an invocation saying whether every input
/// could be read. An unreadable input is a result as well as a tool execution notification, so
/// a log with no findings never hides an input that was not read. Paths are relative to the
/// working directory (`SRCROOT`), as code scanning resolves them from the repository's root.
struct SARIFLog: Encodable {
  /// The SARIF 2.1.0 JSON schema (OASIS, errata 01).
  static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
  /// The base every relative artifact URI is resolved against.
  static let sourceRoot = "SRCROOT"
  /// The rule of an input that could not be read.
  static let unreadableRuleID = "unreadable"

  let version = "2.1.0"
  let runs: [Run]

  /// - Parameters:
  ///   - report: The lint run.
  ///   - workingDirectory: The absolute path of the directory lint ran in.
  init(_ report: LintReport, workingDirectory: String) {
    let rules =
      LintFinding.Kind.allCases.map { Rule(id: $0.rawValue, text: $0.summary) }
      + [Rule(id: Self.unreadableRuleID, text: "An input could not be read, so it was not audited")]
    func location(_ position: SourcePosition) -> Location {
      Location(position, workingDirectory: workingDirectory)
    }
    var results = report.findings.map { finding in
      Result(
        ruleID: finding.kind.rawValue,
        ruleIndex: rules.firstIndex { $0.id == finding.kind.rawValue } ?? 0,
        level: finding.severity.rawValue, message: Message(text: finding.scopedMessage),
        locations: [location(finding.position)],
        properties: Properties(
          key: finding.key, target: finding.target, configuration: finding.configuration))
    }
    results += report.unreadable.map { input in
      Result(
        ruleID: Self.unreadableRuleID, ruleIndex: rules.count - 1, level: "error",
        message: Message(text: input.problem), locations: [location(input.position)],
        properties: nil)
    }
    let notifications = report.unreadable.map { input in
      Notification(
        level: "error", message: Message(text: input.problem),
        locations: [location(input.position)])
    }
    runs = [
      Run(
        tool: Tool(driver: Driver(rules: rules)),
        originalUriBaseIds: [
          Self.sourceRoot: ArtifactLocation(uri: ReportPath.directoryURI(workingDirectory))
        ],
        results: results,
        invocations: [
          Invocation(
            executionSuccessful: report.unreadable.isEmpty,
            exitCode: Int(report.exitCode.rawValue),
            toolExecutionNotifications: notifications)
        ])
    ]
  }

  /// The log as pretty-printed JSON.
  ///
  /// - Throws: The encoder's error, which plain strings do not cause.
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  private enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version
    case runs
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.schemaURI, forKey: .schema)
    try container.encode(version, forKey: .version)
    try container.encode(runs, forKey: .runs)
  }

  struct Run: Encodable {
    let tool: Tool
    let originalUriBaseIds: [String: ArtifactLocation]
    let results: [Result]
    let invocations: [Invocation]
    /// Columns count Unicode scalars, as ``KeyColumnLocator`` counts them.
    let columnKind = "unicodeCodePoints"
  }

  struct Tool: Encodable {
    let driver: Driver
  }

  struct Driver: Encodable {
    let name = "media-access lint"
    let version = MediaAccessTool.version
    let rules: [Rule]
  }

  struct Rule: Encodable {
    let id: String
    let shortDescription: Message

    init(id: String, text: String) {
      self.id = id
      shortDescription = Message(text: text)
    }
  }

  struct Message: Encodable {
    let text: String
  }

  struct Result: Encodable {
    let ruleID: String
    let ruleIndex: Int
    let level: String
    let message: Message
    let locations: [Location]
    let properties: Properties?

    private enum CodingKeys: String, CodingKey {
      case ruleID = "ruleId"
      case ruleIndex
      case level
      case message
      case locations
      case properties
    }
  }

  /// What a finding is about beyond its place: the key, and the target and configuration
  /// audited.
  struct Properties: Encodable {
    let key: String
    let target: String?
    let configuration: String?
  }

  struct Location: Encodable {
    let physicalLocation: PhysicalLocation

    /// A file's place; line and column 1 where the file has no lines (a binary property
    /// list), since code scanning needs a region.
    init(_ position: SourcePosition, workingDirectory: String) {
      let path = ReportPath(position.file, workingDirectory: workingDirectory)
      physicalLocation = PhysicalLocation(
        artifactLocation: ArtifactLocation(
          uri: path.uri, uriBaseId: path.isRelative ? SARIFLog.sourceRoot : nil),
        region: Region(startLine: position.line ?? 1, startColumn: position.column ?? 1))
    }
  }

  struct PhysicalLocation: Encodable {
    let artifactLocation: ArtifactLocation
    let region: Region
  }

  struct ArtifactLocation: Encodable {
    let uri: String
    var uriBaseId: String?
  }

  struct Region: Encodable {
    let startLine: Int
    let startColumn: Int
  }

  struct Invocation: Encodable {
    let executionSuccessful: Bool
    let exitCode: Int
    let toolExecutionNotifications: [Notification]
  }

  struct Notification: Encodable {
    let level: String
    let message: Message
    let locations: [Location]
  }
}
