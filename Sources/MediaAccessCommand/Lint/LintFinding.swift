/// A problem `lint` found in a file it could read.
struct LintFinding: Equatable, Encodable {
  /// The kind of problem, stable for tools.
  enum Kind: String, Encodable {
    case missing
    case notAString
    case empty
    case unexpandedSetting
    case placeholder
    case tooShort
    case notLocalized
  }

  /// The file with the problem: an Info.plist or an `InfoPlist.strings`.
  let file: String
  /// The usage-description key concerned.
  let key: String
  /// The kind of problem.
  let kind: Kind
  /// What is wrong and why it matters, in one sentence.
  let message: String

  /// The line a text report shows, `file: error: message`, as compilers write diagnostics.
  var line: String {
    "\(file.singleLine): error: \(message)"
  }
}
