import MediaAccess
import XCTest

@testable import MediaAccessCommand

final class DisplayWidthTests: XCTestCase {
  func testLatinTextTakesOneColumnPerCharacter() {
    XCTAssertEqual(DisplayWidth.of("Camera Access"), 13)
  }

  func testChineseJapaneseAndKoreanTakeTwoColumns() {
    XCTAssertEqual(DisplayWidth.of("カメラ"), 6)
    XCTAssertEqual(DisplayWidth.of("相机"), 4)
    XCTAssertEqual(DisplayWidth.of("카메라"), 6)
    XCTAssertEqual(DisplayWidth.of("Snapshotがカメラ"), 8 + 8)
  }

  func testFullwidthFormsTakeTwoColumnsAndHalfwidthKatakanaOne() {
    XCTAssertEqual(DisplayWidth.of("ＡＢ！"), 6)
    XCTAssertEqual(DisplayWidth.of("ｶﾒﾗ"), 3)
  }

  func testCombiningMarksTakeNoColumns() {
    XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
    XCTAssertEqual(DisplayWidth.of("Ame\u{301}lie"), 6)
    XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x301) ?? "?"), 0)
  }

  func testDecomposedHangulTakesTwoColumnsLikeItsSyllable() {
    // 한 as leading consonant + vowel + final consonant.
    XCTAssertEqual(DisplayWidth.of("\u{1112}\u{1161}\u{11AB}"), 2)
    XCTAssertEqual(DisplayWidth.of("한"), 2)
  }

  func testEmojiTakeTwoColumns() {
    XCTAssertEqual(DisplayWidth.of("📷"), 2)
    XCTAssertEqual(DisplayWidth.of("❤️"), 2)
    XCTAssertEqual(DisplayWidth.of("👨‍👩‍👧"), 2)
  }

  func testBoxDrawingTakesOneColumn() {
    XCTAssertEqual(DisplayWidth.of("┌─┐│└┘├┤"), 8)
  }

  func testPaddingFillsToDisplayWidth() {
    XCTAssertEqual(DisplayWidth.padded("日本", to: 6), "日本  ")
    XCTAssertEqual(DisplayWidth.padded("toolong", to: 3), "toolong")
  }
}

final class LineWrapperTests: XCTestCase {
  func testLatinTextBreaksAtSpaces() {
    let lines = LineWrapper(width: 20).wrap(
      "Snapshot doesn't have permission to use the camera.")
    XCTAssertEqual(lines, ["Snapshot doesn't", "have permission to", "use the camera."])
  }

  func testTextThatFitsStaysOnOneLine() {
    XCTAssertEqual(LineWrapper(width: 40).wrap("Camera Access"), ["Camera Access"])
  }

  func testJapaneseBreaksBetweenCharactersWithinTheWidth() {
    let text = "このデバイスにはSnapshotで使用できるカメラがありません。"
    let lines = LineWrapper(width: 20).wrap(text)
    XCTAssertEqual(lines.joined(), text)
    XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 20 }, "\(lines)")
    XCTAssertGreaterThan(lines.count, 1)
  }

  func testClosingPunctuationNeverStartsALine() {
    // Width 8 would put "。" alone at the start of the second line; it stays with "す".
    let lines = LineWrapper(width: 8).wrap("できます。")
    XCTAssertEqual(lines, ["できま", "す。"])
    XCTAssertFalse(LineWrapper.mayBreak(between: "す", and: "。"))
    XCTAssertFalse(LineWrapper.mayBreak(between: "「", and: "設"))
    XCTAssertTrue(LineWrapper.mayBreak(between: "設", and: "定"))
    XCTAssertFalse(LineWrapper.mayBreak(between: "a", and: "b"))
  }

  func testKoreanBreaksAtSpacesLikeLatinText() {
    let lines = LineWrapper(width: 17).wrap("설정에서 언제든지 선택을 변경할 수 있습니다.")
    XCTAssertEqual(lines, ["설정에서 언제든지", "선택을 변경할 수", "있습니다."])
  }

  func testAWordWiderThanTheLineIsCut() {
    XCTAssertEqual(
      LineWrapper(width: 10).wrap("NSPhotoLibraryAddUsageDescription"),
      ["NSPhotoLib", "raryAddUsa", "geDescript", "ion"])
  }

  func testNewlinesAlwaysBreakAndEmptyLinesSurvive() {
    XCTAssertEqual(LineWrapper(width: 30).wrap("Title\n\nMessage"), ["Title", "", "Message"])
  }
}

final class TextBoxTests: XCTestCase {
  func testEveryLineIsExactlyTheBoxWidth() {
    let lines = TextBox(width: 30).draw([
      TextBox.Section(
        lines: ["Camera Access Is Off", "", "You can allow it in Settings."],
        alignment: .center),
      TextBox.Section(lines: ["[ Cancel ]   [ Open Settings ]"], alignment: .center),
    ])
    XCTAssertEqual(lines.first, "┌" + String(repeating: "─", count: 28) + "┐")
    XCTAssertEqual(lines.last, "└" + String(repeating: "─", count: 28) + "┘")
    XCTAssertTrue(lines.contains("├" + String(repeating: "─", count: 28) + "┤"))
    XCTAssertEqual(Set(lines.map(DisplayWidth.of)), [30], lines.joined(separator: "\n"))
  }

  func testLinesThatFitKeepTheirSpacing() {
    let lines = TextBox(width: 40).draw([
      TextBox.Section(lines: ["[ A ]   [ B ]"], alignment: .leading)
    ])
    XCTAssertEqual(lines[1], "│ [ A ]   [ B ]" + String(repeating: " ", count: 23) + " │")
  }

  /// The width test: a Japanese and a Korean box, drawn at the same width, have every
  /// right edge in the same terminal column, line for line.
  func testJapaneseAndKoreanBoxesLineUp() {
    let box = TextBox(width: 44)
    let japanese = box.draw([
      TextBox.Section(
        lines: ["カメラへのアクセスがオフです", "", "Snapshotにはカメラを使用する権限がありません。設定で許可できます。"],
        alignment: .center),
      TextBox.Section(lines: ["[ キャンセル ]   [ 設定を開く ]"], alignment: .center),
    ])
    let korean = box.draw([
      TextBox.Section(
        lines: ["카메라 접근이 꺼져 있음", "", "Snapshot에는 카메라 사용 권한이 없습니다. 설정에서 허용할 수 있습니다."],
        alignment: .center),
      TextBox.Section(lines: ["[ 취소 ]   [ 설정 열기 ]"], alignment: .center),
    ])
    let drawing = (japanese + korean).joined(separator: "\n")
    XCTAssertEqual(Set(japanese.map(DisplayWidth.of)), [44], drawing)
    XCTAssertEqual(Set(korean.map(DisplayWidth.of)), [44], drawing)
    for line in japanese + korean {
      XCTAssertTrue(
        line.hasSuffix("│") || line.hasSuffix("┐") || line.hasSuffix("┤")
          || line.hasSuffix("┘"), line)
    }
  }
}

final class RightToLeftLayoutTests: XCTestCase {
  func testTheFirstLetterGivesTheDirection() {
    XCTAssertEqual(TextDirection.firstStrong(in: "الوصول إلى الكاميرا"), .rightToLeft)
    XCTAssertEqual(TextDirection.firstStrong(in: "הגישה למצלמה כבויה"), .rightToLeft)
    XCTAssertEqual(TextDirection.firstStrong(in: "[ مقيَّد ]"), .rightToLeft)
    XCTAssertEqual(TextDirection.firstStrong(in: "Snapshot יבקש"), .leftToRight)
    XCTAssertEqual(TextDirection.firstStrong(in: "カメラ"), .leftToRight)
    XCTAssertEqual(TextDirection.firstStrong(in: "1. [ ]"), nil)
  }

  /// An Arabic dialog reads right to left inside a box drawn left to right: every line is the
  /// box's width, the borders are the first and last characters, the text is centred, and the
  /// buttons keep their order, so a terminal that reorders them puts Cancel on the right as
  /// iOS does.
  func testAnArabicDialogIsLaidOutRightToLeftInsideItsBox() {
    let alert = AccessAlert(
      reason: .denied, source: .camera,
      renderer: LocalizedAlertTextRenderer(language: "ar", appName: "Snapshot"))
    let lines = AlertBox(width: 44).lines(for: alert)
    let expected = """
      ┌──────────────────────────────────────────┐
      │        الوصول إلى الكاميرا متوقف         │
      │                                          │
      │ ليس لدى Snapshot إذن باستخدام الكاميرا.  │
      │     يمكنك السماح بذلك من الإعدادات.      │
      ├──────────────────────────────────────────┤
      │      [ إلغاء ]   [ فتح الإعدادات ]       │
      └──────────────────────────────────────────┘
      """
    // The literal shows the characters; the bidi controls, which take no column, are checked
    // line by line below. The message's own (its Arabic letter mark, and the isolate around
    // the app name) come from the renderer.
    let controls: Set<Character> = [
      TextDirection.leftToRightMark, TextDirection.rightToLeftIsolate,
      TextDirection.popDirectionalIsolate, "\u{061C}", "\u{2068}",
    ]
    LineDiff.assertEqual(
      lines.map { $0.filter { !controls.contains($0) } }.joined(separator: "\n"), expected)
    XCTAssertEqual(Set(lines.map(DisplayWidth.of)), [44])
    for line in lines where line.hasPrefix("│") && line.contains(where: \.isLetter) {
      // Left border, left-to-right mark, margin and padding; the text isolated right to left
      // (the app name in its own first-strong isolate); padding, margin and right border.
      XCTAssertNotNil(
        line.wholeMatch(
          of:
            /│\u{200E} +\u{2067}[^\u{2067}\u{2069}]+(\u{2068}[^\u{2068}\u{2069}]+\u{2069}[^\u{2067}\u{2069}]+)?\u{2069} +│/
        ),
        line.debugDescription)
    }
    XCTAssertEqual(lines[2], "│\u{200E}" + String(repeating: " ", count: 42) + "│")
  }

  /// A Hebrew message whose app name of several words is wrapped across lines: each line
  /// closes the name's isolate it opened, and the next reopens it, so every line's own isolate
  /// and the border after it stay put.
  func testAnAppNameWrappedAcrossLinesKeepsEveryLineIsolated() {
    let alert = AccessAlert(
      reason: .softAsk, source: .camera,
      renderer: LocalizedAlertTextRenderer(language: "he", appName: "Snap Pro Max Ultra"))
    let lines = AlertBox(width: 30).lines(for: alert)
    XCTAssertTrue(
      lines.contains { $0.contains("\u{2068}Snap") && !$0.contains("Ultra") },
      "the name is wrapped: \(lines)")
    for line in lines {
      var depth = 0
      for scalar in line.unicodeScalars {
        if (0x2066...0x2068).contains(scalar.value) { depth += 1 }
        if scalar == "\u{2069}" {
          depth -= 1
          XCTAssertGreaterThanOrEqual(depth, 0, line.debugDescription)
        }
      }
      XCTAssertEqual(depth, 0, line.debugDescription)
      XCTAssertTrue(
        line.hasSuffix("│") || line.hasSuffix("┐") || line.hasSuffix("┘") || line.hasSuffix("┤"))
    }
    XCTAssertEqual(Set(lines.map(DisplayWidth.of)), [30])
  }

  func testRightToLeftLeadingTextSitsAgainstTheRightBorder() {
    let lines = TextBox(width: 20).draw([
      TextBox.Section(lines: ["שלום", "Hello"], alignment: .leading, direction: .rightToLeft),
      TextBox.Section(lines: ["Hello"], alignment: .leading),
    ])
    let expected = """
      ┌──────────────────┐
      │\u{200E}             \u{2067}שלום\u{2069} │
      │\u{200E}            \u{2067}Hello\u{2069} │
      ├──────────────────┤
      │ Hello            │
      └──────────────────┘
      """
    LineDiff.assertEqual(lines.joined(separator: "\n"), expected)
  }

  /// A Latin dialog is drawn exactly as before: no bidi controls at all.
  func testLeftToRightBoxesHoldNoBidiControls() {
    let alert = AccessAlert(
      reason: .denied, source: .camera,
      renderer: LocalizedAlertTextRenderer(language: "en", appName: "Snapshot"))
    for line in AlertBox(width: 44).lines(for: alert) {
      XCTAssertFalse(line.unicodeScalars.contains { $0.properties.generalCategory == .format })
    }
  }
}
