/// A problem `lint` found in a file it could read.
struct LintFinding: Equatable, Encodable {
  /// The kind of problem, stable for tools.
  enum Kind: String, Encodable, CaseIterable {
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
    case calledWithoutKey
    case customizationNeverCalled

    /// What the kind means, in a few words: the rule's description in a SARIF log.
    var summary: String {
      switch self {
      case .missing: "A usage description the app needs is missing"
      case .notAString: "A usage description is not a string"
      case .empty: "A usage description is empty"
      case .undefinedSetting: "A usage description refers to a build setting nothing defines"
      case .placeholder: "A usage description is a placeholder"
      case .tooShort: "A usage description is too short to say why"
      case .notLocalized: "A usage description is not localized in a language the app has"
      case .needsReview: "A usage description's translation is not finished"
      case .missingEntitlement: "A sandboxed or hardened Mac app lacks the device's entitlement"
      case .strayTranslation: "A translated usage description the target does not declare"
      case .calledWithoutKey: "The code asks for a source whose usage description is missing"
      case .customizationNeverCalled:
        "A subclass declares a dialog customization its conforming superclass leaves to the default"
      }
    }
  }

  /// How much a finding matters: an error is what gets the app killed or rejected (exit 1); a
  /// warning is what users merely see badly (exit 0 unless `--strict`).
  enum Severity: String, Encodable {
    case error
    case warning
  }

  /// The file with the problem, or where the missing key belongs: an Info.plist, a strings
  /// table or catalog, an `.xcconfig`, a `project.pbxproj`, an entitlements file.
  var file: String
  /// The line of the key, or of the place it belongs; `nil` in a binary property list.
  var line: Int?
  /// The column of the key on its line, counted in characters from 1; 1 where the line does
  /// not name the key (a missing key's dictionary), `nil` when there is no line.
  var column: Int?
  /// The Xcode target audited, when the file was reached through a project.
  var target: String?
  /// The build configuration audited, when the finding depends on it.
  var configuration: String?
  /// The usage-description key concerned; for a subclass's customization, the property's
  /// name (`accessAlertPolicy`).
  let key: String
  /// The kind of problem.
  let kind: Kind
  /// What is wrong and why it matters, in one sentence.
  let message: String
  /// Whether the finding is an error or a warning.
  var severity = Severity.error

  /// The line a text report shows, `path:line:column: error: message` (or `warning:`), as
  /// compilers write diagnostics, with the target and configuration first when a project was
  /// audited.
  var text: String {
    "\(position.prefix) \(severity.rawValue): \(scope)\(message)"
  }

  /// Where the finding points.
  var position: SourcePosition {
    SourcePosition(file: file, line: line, column: column)
  }

  /// The message with the target and configuration first when a project was audited.
  var scopedMessage: String {
    scope + message
  }

  /// `target Receipts (Release): `, `target Receipts: ` or nothing.
  private var scope: String {
    guard let target else { return "" }
    guard let configuration else { return "target \(target.singleLine): " }
    return "target \(target.singleLine) (\(configuration.singleLine)): "
  }
}
