import Foundation
import XCTest

@testable import MediaAccess

/// The shipped tables: complete in every language, with matching format specifiers, and
/// chosen sensibly from the user's preferred languages.
final class LocalizationTests: XCTestCase {
  func testShipsAtLeastFourteenLanguagesWithEnglishJapaneseAndKoreanFirstAmongThem() {
    let languages = LocalizedAlertTextRenderer.supportedLanguages
    XCTAssertGreaterThanOrEqual(languages.count, 14, "\(languages)")
    for required in ["en", "ja", "ko"] {
      XCTAssertTrue(languages.contains(required), "\(required) missing from \(languages)")
    }
  }

  func testEveryShippedTableLoads() {
    for language in AlertStrings.shippedLanguages {
      XCTAssertNoThrow(try AlertStrings.loadTable(language), language)
    }
    XCTAssertEqual(
      Set(AlertStrings.tables.keys), Set(AlertStrings.shippedLanguages),
      "a table that fails to load would silently fall back to English")
  }

  func testEveryLanguageHasExactlyTheKeysTheDialogsUse() throws {
    // The microphone's texts ship ahead of its `MediaSource`; once the source exists,
    // `allKeys` lists them too and the union adds nothing.
    let expectedKeys = Set(AlertStrings.allKeys).union(microphoneKeys)
    XCTAssertEqual(expectedKeys.count, 36)
    for language in AlertStrings.shippedLanguages {
      let table = try AlertStrings.loadTable(language)
      let keys = Set(table.keys)
      XCTAssertEqual(
        keys.subtracting(expectedKeys), [], "\(language) has keys no dialog uses")
      XCTAssertEqual(expectedKeys.subtracting(keys), [], "\(language) lacks keys")
      for (key, value) in table {
        XCTAssertFalse(
          value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(language) \(key)")
      }
    }
  }

  func testFormatSpecifiersMatchEnglishInEveryLanguage() throws {
    let english = try AlertStrings.loadTable("en")
    for language in AlertStrings.shippedLanguages {
      let table = try AlertStrings.loadTable(language)
      for (key, englishValue) in english {
        guard let value = table[key] else { continue }
        XCTAssertEqual(
          formatSpecifiers(in: value), formatSpecifiers(in: englishValue),
          "\(language) \(key): \(value)")
      }
    }
    // Messages name the app exactly once; titles and buttons never do.
    for (key, value) in english {
      XCTAssertEqual(formatSpecifiers(in: value).count, key.hasSuffix(".message") ? 1 : 0, key)
    }
  }

  func testMessagesFillInTheAppNameAndLeaveNoSpecifier() {
    for language in LocalizedAlertTextRenderer.supportedLanguages {
      let renderer = LocalizedAlertTextRenderer(language: language, appName: "Snapshot")
      for source in MediaSource.allCases {
        for reason in AccessAlert.Reason.allCases {
          let message = renderer.message(for: reason, source: source)
          XCTAssertTrue(message.contains("Snapshot"), "\(language) \(reason) \(source)")
          XCTAssertFalse(message.contains("%"), "\(language) \(reason) \(source)")
        }
      }
    }
  }

  func testPreferredLanguagesPickTheClosestShippedTable() {
    let cases: [([String], String)] = [
      (["ja-JP"], "ja"),
      (["ko_KR"], "ko"),
      (["zh-Hant-TW"], "zh-Hant"),
      (["zh-TW"], "zh-Hant"),
      (["zh-HK"], "zh-Hant"),
      (["zh_Hans_CN"], "zh-Hans"),
      (["zh"], "zh-Hans"),
      (["pt-PT"], "pt-BR"),
      (["fr-CA"], "fr"),
      (["en-GB"], "en"),
      (["xx-YY", "de-AT"], "de"),
      (["xx"], "en"),
      ([], "en"),
    ]
    for (preferred, expected) in cases {
      let matcher = LanguageMatcher(
        available: LocalizedAlertTextRenderer.supportedLanguages, fallback: "en")
      XCTAssertEqual(matcher.bestLanguage(for: preferred), expected, "\(preferred)")
    }
  }

  func testExplicitLanguageAndLocaleChooseTheTable() {
    XCTAssertEqual(LocalizedAlertTextRenderer(language: "ko", appName: "A").language, "ko")
    XCTAssertEqual(
      LocalizedAlertTextRenderer(locale: Locale(identifier: "ja_JP"), appName: "A").language, "ja")
    XCTAssertEqual(
      LocalizedAlertTextRenderer(language: "ko", appName: "A").actionTitle(for: .openSettings),
      "설정 열기")
  }

  /// Every dialog key of the microphone: each reason's title and message.
  private var microphoneKeys: Set<String> {
    Set(
      AccessAlert.Reason.allCases.flatMap { reason in
        ["title", "message"].map { "\(reason.rawValue).microphone.\($0)" }
      })
  }

  private func formatSpecifiers(in text: String) -> [String] {
    let pattern = /%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j)?[@dDuUxXoOfeEgGcCsSpaAF%]/
    return text.matches(of: pattern).map { String($0.output) }.sorted()
  }
}
