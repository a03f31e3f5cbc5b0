/// Picks the shipped language that best serves a list of preferred language identifiers.
///
/// Identifiers are BCP 47 or Apple style (`ja-JP`, `zh_Hant_TW`, `pt-PT`). For each preferred
/// language in order, the first of these wins: the exact identifier; the language with its
/// script (Chinese is told apart by script, and `zh-TW`, `zh-HK`, `zh-MO` mean Traditional);
/// the language alone (`pt-PT` takes `pt-BR`). Nothing matching means the fallback.
struct LanguageMatcher {
  let available: [String]
  let fallback: String

  func bestLanguage(for preferred: [String]) -> String {
    for identifier in preferred {
      if let match = match(identifier) { return match }
    }
    return fallback
  }

  private func match(_ identifier: String) -> String? {
    let wanted = Components(identifier)
    let candidates = available.map { ($0, Components($0)) }
    if let exact = candidates.first(where: { $0.1 == wanted }) { return exact.0 }
    let sameLanguage = candidates.filter { $0.1.language == wanted.language }
    if let script = wanted.impliedScript,
      let scripted = sameLanguage.first(where: { $0.1.impliedScript == script })
    {
      return scripted.0
    }
    return sameLanguage.first?.0
  }

  /// The parts of a language identifier that matter for matching, lower-cased.
  private struct Components: Equatable {
    var language: String
    var script: String?
    var region: String?

    init(_ identifier: String) {
      let parts = identifier.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        .map(String.init)
      language = parts.first ?? ""
      script = parts.dropFirst().first { $0.count == 4 }
      region = parts.dropFirst().first {
        $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber))
      }
    }

    /// The script, or the one the region implies for Chinese.
    var impliedScript: String? {
      if let script { return script }
      guard language == "zh" else { return nil }
      return ["tw", "hk", "mo"].contains(region ?? "") ? "hant" : "hans"
    }
  }
}
