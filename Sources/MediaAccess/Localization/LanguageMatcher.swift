/// Picks the shipped language that best serves a list of preferred language identifiers.
///
/// Identifiers are BCP 47 or Apple style (`ja-JP`, `zh_Hant_TW`, `pt-PT`, `en_GB`). Locale
/// keywords (`@calendar=roc`, `@rg=hkzzzz`) and BCP 47 extensions (`-u-nu-hanidec`,
/// `-x-private`) say how to format dates and numbers, never which language to read, so they
/// are dropped before matching. Retired codes take their current form (`iw` → `he`, `in` →
/// `id`), and Norwegian (`no`, `nn`) reads Bokmål (`nb`), the written standard iOS ships.
///
/// For each preferred language in order, the first of these wins, among the tables of the same
/// language and script (Chinese is told apart by script, and Taiwan, Hong Kong and Macao mean
/// Traditional): the table for the region or the region's variety (`es-MX` takes `es-419`,
/// `pt-AO` takes `pt-PT`, `zh-MO` takes `zh-HK`); the table with no region (`fr-CA` takes
/// `fr`); any table of that script; any table of that language (`pt` takes `pt-BR`, Apple's
/// `pt`). Nothing matching means the fallback.
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
    let sameLanguage = candidates.filter { $0.1.language == wanted.language }
    let sameScript = sameLanguage.filter { $0.1.impliedScript == wanted.impliedScript }
    let region = wanted.tableRegion
    if let regional = sameScript.first(where: { $0.1.tableRegion == region && region != nil }) {
      return regional.0
    }
    if let general = sameScript.first(where: { $0.1.region == nil }) { return general.0 }
    return (sameScript.first ?? sameLanguage.first)?.0
  }

  /// The parts of a language identifier that matter for matching, lower-cased.
  struct Components: Equatable {
    var language: String
    var script: String?
    var region: String?

    init(_ identifier: String) {
      // "zh_TW@calendar=roc": everything after "@" is a keyword list.
      let base = identifier.split(separator: "@", maxSplits: 1).first ?? ""
      var subtags = base.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        .map(String.init)
      // "zh-TW-u-nu-hanidec", "de-x-test": a one-letter subtag starts the extensions.
      if let singleton = subtags.dropFirst().firstIndex(where: { $0.count == 1 }) {
        subtags.removeSubrange(singleton...)
      }
      let language = subtags.first ?? ""
      self.language = Self.languageAliases[language] ?? language
      script = subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
      region = subtags.dropFirst().first {
        ($0.count == 2 && $0.allSatisfy(\.isLetter))
          || ($0.count == 3 && $0.allSatisfy(\.isNumber))
      }
    }

    /// The script, or the one the region implies for Chinese.
    var impliedScript: String? {
      if let script { return script }
      guard language == "zh" else { return nil }
      return ["tw", "hk", "mo"].contains(region ?? "") ? "hant" : "hans"
    }

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
