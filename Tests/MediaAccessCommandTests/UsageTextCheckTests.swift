import XCTest

@testable import MediaAccessCommand

final class UsageTextCheckTests: XCTestCase {
  func testARealSentencePasses() {
    XCTAssertNil(UsageTextCheck.problem(in: "Takes the photo on your profile."))
    XCTAssertNil(UsageTextCheck.problem(in: "プロフィールの写真を撮ります。"))
  }

  func testBlankTextIsEmpty() {
    XCTAssertEqual(UsageTextCheck.problem(in: " \n\t"), .empty)
    // Blank as a launch judges it: a zero-width space or an ideographic space is no text either.
    XCTAssertEqual(UsageTextCheck.problem(in: "\u{200B}\u{3000}\u{00A0}"), .empty)
  }

  func testPlaceholderMarkersAreCaughtInUpperCaseOnly() {
    XCTAssertEqual(UsageTextCheck.problem(in: "TODO"), .placeholder("TODO"))
    XCTAssertEqual(UsageTextCheck.problem(in: "tbd"), .placeholder("tbd"))
    XCTAssertEqual(
      UsageTextCheck.problem(in: "Uses the camera (FIXME: better wording)"), .placeholder("FIXME"))
    // Spanish "todo" ("all") is a real word.
    XCTAssertNil(UsageTextCheck.problem(in: "Guarda todo lo que fotografías."))
  }

  /// Without a project a reference's value is unknown: only a marker around it is judged.
  func testTextsWithReferencesAreJudgedOnlyForMarkers() {
    XCTAssertNil(UsageTextCheck.placeholder(inUnexpanded: "$(CAMERA_USAGE_TEXT)"))
    XCTAssertNil(UsageTextCheck.placeholder(inUnexpanded: "${PRODUCT_NAME} scans receipts."))
    XCTAssertEqual(
      UsageTextCheck.placeholder(inUnexpanded: "$(PRODUCT_NAME) TODO"), .placeholder("TODO"))
    // A marker inside a reference's name is the setting's name, not a marker.
    XCTAssertNil(UsageTextCheck.placeholder(inUnexpanded: "$(TODO) scans your receipts."))
  }

  func testShortTextIsMeasuredInColumns() {
    XCTAssertEqual(UsageTextCheck.problem(in: "Camera"), .tooShort(trimmed: "Camera"))
    XCTAssertEqual(UsageTextCheck.problem(in: "짧음"), .tooShort(trimmed: "짧음"))
    XCTAssertEqual(UsageTextCheck.problem(in: " Scan\n"), .tooShort(trimmed: "Scan"))
    // Five Japanese characters take ten columns: enough to say something.
    XCTAssertNil(UsageTextCheck.problem(in: "写真を撮る"))
  }
}
