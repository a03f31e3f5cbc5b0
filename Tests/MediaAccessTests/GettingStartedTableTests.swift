import Foundation
import MediaAccess
import XCTest

/// Getting Started's Info.plist table is where an app team learns which keys to add: every
/// source the article launches must be in it, or the app is terminated at its first prompt.
final class GettingStartedTableTests: XCTestCase {
  private static let article = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/MediaAccess.docc/Articles/GettingStarted.md")

  /// The rows of the table headed "| Source | Info.plist key |".
  private func tableRows() throws -> [String] {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let header = try XCTUnwrap(
      lines.firstIndex { $0.hasPrefix("| Source | Info.plist key |") }, "no key table")
    return Array(lines[(header + 2)...].prefix { $0.hasPrefix("|") })
  }

  func testTheKeyTableNamesEverySourcesKey() throws {
    let rows = try tableRows()
    for source in MediaSource.builtIns {
      let key = source.usageDescriptionKey.rawValue
      XCTAssertTrue(
        rows.contains { $0.contains("`\(key)`") },
        "Getting Started's Info.plist table lacks \(key) (\(source))")
    }
  }

  /// The article shows video recording with sound, which asks for the microphone.
  func testTheArticleShowsTheMicrophonesLaunchAndItsKey() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    XCTAssertTrue(text.contains("pickVideoFromCamera"))
    XCTAssertTrue(try tableRows().contains { $0.contains("NSMicrophoneUsageDescription") })
  }
}
