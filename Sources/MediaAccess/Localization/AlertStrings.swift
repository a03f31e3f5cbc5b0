internal import Foundation

/// The dialog texts shipped in `Resources/<language>.lproj/AccessAlerts.strings`.
///
/// Tables are read once, on first use, straight from the package bundle by language, so a
/// renderer can use any shipped language whatever the process's own locale is.
enum AlertStrings {
  /// The table file's name, without extension.
  static let tableName = "AccessAlerts"

  /// The language every table is checked against and every missing text falls back to.
  static let developmentLanguage = "en"

  /// Why a table could not be read.
  struct LoadError: Error, CustomStringConvertible {
    let language: String
    let problem: String
    var description: String { "\(tableName).strings (\(language)): \(problem)" }
  }

  /// The bundle's own name for each shipped language, keyed by the canonical identifier
  /// (`zh-Hant`, `pt-BR`): SwiftPM lower-cases `.lproj` folder names on some platforms.
  private static let bundleLocalizations: [String: String] = Dictionary(
    Bundle.module.localizations.filter { $0 != "Base" }.map { (canonicalIdentifier($0), $0) },
    uniquingKeysWith: { first, _ in first })

  /// The canonical identifiers of the languages with a table, sorted.
  static let shippedLanguages: [String] = bundleLocalizations.keys.sorted()

  /// `zh_hant` → `zh-Hant`, `PT-br` → `pt-BR`: language lower case, script capitalized,
  /// region upper case, joined with hyphens.
  static func canonicalIdentifier(_ identifier: String) -> String {
    let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    return parts.enumerated().map { index, part in
      if index == 0 { return part.lowercased() }
      return part.count == 4 ? part.capitalized : part.uppercased()
    }.joined(separator: "-")
  }

  /// Every shipped table, keyed by language; a table that fails to load is left out and its
  /// language falls back to English.
  static let tables: [String: [String: String]] = {
    var tables: [String: [String: String]] = [:]
    for language in shippedLanguages {
      if let table = try? loadTable(language) { tables[language] = table }
    }
    return tables
  }()

  /// Reads one table from the package bundle.
  ///
  /// - Throws: ``LoadError`` naming the language and the problem.
  static func loadTable(_ language: String) throws -> [String: String] {
    guard
      let url = Bundle.module.url(
        forResource: tableName, withExtension: "strings", subdirectory: nil,
        localization: bundleLocalizations[language] ?? language)
    else { throw LoadError(language: language, problem: "no such table in the package bundle") }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw LoadError(language: language, problem: "unreadable: \(error.localizedDescription)")
    }
    let parsed: Any
    do {
      parsed = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw LoadError(language: language, problem: "malformed: \(error.localizedDescription)")
    }
    guard let table = parsed as? [String: String] else {
      throw LoadError(language: language, problem: "not a table of strings")
    }
    return table
  }

  /// The key of a dialog title or message, such as `denied.camera.title`.
  static func key(for reason: AccessAlert.Reason, source: BuiltInSource, part: String) -> String {
    "\(reason.rawValue).\(sourceKeyComponent(source)).\(part)"
  }

  /// The key of a button title, such as `action.openSettings`.
  static func key(for role: AccessAlert.Action.Role) -> String {
    "action.\(role.rawValue)"
  }

  /// Every key a complete table holds.
  static var allKeys: [String] {
    let dialogKeys = AccessAlert.Reason.allCases.flatMap { reason in
      BuiltInSource.allCases.flatMap { source in
        ["title", "message"].map { key(for: reason, source: source, part: $0) }
      }
    }
    return dialogKeys + AccessAlert.Action.Role.allCases.map(key(for:))
  }

  /// The text for `key` in `language`, falling back to English and then to the key itself, so
  /// a gap in a translation shows up as readable text rather than as an empty button.
  static func text(_ key: String, language: String) -> String {
    tables[language]?[key] ?? tables[developmentLanguage]?[key] ?? key
  }

  private static func sourceKeyComponent(_ source: BuiltInSource) -> String {
    source.profile.textKey
  }
}
