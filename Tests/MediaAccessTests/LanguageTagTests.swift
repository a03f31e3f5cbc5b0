import Foundation
import XCTest

@testable import MediaAccess

/// Language tags as systems, users and hostile callers spell them: scripts spelt out, POSIX
/// names, every letter case, extensions, and tags that are no tag at all.
final class LanguageTagTests: XCTestCase {
  /// A script that is the language's usual one changes nothing (issue #21, item 4).
  func testTheUsualScriptSpeltOutPicksTheSameTableAsTheTagWithout() {
    let cases: [(String, String)] = [
      ("pt-Latn-PT", "pt-PT"), ("pt-Latn-AO", "pt-PT"), ("pt_Latn_MZ", "pt-PT"),
      ("pt-Latn-BR", "pt-BR"), ("pt-Latn", "pt-BR"),
      ("es-Latn-MX", "es-419"), ("es-Latn-US", "es-419"), ("es_Latn_AR", "es-419"),
      ("es-Latn-419", "es-419"), ("es-Latn-ES", "es"), ("es-Latn", "es"),
      ("en-Latn-GB", "en"), ("fr-Latn-CA", "fr"), ("de-Latn-CH", "de"),
      ("ja-Jpan-JP", "ja"), ("ko-Kore-KR", "ko"), ("ru-Cyrl-RU", "ru"), ("uk-Cyrl", "uk"),
      ("he-Hebr-IL", "he"), ("ar-Arab-SA", "ar"), ("el-Grek", "el"), ("hi-Deva-IN", "hi"),
      ("th-Thai-TH", "th"), ("iw-Hebr", "he"), ("nb-Latn-NO", "nb"),
      ("zh-Hans-CN", "zh-Hans"), ("zh-Hant-TW", "zh-Hant"), ("zh-Hant-HK", "zh-HK"),
    ]
    assertMatches(cases)
  }

  /// A script other than the language's usual one matters: only a table in that script
  /// serves it, and without one the next preferred language is tried.
  func testAnotherScriptIsServedOnlyByATableInThatScript() {
    let cases: [([String], String)] = [
      (["zh-Hant"], "zh-Hant"), (["zh-Hant-CN"], "zh-Hant"), (["zh-Hans-TW"], "zh-Hans"),
      (["zh-Hans-MO"], "zh-Hans"), (["zh-Hant-MO"], "zh-HK"),
      (["sr-Latn", "hr"], "hr"), (["sr-Latn-RS"], "en"), (["sr_RS@latin", "de"], "de"),
      (["ja-Latn", "fr"], "fr"), (["ru-Latn"], "en"), (["en-Dsrt", "ko"], "ko"),
      (["pt-Cyrl-PT", "es"], "es"), (["ar-Latn", "he"], "he"),
    ]
    for (preferred, expected) in cases {
      XCTAssertEqual(matcher.bestLanguage(for: preferred), expected, "\(preferred)")
    }
  }

  func testLetterCaseAndSeparatorsDoNotMatter() {
    let cases: [(String, String)] = [
      ("PT-LATN-PT", "pt-PT"), ("pt-latn-pt", "pt-PT"), ("Pt_lAtN_aO", "pt-PT"),
      ("ES-LATN-MX", "es-419"), ("es_latn_us", "es-419"), ("ZH-HANT-HK", "zh-HK"),
      ("zh_hant", "zh-Hant"), ("ZH-TW", "zh-Hant"), ("IW", "he"), ("PT", "pt-BR"),
    ]
    assertMatches(cases)
  }

  /// Extensions, keywords, code sets and modifiers never choose the language.
  func testExtensionsKeywordsCodeSetsAndModifiersAreNotTheLanguage() {
    let cases: [(String, String)] = [
      ("pt-Latn-PT-u-nu-latn", "pt-PT"), ("es-Latn-MX-x-private", "es-419"),
      ("pt_PT.UTF-8", "pt-PT"), ("pt_AO.ISO8859-1@euro", "pt-PT"), ("es_MX.utf8", "es-419"),
      ("zh_TW.Big5", "zh-Hant"), ("pt_PT@calendar=gregorian", "pt-PT"),
      ("pt-Latn-PT@rg=brzzzz", "pt-PT"), ("de_DE@euro", "de"), ("ca_ES@valencia", "ca"),
      ("en-US-POSIX", "en"), ("de-DE-1996", "de"), ("en-GB-oed", "en"),
      ("he-IL-u-ca-hebrew-nu-hebr", "he"), ("ja-JP-u-ca-japanese-x-lvariant-JP", "ja"),
    ]
    assertMatches(cases)
  }

  /// A tag that names no shipped language falls back to English: no crash, no other table.
  func testHostileTagsFallBackToEnglish() {
    let long = String(repeating: "pt-", count: 5_000) + "PT"
    let hostile = [
      "", "-", "_", "--", "@", ".", "@calendar=roc", ".UTF-8", "x-pt-PT", "i-klingon",
      "u-pt", "123", "p", "pt1-PT", "p\u{0308}t-PT", "\u{0000}", "ℙ𝕥-PT", "🇵🇹",
      "Latn-PT", "zz-Latn-PT", String(repeating: "a", count: 10_000),
      String(repeating: "-", count: 10_000), "und", "und-PT", "root",
    ]
    for tag in hostile {
      XCTAssertEqual(matcher.bestLanguage(for: [tag]), "en", tag.debugDescription)
      XCTAssertEqual(
        LocalizedAlertTextRenderer(language: tag, appName: "Snap").language, "en",
        tag.debugDescription)
    }
    // A long tag is still read: its language is the first subtag.
    XCTAssertEqual(matcher.bestLanguage(for: [long]), "pt-PT")
    // A hostile tag first does not stop the next one from being read.
    XCTAssertEqual(matcher.bestLanguage(for: ["", "-", "x-ja", "pt-Latn-AO"]), "pt-PT")
  }

  private let matcher = LanguageMatcher(
    available: LocalizedAlertTextRenderer.supportedLanguages, fallback: "en")

  private func assertMatches(
    _ cases: [(String, String)], file: StaticString = #filePath, line: UInt = #line
  ) {
    for (tag, expected) in cases {
      XCTAssertEqual(matcher.bestLanguage(for: [tag]), expected, tag, file: file, line: line)
      XCTAssertEqual(
        LocalizedAlertTextRenderer(locale: Locale(identifier: tag), appName: "Snap").language,
        expected, "Locale(identifier: \(tag))", file: file, line: line)
    }
  }
}
