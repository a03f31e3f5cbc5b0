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
  /// The text, to find lines in.
  private let text: String

  /// Every language the catalog has a translation in, sorted.
  var languages: [String] {
    Set(strings.values.flatMap(\.keys)).sorted()
  }

  /// Reads the catalog at `path`.
  ///
  /// - Throws: ``UnreadableInput`` for a file that cannot be read, is not JSON, or is not laid
  ///   out as a String Catalog.
  static func read(_ path: String) throws(UnreadableInput) -> StringCatalog {
    let data = try PropertyListReader.data(at: path)
    let text = try PropertyListReader.text(of: data, path: path)
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      throw UnreadableInput(file: path, problem: "malformed String Catalog: not valid JSON")
    }
    guard let catalog = root as? [String: Any], let strings = catalog["strings"] as? [String: Any]
    else {
      throw UnreadableInput(
        file: path, problem: "malformed String Catalog: no \"strings\" dictionary at the root")
    }
    var entries: [String: [String: [Unit]]] = [:]
    var untranslatable: Set<String> = []
    for (key, entry) in strings {
      if (entry as? [String: Any])?["shouldTranslate"] as? Bool == false {
        untranslatable.insert(key)
      }
      let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      entries[key] = localizations.mapValues { units(in: $0, depth: 0) }
    }
    return StringCatalog(
      path: path, sourceLanguage: catalog["sourceLanguage"] as? String ?? "en", strings: entries,
      untranslatable: untranslatable, text: text)
  }

  /// The string units in a localization, its variations' included.
  private static func units(in value: Any, depth: Int) -> [Unit] {
    guard depth < 16, let dictionary = value as? [String: Any] else { return [] }
    if let unit = dictionary["stringUnit"] as? [String: Any] {
      return [Unit(state: unit["state"] as? String, value: unit["value"])]
    }
    return dictionary.values.flatMap { units(in: $0, depth: depth + 1) }
  }

  /// The line of `key`'s entry, and of its `language` within it when given and there (else
  /// the entry's line); where the key is missing, the line of the `"strings"` dictionary it
  /// belongs in.
  func line(of key: String, language: String? = nil) -> Int? {
    var path = ["strings", key]
    if let language { path += ["localizations", language] }
    let lines = JSONKeyLines.lines(of: path, in: text)
    // A language that is missing is missing from the key's entry: that is where it belongs.
    return lines.count == path.count ? lines.last : lines.prefix(2).last
  }
}
