import Foundation
import MediaAccessTesting
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
    XCTAssertEqual(expectedKeys.count, 44)
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
      for source in MediaSource.builtIns {
        for reason in AccessAlert.Reason.allCases {
          let message = renderer.message(for: reason, source: source)
          XCTAssertTrue(message.contains("Snapshot"), "\(language) \(reason) \(source)")
          XCTAssertFalse(message.contains("%"), "\(language) \(reason) \(source)")
        }
      }
    }
  }

  func testShipsEveryLanguageIOSOffersAsASystemLanguage() {
    let expected = """
      ar ca cs da de el en es es-419 fi fr he hi hr hu id it ja ko ms nb nl pl pt-BR pt-PT
      ro ru sk sv th tr uk vi zh-HK zh-Hans zh-Hant
      """
    XCTAssertEqual(
      LocalizedAlertTextRenderer.supportedLanguages,
      expected.split(whereSeparator: \.isWhitespace).map(String.init))
  }

  func testEveryTableIsTranslatedAndPassesTheRendererConformanceSuite() throws {
    let english = try AlertStrings.loadTable("en")
    for language in LocalizedAlertTextRenderer.supportedLanguages {
      XCTAssertEqual(
        LocalizedAlertTextRenderer(language: language, appName: "Snapshot").language, language,
        "\(language) must pick its own table")
      guard language != "en" else { continue }
      // A message left in English is a table copied and never translated.
      let table = try AlertStrings.loadTable(language)
      for (key, value) in table where key.hasSuffix(".message") {
        XCTAssertNotEqual(value, english[key], "\(language) \(key) is the English text")
      }
    }
    assertAlertTextRendererConformance(languages: LocalizedAlertTextRenderer.supportedLanguages) {
      LocalizedAlertTextRenderer(language: $0, appName: "Snapshot")
    }
  }

  func testMicrophoneTextsReadLikeTheCameraOnes() {
    let expected = """
      Microphone Access
      Next, Snapshot will ask to use your microphone. You can change your choice at any time in Settings.
      Microphone Access Is Off
      Snapshot doesn't have permission to use the microphone. You can allow it in Settings.
      Microphone Access Restricted
      Microphone access for Snapshot is restricted on this device, for example by Screen Time or a device management profile.
      No Microphone Available
      This device has no microphone that Snapshot can use.
      Microphone Busy
      Snapshot can't use the microphone right now. Another app may be using it. Try again in a moment.
      マイクへのアクセス
      次に、Snapshotがマイクの使用を求めます。選択内容は設定でいつでも変更できます。
      マイクへのアクセスがオフです
      Snapshotにはマイクを使用する権限がありません。設定で許可できます。
      マイクへのアクセスが制限されています
      このデバイスでは、スクリーンタイムやデバイス管理プロファイルなどにより、Snapshotのマイクへのアクセスが制限されています。
      マイクを利用できません
      このデバイスにはSnapshotで使用できるマイクがありません。
      マイクは使用中です
      Snapshotは現在マイクを使用できません。ほかのAppが使用している可能性があります。しばらくしてからもう一度お試しください。
      """
    let lines = ["en", "ja"].flatMap { language in
      AccessAlert.Reason.allCases.flatMap { reason in
        ["title", "message"].map { part in
          AlertStrings.text("\(reason.rawValue).microphone.\(part)", language: language)
            .replacingOccurrences(of: "%@", with: "Snapshot")
        }
      }
    }
    assertLinesEqual(lines.joined(separator: "\n"), expected)
  }

  func testPreferredLanguagesPickTheClosestShippedTable() {
    let cases: [([String], String)] = [
      (["ja-JP"], "ja"),
      (["ko_KR"], "ko"),
      (["zh-Hant-TW"], "zh-Hant"),
      (["zh-TW"], "zh-Hant"),
      (["zh_Hans_CN"], "zh-Hans"),
      (["zh"], "zh-Hans"),
      (["fr-CA"], "fr"),
      (["en-GB"], "en"),
      (["xx-YY", "de-AT"], "de"),
      (["xx"], "en"),
      ([], "en"),
    ]
    assertMatches(cases)
  }

  /// Each language added with the iOS 18 set, as iOS and CLDR spell it with and without a
  /// region, and with the retired codes older systems still send.
  func testEachNewLanguageIsPickedFromItsRegionalForms() {
    let cases: [([String], String)] = [
      (["ar"], "ar"), (["ar-SA"], "ar"), (["ar_EG"], "ar"),
      (["ca-ES"], "ca"), (["ca_AD"], "ca"),
      (["hr-HR"], "hr"), (["cs-CZ"], "cs"), (["da-DK"], "da"), (["fi-FI"], "fi"),
      (["el-GR"], "el"), (["el_CY"], "el"),
      (["he-IL"], "he"), (["iw"], "he"), (["iw_IL"], "he"),
      (["hi-IN"], "hi"), (["hu-HU"], "hu"),
      (["id-ID"], "id"), (["in"], "id"), (["in-ID"], "id"),
      (["ms-MY"], "ms"), (["ms_SG"], "ms"),
      (["nb-NO"], "nb"), (["no"], "nb"), (["no-NO"], "nb"), (["nn-NO"], "nb"),
      (["ro-RO"], "ro"), (["ro-MD"], "ro"), (["mo"], "ro"),
      (["sk-SK"], "sk"), (["th-TH"], "th"), (["uk-UA"], "uk"), (["vi-VN"], "vi"),
    ]
    assertMatches(cases)
  }

  /// Spanish, Portuguese and Chinese ship regional tables: a region takes the table of the
  /// variety spoken there, after CLDR's parent locales.
  func testRegionsTakeTheTableOfTheirVariety() {
    let cases: [([String], String)] = [
      (["es"], "es"), (["es-ES"], "es"), (["es-GQ"], "es"),
      (["es-419"], "es-419"), (["es-MX"], "es-419"), (["es-US"], "es-419"),
      (["es_AR"], "es-419"), (["es-CO"], "es-419"), (["es_CL"], "es-419"),
      (["pt"], "pt-BR"), (["pt-BR"], "pt-BR"), (["pt_BR"], "pt-BR"),
      (["pt-PT"], "pt-PT"), (["pt_PT"], "pt-PT"), (["pt-AO"], "pt-PT"), (["pt-MZ"], "pt-PT"),
      (["zh-HK"], "zh-HK"), (["zh_Hant_HK"], "zh-HK"), (["zh-Hant-HK"], "zh-HK"),
      (["zh-MO"], "zh-HK"), (["zh_Hant_MO"], "zh-HK"),
      (["zh_Hant_TW"], "zh-Hant"), (["zh-Hant"], "zh-Hant"),
      (["zh-Hans-HK"], "zh-Hans"), (["zh-SG"], "zh-Hans"), (["zh-CN"], "zh-Hans"),
      (["en_GB"], "en"), (["en-AU"], "en"), (["en-IN"], "en"),
      (["fr_CA"], "fr"), (["fr-CH"], "fr"), (["de-CH"], "de"),
    ]
    assertMatches(cases)
  }

  /// Locale keywords and BCP 47 extensions choose calendars and digits, not the language
  /// (issue #11, item 6).
  func testLocaleKeywordsAndExtensionsLeaveTheLanguageAlone() {
    let cases: [(String, String)] = [
      ("zh_TW@calendar=roc", "zh-Hant"),
      ("zh_HK@rg=hkzzzz", "zh-HK"),
      ("zh_MO@numbers=hanidec", "zh-HK"),
      ("zh_Hant_TW@calendar=roc;numbers=hanidec", "zh-Hant"),
      ("zh-TW-u-ca-roc", "zh-Hant"),
      ("zh-Hant-HK-u-nu-hanidec", "zh-HK"),
      ("ar-SA-u-nu-latn", "ar"),
      ("he_IL@calendar=hebrew", "he"),
      ("es-MX-u-ca-gregory", "es-419"),
      ("pt-PT-x-private", "pt-PT"),
      ("en_US@rg=gbzzzz", "en"),
    ]
    for (identifier, expected) in cases {
      let renderer = LocalizedAlertTextRenderer(
        locale: Locale(identifier: identifier), appName: "Snapshot")
      XCTAssertEqual(renderer.language, expected, identifier)
    }
  }

  /// A blank name would leave " doesn't have permission…" (issue #11, item 7).
  func testABlankAppNameFallsBackToTheDisplayName() {
    let displayName = LocalizedAlertTextRenderer.displayName(of: .main)
    XCTAssertFalse(displayName.allSatisfy(\.isWhitespace))
    for blank in ["", " ", "\t\n"] {
      let renderer = LocalizedAlertTextRenderer(language: "en", appName: blank)
      XCTAssertEqual(renderer.appName, displayName, "\(blank.debugDescription)")
      XCTAssertEqual(
        renderer.message(for: .denied, source: .camera),
        "\(displayName) doesn't have permission to use the camera. You can allow it in Settings.")
    }
    XCTAssertEqual(LocalizedAlertTextRenderer(language: "en", appName: " Snap ").appName, "Snap")
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

  private func assertMatches(
    _ cases: [([String], String)], file: StaticString = #filePath, line: UInt = #line
  ) {
    let matcher = LanguageMatcher(
      available: LocalizedAlertTextRenderer.supportedLanguages, fallback: "en")
    for (preferred, expected) in cases {
      XCTAssertEqual(
        matcher.bestLanguage(for: preferred), expected, "\(preferred)", file: file, line: line)
    }
  }

  private func formatSpecifiers(in text: String) -> [String] {
    let pattern = /%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j)?[@dDuUxXoOfeEgGcCsSpaAF%]/
    return text.matches(of: pattern).map { String($0.output) }.sorted()
  }
}
