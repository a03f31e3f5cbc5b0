internal import Foundation
internal import MediaAccess

/// Audits one Info.plist read alone, with the `InfoPlist.strings` tables and `InfoPlist.xcstrings`
/// catalog beside it.
///
/// Each usage-description key the app needs must be present in the Info.plist as a real
/// sentence, and every table and catalog beside it must localize it too: the system shows the
/// localized text when there is one. Build-setting references are left alone: without the
/// project their values are unknown.
struct InfoPlistAuditor {
  /// The sources the app uses; `nil` means every source whose key the files mention.
  let sources: [MediaSource]?

  /// The name of a localized Info.plist strings table.
  static let stringsFileName = "InfoPlist.strings"

  /// Audits the Info.plist at `path`.
  ///
  /// - Throws: ``UnreadableInput`` when the Info.plist cannot be read as a dictionary.
  func audit(_ path: String) throws(UnreadableInput) -> LintAudit {
    let infoPlist = try PropertyListReader.read(path)
    var localizations = Localizations()
    localizations.addBeside(directory: (path as NSString).deletingLastPathComponent)
    let keys = neededKeys(sources) { key in
      infoPlist.dictionary[key.rawValue] != nil || localizations.mention(key)
    }
    let check = UsageValueCheck()
    var findings: [LintFinding] = []
    for key in keys {
      findings += check.findings(
        infoPlist.dictionary[key.rawValue], key: key,
        at: SourcePosition(file: path, line: infoPlist.line(of: key.rawValue)))
    }
    findings += localizations.findings(for: keys, check: check)
    return LintAudit(
      file: path, format: infoPlist.format, keys: keys.map(\.rawValue),
      localizations: localizations.paths, findings: findings,
      unreadable: localizations.unreadable)
  }
}

/// The keys to check: those of the sources given, or else every key the files mention.
func neededKeys(_ sources: [MediaSource]?, mentioned: (UsageDescriptionKey) -> Bool)
  -> [UsageDescriptionKey]
{
  UsageDescriptionKey.allCases.filter { key in
    if let sources { return sources.contains { $0.usageDescriptionKey == key } }
    return mentioned(key)
  }
}
