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
  /// The binaries the target links that were read (``BinaryScan``).
  var binaries: [String] = []
  /// The problems found; empty when clean. Reported once, at the top of the JSON report,
  /// rather than under each file as well.
  var findings: [LintFinding] = []
  /// What belongs to this audit but could not be read. Reported with the run's other
  /// unreadable inputs; the audit is then never called clean.
  var unreadable: [UnreadableInput] = []
  /// What could not be known for this audit, in a few words each: `INFOPLIST_FILE cannot be
  /// known: Config.xcconfig includes missing Developer.xcconfig`. Its keys were not judged.
  var unknown: [String] = []

  private enum CodingKeys: String, CodingKey {
    case file
    case target
    case configuration
    case format
    case keys
    case localizations
    case unknown
    case binaries
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encodeIfPresent(target, forKey: .target)
    try container.encodeIfPresent(configuration, forKey: .configuration)
    try container.encodeIfPresent(format, forKey: .format)
    try container.encode(keys, forKey: .keys)
    try container.encode(localizations, forKey: .localizations)
    // Present only when something was not known, so a clean report's shape stays the same.
    if !unknown.isEmpty { try container.encode(unknown, forKey: .unknown) }
    if !binaries.isEmpty { try container.encode(binaries, forKey: .binaries) }
  }
}
