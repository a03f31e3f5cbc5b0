/// What lint checked in one Info.plist, or in one target and configuration of a project, and
/// what it found.
struct LintAudit: Encodable {
  /// The Info.plist's path, or the `.xcodeproj`'s.
  let file: String
  /// The target, when a project was audited.
  var target: String?
  /// The build configuration, when a project was audited.
  var configuration: String?
  /// `xml`, `binary` or `strings` for an Info.plist read alone.
  var format: String?
  /// The keys checked.
  var keys: [String] = []
  /// The strings tables and catalogs checked.
  var localizations: [String] = []
  /// How many languages those tables and catalogs hold: a catalog holds many.
  var languages = 0
  /// The problems found; empty when clean. Reported once, at the top of the JSON report,
  /// rather than under each file as well.
  var findings: [LintFinding] = []
  /// What belongs to this audit but could not be read. Reported with the run's other
  /// unreadable inputs; the audit is then never called clean.
  var unreadable: [UnreadableInput] = []

  private enum CodingKeys: String, CodingKey {
    case file
    case target
    case configuration
    case format
    case keys
    case localizations
  }
}
