internal import Foundation
internal import MediaAccess

/// Audits one Info.plist and the `InfoPlist.strings` files beside it.
///
/// Each usage-description key the app needs must be present in the Info.plist as a real
/// sentence, and every `<language>.lproj/InfoPlist.strings` that exists next to it must
/// localize it too: the system shows the localized text when there is one.
struct InfoPlistAuditor {
  /// What an audit found in a readable Info.plist.
  struct Audit: Encodable {
    /// The Info.plist's path.
    let file: String
    /// `xml` or `binary`.
    let format: String
    /// The keys checked.
    let keys: [String]
    /// The `InfoPlist.strings` files checked.
    let localizations: [String]
    /// The problems found; empty when the file is clean. Reported once, at the top of the
    /// JSON report, rather than under each file as well.
    let findings: [LintFinding]
    /// The `InfoPlist.strings` files beside it that could not be read; the Info.plist and the
    /// readable ones are audited all the same. Reported with the run's other unreadable inputs.
    let unreadableLocalizations: [UnreadableInput]

    private enum CodingKeys: String, CodingKey {
      case file
      case format
      case keys
      case localizations
    }
  }

  /// The sources the app uses; `nil` means every source whose key the files mention.
  let sources: [MediaSource]?

  /// The name of a localized Info.plist strings table.
  static let stringsFileName = "InfoPlist.strings"

  /// Audits the Info.plist at `path`.
  ///
  /// - Throws: ``UnreadableInput`` when the Info.plist cannot be read as a dictionary.
  func audit(_ path: String) throws(UnreadableInput) -> Audit {
    let infoPlist = try PropertyListReader.read(path)
    var localizations: [(path: String, table: [String: Any])] = []
    var unreadableLocalizations: [UnreadableInput] = []
    for stringsPath in Self.localizedStrings(besides: path) {
      do {
        localizations.append((stringsPath, try PropertyListReader.readStringsTable(stringsPath)))
      } catch {
        unreadableLocalizations.append(error)
      }
    }
    let keys = neededKeys(infoPlist: infoPlist.dictionary, tables: localizations.map(\.table))

    var findings: [LintFinding] = []
    for key in keys {
      findings += check(infoPlist.dictionary[key.rawValue], key: key, in: path)
    }
    for localization in localizations {
      for key in keys {
        findings += check(
          localization.table[key.rawValue], key: key, in: localization.path, isLocalization: true)
      }
    }
    return Audit(
      file: path, format: infoPlist.format, keys: keys.map(\.rawValue),
      localizations: localizations.map(\.path), findings: findings,
      unreadableLocalizations: unreadableLocalizations)
  }

  /// The keys to check: those of the sources given, or else every usage-description key the
  /// Info.plist or a localization mentions.
  private func neededKeys(infoPlist: [String: Any], tables: [[String: Any]])
    -> [UsageDescriptionKey]
  {
    if let sources {
      return UsageDescriptionKey.allCases.filter { key in
        sources.contains { $0.usageDescriptionKey == key }
      }
    }
    return UsageDescriptionKey.allCases.filter { key in
      ([infoPlist] + tables).contains { $0[key.rawValue] != nil }
    }
  }

  /// The findings for one key's value in one file.
  private func check(
    _ value: Any?, key: UsageDescriptionKey, in file: String, isLocalization: Bool = false
  ) -> [LintFinding] {
    let name = key.rawValue
    let purpose = Self.purpose(of: key)
    func finding(_ kind: LintFinding.Kind, _ message: String) -> [LintFinding] {
      [LintFinding(file: file, key: name, kind: kind, message: message)]
    }
    guard let value else {
      return isLocalization
        ? finding(
          .notLocalized,
          "\(name) is not localized here; users of this language see the development text")
        : finding(
          .missing,
          "\(name) is missing; iOS terminates the app when it asks to \(purpose)")
    }
    guard let text = value as? String else {
      return finding(
        .notAString, "\(name) is \(PropertyListReader.kind(of: value)), not a string")
    }
    switch UsageTextCheck.problem(in: text) {
    case nil:
      return []
    case .empty where isLocalization:
      return finding(.empty, "\(name) is empty; the prompt gives these users no reason")
    case .empty:
      return finding(.empty, "\(name) is empty; iOS terminates the app when it asks to \(purpose)")
    case .unexpandedSetting(let reference):
      return finding(
        .unexpandedSetting,
        "\(name) contains \(reference.singleLine), a build setting that was never substituted")
    case .placeholder(let marker):
      return finding(
        .placeholder,
        "\(name) is a placeholder (\(marker)); say why the app needs to \(purpose)")
    case .tooShort(let trimmed):
      return finding(
        .tooShort,
        "\(name) \"\(trimmed.singleLine)\" is too short to tell the user why the app needs to "
          + purpose)
    }
  }

  /// What a key's source lets the app do, for messages.
  private static func purpose(of key: UsageDescriptionKey) -> String {
    switch key {
    case .camera: "use the camera"
    case .photoLibrary: "access the photo library"
    case .photoLibraryAdd: "add photos to the library"
    }
  }

  /// The `*.lproj/InfoPlist.strings` files in the Info.plist's directory, sorted.
  static func localizedStrings(besides infoPlistPath: String) -> [String] {
    let directory = (infoPlistPath as NSString).deletingLastPathComponent
    let listed =
      (try? FileManager.default.contentsOfDirectory(
        atPath: directory.isEmpty ? "." : directory)) ?? []
    return listed.filter { $0.hasSuffix(".lproj") }.sorted().compactMap { folder in
      let path = ((directory as NSString).appendingPathComponent(folder) as NSString)
        .appendingPathComponent(stringsFileName)
      return FileManager.default.fileExists(atPath: path) ? path : nil
    }
  }
}
