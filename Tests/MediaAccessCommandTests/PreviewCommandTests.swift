import Foundation
import MediaAccess
import XCTest

@testable import MediaAccessCommand

/// `media-access preview` in its three formats, run as a binary.
final class PreviewCommandTests: XCTestCase {
  /// Sources × reasons: camera, microphone, photo library read-write and add-only, five
  /// reasons each.
  private let dialogsPerLanguage = 20

  func testTextDrawsEveryDialogAsABoxOfTheRequestedWidth() throws {
    let run = try ToolRun.run(["preview", "--locale", "ja", "--width", "48"])
    XCTAssertEqual(run.status, 0, run.standardError)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    let boxLines = lines.filter { $0.hasPrefix("│") || $0.hasPrefix("┌") || $0.hasPrefix("└") }
    XCTAssertEqual(lines.filter { $0.hasPrefix("┌") }.count, dialogsPerLanguage)
    XCTAssertEqual(Set(boxLines.map(DisplayWidth.of)), [48], run.standardOutput)
    XCTAssertTrue(run.standardOutput.contains("カメラへのアクセスがオフです"))
    XCTAssertTrue(run.standardOutput.contains("[ キャンセル ]"))
  }

  /// The width test, end to end: Japanese and Korean boxes from the binary have their
  /// right edges in the same column on every line.
  func testJapaneseAndKoreanBoxesFromTheBinaryLineUp() throws {
    var rightEdges: Set<Int> = []
    for language in ["ja", "ko"] {
      let run = try ToolRun.run(["preview", "--locale", language, "--source", "camera"])
      XCTAssertEqual(run.status, 0, run.standardError)
      for line in run.standardOutput.split(separator: "\n")
      where line.hasPrefix("│") || line.hasPrefix("├") {
        rightEdges.insert(DisplayWidth.of(line))
      }
    }
    XCTAssertEqual(rightEdges, [60])
  }

  /// `preview --locale ar` and `he`: every box line is the box's width with its borders first
  /// and last, and each line of text sits in a right-to-left isolate after a left-to-right
  /// mark, so a terminal that reorders bidirectional text reverses the text and leaves the
  /// borders in place.
  func testArabicAndHebrewBoxesKeepTheirBordersAndReadRightToLeft() throws {
    for language in ["ar", "he"] {
      let run = try ToolRun.run(["preview", "--locale", language, "--width", "50"])
      XCTAssertEqual(run.status, 0, run.standardError)
      let boxLines = run.standardOutput.split(separator: "\n").map(String.init)
        .filter { ["┌", "│", "├", "└"].contains($0.first) }
      XCTAssertEqual(boxLines.filter { $0.hasPrefix("┌") }.count, dialogsPerLanguage)
      XCTAssertEqual(Set(boxLines.map(DisplayWidth.of)), [50], run.standardOutput)
      let edges: [Character: Character] = ["┌": "┐", "│": "│", "├": "┤", "└": "┘"]
      for line in boxLines {
        XCTAssertEqual(line.last, line.first.flatMap { edges[$0] }, line)
      }
      let textLines = boxLines.filter { $0.contains(where: \.isLetter) }
      XCTAssertFalse(textLines.isEmpty)
      for line in textLines {
        XCTAssertTrue(line.hasPrefix("│\u{200E} "), "\(language): \(line.debugDescription)")
        XCTAssertTrue(
          line.contains("\u{2067}") && line.contains("\u{2069} "),
          "\(language): \(line.debugDescription)")
      }
    }
  }

  func testMarkdownHasATablePerLanguage() throws {
    let run = try ToolRun.run(["preview", "--locale", "all", "--format", "markdown"])
    XCTAssertEqual(run.status, 0, run.standardError)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "# MediaAccess dialogs")
    let headings = lines.filter { $0.hasPrefix("## ") }
    XCTAssertEqual(headings, PreviewCatalog.allLanguages.map { "## \($0)" })
    let rows = lines.filter { $0.hasPrefix("| `") }
    XCTAssertEqual(rows.count, dialogsPerLanguage * headings.count)
    XCTAssertTrue(
      rows.contains(
        "| `camera` | `denied` | Camera Access Is Off | Snapshot doesn't have permission to use "
          + "the camera. You can allow it in Settings. | Cancel · Open Settings |"),
      rows.prefix(4).joined(separator: "\n"))
  }

  func testJSONParsesAndHoldsEveryDialog() throws {
    let run = try ToolRun.run(["preview", "--locale", "all", "--format", "json"])
    XCTAssertEqual(run.status, 0, run.standardError)
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    XCTAssertEqual(document["appName"] as? String, "Snapshot")
    let languages = try XCTUnwrap(document["languages"] as? [[String: Any]])
    XCTAssertEqual(languages.compactMap { $0["language"] as? String }, PreviewCatalog.allLanguages)
    for language in languages {
      let dialogs = try XCTUnwrap(language["dialogs"] as? [[String: Any]])
      XCTAssertEqual(dialogs.count, dialogsPerLanguage)
      for dialog in dialogs {
        XCTAssertFalse((dialog["title"] as? String ?? "").isEmpty)
        XCTAssertFalse((dialog["message"] as? String ?? "").isEmpty)
        XCTAssertTrue((dialog["message"] as? String ?? "").contains("Snapshot"))
        let roles = (dialog["actions"] as? [[String: Any]] ?? []).compactMap {
          $0["role"] as? String
        }
        switch dialog["reason"] as? String {
        case "softAsk": XCTAssertEqual(roles, ["continue"])
        case "denied": XCTAssertEqual(roles, ["cancel", "openSettings"])
        default: XCTAssertEqual(roles, ["ok"])
        }
      }
    }
  }

  func testJSONNamesSourcesAndTheirKeys() throws {
    let run = try ToolRun.run([
      "preview", "--format", "json", "--source", "photo-library, photo-library-add-only",
    ])
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let dialogs = try XCTUnwrap(
      (document["languages"] as? [[String: Any]])?.first?["dialogs"] as? [[String: Any]])
    XCTAssertEqual(
      Set(dialogs.compactMap { $0["usageDescriptionKey"] as? String }),
      ["NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription"])
  }
}
