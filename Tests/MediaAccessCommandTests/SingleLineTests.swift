import XCTest

@testable import MediaAccessCommand

/// What `lint` writes for a path or a quoted text: always one line, and never ambiguous.
final class SingleLineTests: XCTestCase {
  func testPlainTextIsUnchanged() {
    XCTAssertEqual(
      "Takes the photo on your profile.".singleLine, "Takes the photo on your profile.")
    XCTAssertEqual("写真を撮ります。".singleLine, "写真を撮ります。")
  }

  func testLineBreaksAndControlsAreEscaped() {
    XCTAssertEqual("Scan\n".singleLine, #"Scan\n"#)
    XCTAssertEqual("a\r\nb\tc".singleLine, #"a\r\nb\tc"#)
    XCTAssertEqual("x\u{2028}y\u{2029}z\u{85}".singleLine, #"x\u{2028}y\u{2029}z\u{85}"#)
    XCTAssertEqual("\u{1B}[2J\u{0}".singleLine, #"\u{1B}[2J\u{0}"#)
  }

  func testABackslashIsDoubledSoAnEscapeReadsApartFromWhatItStandsFor() {
    XCTAssertEqual(#"C:\new"#.singleLine, #"C:\\new"#)
    XCTAssertNotEqual(#"a\nb"#.singleLine, "a\nb".singleLine)
  }
}
