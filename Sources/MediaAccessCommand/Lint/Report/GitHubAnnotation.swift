/// One GitHub Actions workflow command that annotates a file: `::error file=…,line=…,col=…,
/// title=…::message` (or `::warning`). GitHub shows it on the run's summary and beside the
/// line in a pull request's diff.
///
/// Properties and message are escaped as the runner reads them back: `%`, carriage return and
/// line feed in both, and `:` and `,` in properties, so no file name or text can end a
/// property early, forge another property or start another command on a new line.
struct GitHubAnnotation: Equatable {
  /// `error` or `warning`.
  let command: String
  /// The file, relative to the repository's root where it lies inside.
  let file: String
  let line: Int?
  let column: Int?
  let title: String
  let message: String

  /// - Parameters:
  ///   - finding: A lint finding.
  ///   - workingDirectory: The absolute path of the directory lint ran in.
  init(_ finding: LintFinding, workingDirectory: String) {
    command = finding.severity.rawValue
    file = ReportPath(finding.file, workingDirectory: workingDirectory).path
    line = finding.line
    column = finding.line == nil ? nil : finding.column ?? 1
    title = "\(finding.key) (\(finding.kind.rawValue))"
    message = finding.scopedMessage
  }

  /// - Parameters:
  ///   - input: An input lint could not read.
  ///   - workingDirectory: The absolute path of the directory lint ran in.
  init(_ input: UnreadableInput, workingDirectory: String) {
    command = "error"
    file = ReportPath(input.file, workingDirectory: workingDirectory).path
    line = input.line
    column = input.line == nil ? nil : 1
    title = "unreadable input"
    message = input.problem
  }

  /// The workflow command, on one line.
  var text: String {
    var properties = ["file=\(file.escapedProperty)"]
    if let line { properties.append("line=\(line)") }
    if let column { properties.append("col=\(column)") }
    properties.append("title=\(title.escapedProperty)")
    return "::\(command) \(properties.joined(separator: ","))::\(message.escapedData)"
  }
}

extension String {
  /// The text as a workflow command's message: `%`, `\r` and `\n` percent-encoded.
  fileprivate var escapedData: String {
    var escaped = ""
    for character in unicodeScalars {
      switch character {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  /// The text as a workflow command's property value: also `:` and `,` percent-encoded.
  fileprivate var escapedProperty: String {
    var escaped = ""
    for character in escapedData.unicodeScalars {
      switch character {
      case ":": escaped += "%3A"
      case ",": escaped += "%2C"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }
}

extension LintReport {
  /// The github format: an annotation per finding and per unreadable input, then the summary
  /// line the text format ends with.
  func githubLines(workingDirectory: String) -> [String] {
    findings.map { GitHubAnnotation($0, workingDirectory: workingDirectory).text }
      + unreadable.map { GitHubAnnotation($0, workingDirectory: workingDirectory).text }
      + [summary]
  }
}
