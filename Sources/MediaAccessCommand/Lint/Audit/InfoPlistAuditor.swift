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
  let sources: [BuiltInSource]?

  /// The name of a localized Info.plist strings table.
  static let stringsFileName = "InfoPlist.strings"

  /// Audits the Info.plist at `path`.
  ///
  /// - Throws: ``UnreadableInput`` when the Info.plist cannot be read as a dictionary.
  func audit(_ path: String) throws(UnreadableInput) -> LintAudit {
    let infoPlist = try PropertyListReader.read(path)
    var localizations = Localizations()
    localizations.addBeside(directory: (path as NSString).deletingLastPathComponent)
    let keys = neededKeys(sources) { infoPlist.dictionary[$0.rawValue] != nil }
    let check = UsageValueCheck()
    var findings: [LintFinding] = []
    for key in keys {
      findings += check.findings(
        infoPlist.dictionary[key.rawValue], key: key,
        at: SourcePosition(file: path, line: infoPlist.line(of: key.rawValue)))
    }
    findings = MainCameraKeys.explainingMissingCameraKey(findings) {
      infoPlist.dictionary[$0] != nil
    }
    // A literal development region; `$(DEVELOPMENT_LANGUAGE)` is Xcode's default, English.
    let region = infoPlist.dictionary["CFBundleDevelopmentRegion"] as? String
    let developmentLanguage =
      region.map { BuildSettingReference.all(in: $0).isEmpty && !$0.isEmpty } == true
      ? region ?? "en" : "en"
    let declared = UsageDescriptionKey.allCases.map(\.rawValue).filter {
      infoPlist.dictionary[$0] != nil
    }
    findings += localizations.findings(
      for: keys, declared: Set(declared), check: check,
      developmentLanguage: developmentLanguage)
    return LintAudit(
      file: path, format: infoPlist.format, keys: keys.map(\.rawValue),
      localizations: localizations.paths, languages: localizations.languages.count,
      findings: findings,
      unreadable: localizations.unreadable)
  }
}

/// The keys to check: with `--sources`, those sources' keys; else every key the target
/// declares, and the keys the library products and frameworks it links require.
///
/// A key a table or catalog translates is not needed for that: a translation of a key the
/// target does not declare is a stray, reported as such.
func neededKeys(
  _ sources: [BuiltInSource]?, products: [String] = [], frameworks: [String] = [],
  declared: (UsageDescriptionKey) -> Bool
) -> [UsageDescriptionKey] {
  if let sources {
    return UsageDescriptionKey.allCases.filter { key in
      sources.contains { $0.usageDescriptionKey == key }
    }
  }
  let declaredKeys = Set(UsageDescriptionKey.allCases.filter(declared))
  let linked = LinkedSources.keysNeeded(linking: products, frameworks, declared: declaredKeys)
  return UsageDescriptionKey.allCases.filter { declaredKeys.contains($0) || linked[$0] != nil }
}
