internal import Foundation

/// An `InfoPlist.xcstrings` String Catalog (Xcode 15 and later): per key, per language, one
/// or more `stringUnit`s, each with a `state` and a `value`.
struct StringCatalog {
  /// One translation: its value and how far along it is.
  struct Unit {
    /// `translated`, `needs_review`, `new` or `stale`.
    let state: String?
    let value: Any?
  }

  let path: String
  let sourceLanguage: String
  /// Key, then language, then the units: one, or one per variation (device, plural).
  let strings: [String: [String: [Unit]]]
  /// The keys marked `"shouldTranslate" : false`: the development text serves every language.
  var untranslatable: Set<String> = []
  /// The line of the `"strings"` dictionary, of each key in it, and of each language in a
  /// key's `localizations`: the first of each name, as the text is read.
  private var stringsLine: Int?
  private var keyLines: [String: (line: Int, languages: [String: Int])] = [:]

  /// Every language the catalog has a translation in, sorted: found once, as it is read.
  private(set) var languages: [String] = []

  /// Reads the catalog at `path`.
  ///
  /// - Throws: ``UnreadableInput`` for a file that cannot be read, is not JSON, or is not laid
  ///   out as a String Catalog.
  static func read(_ path: String) throws(UnreadableInput) -> StringCatalog {
    let data = try PropertyListReader.data(at: path)
    let text = try PropertyListReader.text(of: data, path: path)
    let root: JSONDocument.Value
    do {
      root = try JSONDocument.parse(text)
    } catch {
      throw UnreadableInput(
        file: path, line: error.line,
        problem: "malformed String Catalog: not valid JSON (\(error.message))")
    }
    guard let rootMembers = root.members,
      let stringsMember = rootMembers.first(where: { $0.key == "strings" }),
      let strings = stringsMember.value.members
    else {
      throw UnreadableInput(
        file: path, problem: "malformed String Catalog: no \"strings\" dictionary at the root")
    }
    var catalog = StringCatalog(
      path: path, sourceLanguage: root["sourceLanguage"]?.plain as? String ?? "en", strings: [:])
    catalog.stringsLine = stringsMember.line
    var entries: [String: [String: [Unit]]] = [:]
    for member in strings {
      let localizations = member.value["localizations"]?.members ?? []
      if catalog.keyLines[member.key] == nil {
        var languages: [String: Int] = [:]
        for localization in localizations where languages[localization.key] == nil {
          languages[localization.key] = localization.line
        }
        catalog.keyLines[member.key] = (member.line, languages)
      }
      // A later duplicate wins, as in a dictionary decoded from the text.
      catalog.untranslatable.remove(member.key)
      if case .bool(false)? = member.value["shouldTranslate"] {
        catalog.untranslatable.insert(member.key)
      }
      var units: [String: [Unit]] = [:]
      for localization in localizations {
        units[localization.key] = Self.units(in: localization.value, depth: 0)
      }
      entries[member.key] = units
    }
    var read = StringCatalog(
      path: path, sourceLanguage: catalog.sourceLanguage, strings: entries,
      untranslatable: catalog.untranslatable, stringsLine: catalog.stringsLine,
      keyLines: catalog.keyLines)
    read.languages = Set(entries.values.flatMap(\.keys)).sorted()
    return read
  }

  /// The string units in a localization, its variations' included.
  private static func units(in value: JSONDocument.Value, depth: Int) -> [Unit] {
    guard depth < 16, let members = value.members else { return [] }
    if let unit = value["stringUnit"], unit.members != nil {
      return [Unit(state: unit["state"]?.plain as? String, value: unit["value"]?.plain)]
    }
    return members.flatMap { units(in: $0.value, depth: depth + 1) }
  }

  /// The line of `key`'s entry, and of its `language` within it when given and there (else
  /// the entry's line); where the key is missing, the line of the `"strings"` dictionary it
  /// belongs in.
  func line(of key: String, language: String? = nil) -> Int? {
    guard let entry = keyLines[key] else { return stringsLine }
    // A language that is missing is missing from the key's entry: that is where it belongs.
    return language.flatMap { entry.languages[$0] } ?? entry.line
  }
}
