internal import Foundation

/// Picks the shipped language that best serves a list of preferred language identifiers.
///
/// Identifiers are BCP 47, Apple or POSIX style (`ja-JP`, `zh_Hant_TW`, `pt-Latn-PT`,
/// `pt_PT.UTF-8`, `sr_RS@latin`), in any letter case. Locale keywords (`@calendar=roc`,
/// `@rg=hkzzzz`), a POSIX code set (`.UTF-8`) and BCP 47 extensions (`-u-nu-hanidec`,
/// `-x-private`) say how to format dates and numbers or how to encode text, never which
/// language to read, so they are dropped before matching; a POSIX script modifier (`@latin`,
/// `@cyrillic`) names a script. Retired codes take their current form (`iw` → `he`, `in` →
/// `id`), and Norwegian (`no`, `nn`) reads Bokmål (`nb`), the written standard iOS ships.
///
/// Every identifier and every table has a script: the one it spells out, or the one its
/// language usually has in its region, after CLDR's likely subtags (`pt` is Latin, `zh-TW`
/// Traditional Chinese, `sr` Cyrillic). So a script that is the usual one changes nothing
/// (`pt-Latn-PT` reads like `pt-PT`, `es-Latn-MX` like `es-MX`), and a different one matters:
/// only a table in that script serves it (`zh-Hant` takes `zh-Hant`, never `zh-Hans`; `sr-Latn`
/// is not served by a Cyrillic table).
///
/// For each preferred language in order, the first of these wins, among the tables of the same
/// language and script: the table for the region or the region's variety (`es-MX` takes
/// `es-419`, `pt-AO` takes `pt-PT`, `zh-MO` takes `zh-HK`); the table with no region (`fr-CA`
/// takes `fr`); any table of that script. No table of the language and script moves on to the
/// next preferred language; nothing matching means the fallback.
struct LanguageMatcher {
  let fallback: String
  /// The shipped languages with their parts, parsed once: a renderer is made for every dialog.
  private let candidates: [(String, Components)]

  init(available: [String], fallback: String) {
    self.fallback = fallback
    candidates = available.map { ($0, Components($0)) }
  }

  func bestLanguage(for preferred: [String]) -> String {
    for identifier in preferred {
      if let match = match(Components(identifier)) { return match }
    }
    return fallback
  }

  private func match(_ wanted: Components) -> String? {
    guard !wanted.language.isEmpty else { return nil }
    let sameScript = candidates.filter {
      $0.1.language == wanted.language && $0.1.script == wanted.script
    }
    let region = wanted.tableRegion
    if let regional = sameScript.first(where: { $0.1.tableRegion == region && region != nil }) {
      return regional.0
    }
    if let general = sameScript.first(where: { $0.1.region == nil }) { return general.0 }
    return sameScript.first?.0
  }

  /// The parts of a language identifier that matter for matching, lower-cased.
  struct Components: Equatable {
    /// The language code, such as `pt`; empty when the identifier has none.
    var language: String
    /// The script, spelt out or likely for the language and region, such as `latn`; `nil`
    /// for a language nobody has data for.
    var script: String?
    /// The region, such as `pt` or `419`.
    var region: String?

    init(_ identifier: String) {
      // "zh_TW@calendar=roc" ends in a keyword list; "sr_RS@latin" in a POSIX modifier.
      let atSplit = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
      let modifier = atSplit.count > 1 ? atSplit[1].lowercased() : ""
      // "pt_PT.UTF-8": the POSIX code set says how the text is encoded.
      let base = atSplit.first?.split(separator: ".", maxSplits: 1).first ?? ""
      var subtags = base.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        .map(String.init)
      // "zh-TW-u-nu-hanidec", "de-x-test": a one-letter subtag starts the extensions.
      if let singleton = subtags.firstIndex(where: { $0.count == 1 }) {
        subtags.removeSubrange(singleton...)
      }
      let first = subtags.first ?? ""
      let language =
        (2...8).contains(first.count) && first.allSatisfy { $0.isASCII && $0.isLetter }
        ? first : ""
      self.language = Self.languageAliases[language] ?? language
      let region = subtags.dropFirst().first {
        ($0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isLetter })
          || ($0.count == 3 && $0.allSatisfy { $0.isASCII && $0.isNumber })
      }
      self.region = region
      let spelledScript =
        subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy { $0.isASCII && $0.isLetter } }
        ?? Self.posixScriptModifiers[modifier]
      script = spelledScript ?? Self.likelyScript(language: self.language, region: region)
    }

    /// The script CLDR's likely subtags give the language in the region, lower-cased.
    static func likelyScript(language: String, region: String?) -> String? {
      guard !language.isEmpty else { return nil }
      let components = Locale.Language.Components(
        languageCode: Locale.LanguageCode(language), script: nil,
        region: region.map { Locale.Region($0) })
      return Locale.Language(components: components).script?.identifier.lowercased()
    }

    /// The POSIX locale modifiers that name a script (`sr_RS@latin`, `uz_UZ@cyrillic`).
    static let posixScriptModifiers: [String: String] = [
      "latin": "latn", "cyrillic": "cyrl", "devanagari": "deva", "arabic": "arab",
    ]

    /// The region whose table serves this one: the region itself, or the region of the
    /// variety spoken there, after CLDR's parent locales. `nil` for no region.
    var tableRegion: String? {
      switch language {
      case "es" where region.map(Self.latinAmericanSpanishRegions.contains) == true:
        "419"
      case "pt" where region.map(Self.europeanPortugueseRegions.contains) == true:
        "pt"
      // Apple's `pt` is Brazilian Portuguese.
      case "pt" where region == nil:
        "br"
      case "zh" where region == "mo":
        "hk"
      default:
        region
      }
    }

    /// Codes ISO 639 has retired or merged, and the Norwegian written standards, mapped to the
    /// language whose table serves them.
    static let languageAliases: [String: String] = [
      "iw": "he", "in": "id", "mo": "ro", "no": "nb", "nn": "nb",
    ]

    /// The regions whose Spanish is Latin American (`es-419` in CLDR), the United States
    /// included; Spain, Equatorial Guinea and the rest use `es`.
    static let latinAmericanSpanishRegions: Set<String> = [
      "419", "ar", "bo", "br", "bz", "cl", "co", "cr", "cu", "do", "ec", "gt", "hn", "mx",
      "ni", "pa", "pe", "pr", "py", "sv", "us", "uy", "ve",
    ]

    /// The regions whose Portuguese is European (`pt-PT`'s children in CLDR): Portugal, the
    /// African countries, East Timor, Macao, Switzerland and Luxembourg.
    static let europeanPortugueseRegions: Set<String> = [
      "pt", "ao", "ch", "cv", "gq", "gw", "lu", "mo", "mz", "st", "tl",
    ]
  }
}
