import Foundation
import XCTest

@testable import MediaAccessCommand

/// What the command plugin (Sources/Plugins/MediaAccessLintCommand) knows of lint's command
/// line. A plugin cannot link MediaAccessCommand, so it names lint's value options itself; this
/// keeps the two lists equal, or a new option's value would be taken for a path. The plugin
/// itself runs in .ci/check-lint-plugins.
final class LintPluginTests: XCTestCase {
  func testTheCommandPluginKnowsLintsValueOptions() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/Plugins/MediaAccessLintCommand/MediaAccessLintCommand.swift"),
      encoding: .utf8)
    let declaration = try XCTUnwrap(
      source.split(separator: "\n").first { $0.contains("static let valueOptions: Set<String> =") },
      "the plugin declares no valueOptions")
    let names = declaration.split(separator: "\"").enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    XCTAssertEqual(Set(names), LintOptions.valueOptions)
    XCTAssertEqual(names.count, LintOptions.valueOptions.count)
  }
}
