/// A problem `lint` found in a file it could read.
struct LintFinding: Equatable, Encodable {
  /// The kind of problem, stable for tools.
  enum Kind: String, Encodable {
    case missing
    case notAString
    case empty
    case undefinedSetting
    case placeholder
    case tooShort
    case notLocalized
    case needsReview
    case missingEntitlement
    case strayTranslation
  }

  /// How much a finding matters: an error is what gets the app killed or rejected (exit 1); a
  /// warning is what users merely see badly (exit 0 unless `--strict`).
  enum Severity: String, Encodable {
    case error
    case warning
  }

  /// The file with the problem, or where the missing key belongs: an Info.plist, a strings
  /// table or catalog, an `.xcconfig`, a `project.pbxproj`, an entitlements file.
  let file: String
  /// The line of the key, or of the place it belongs; `nil` in a binary property list.
  var line: Int?
  /// The Xcode target audited, when the file was reached through a project.
  var target: String?
  /// The build configuration audited, when the finding depends on it.
  var configuration: String?
  /// The usage-description key concerned.
  let key: String
  /// The kind of problem.
  let kind: Kind
  /// What is wrong and why it matters, in one sentence.
  let message: String
  /// Whether the finding is an error or a warning.
  var severity = Severity.error

  /// The line a text report shows, `path:line: error: message` (or `warning:`), as compilers
  /// write diagnostics, with the target and configuration first when a project was audited.
  var text: String {
    "\(SourcePosition(file: file, line: line).prefix) \(severity.rawValue): \(scope)\(message)"
  }

  /// `target Receipts (Release): `, `target Receipts: ` or nothing.
  private var scope: String {
    guard let target else { return "" }
    guard let configuration else { return "target \(target.singleLine): " }
    return "target \(target.singleLine) (\(configuration.singleLine)): "
  }
}
