import Foundation
import XCTest

@testable import MediaAccessCommand

/// What the command plugin (Sources/Plugins/MediaAccessLintCommand) knows of lint's command
/// line. A plugin cannot link MediaAccessCommand, so it names lint's value options itself; this
/// keeps the two lists equal, or a new option's value would be taken for a path. The plugin
/// itself runs in .ci/check-lint-plugins.
final class LintPluginTests: XCTestCase {
  private func text(_ path: String) throws -> String {
    try repositoryFile(path)
  }

  func testTheCommandPluginKnowsLintsValueOptions() throws {
    let source = try text("Sources/Plugins/MediaAccessLintCommand/MediaAccessLintCommand.swift")
    let start = try XCTUnwrap(
      source.range(of: "static let valueOptions: Set<String> = ["),
      "the plugin declares no valueOptions")
    let end = try XCTUnwrap(source[start.upperBound...].firstIndex(of: "]"))
    let declaration = source[start.upperBound..<end]
    let names = declaration.split(separator: "\"").enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    XCTAssertEqual(Set(names), LintOptions.valueOptions)
    XCTAssertEqual(names.count, LintOptions.valueOptions.count)
  }

  /// `lint --help` names every format, and the plugins as Package.swift declares them: the
  /// command's verb and the build-tool plugin's product.
  func testLintsHelpNamesTheFormatsAndThePlugins() async throws {
    let help = await LintCommand.help
    for format in LintOptions.Format.allCases {
      XCTAssertTrue(help.contains("\n  \(format.rawValue) "), "help lacks the \(format) format")
    }
    XCTAssertTrue(help.contains("--format text|json|sarif|github"), help)
    let manifest = try text("Package.swift")
    XCTAssertTrue(manifest.contains(#"verb: "media-access-lint""#))
    XCTAssertTrue(help.contains("swift package media-access-lint"), help)
    XCTAssertTrue(manifest.contains(#".plugin(name: "MediaAccessLintBuildTool""#))
    XCTAssertTrue(help.contains("MediaAccessLintBuildTool"), help)
  }

  /// `lint --help` says how the projects real apps have are handled: workspaces with a Pods
  /// project, `.xcconfig` files a template, `pod install` or `flutter` writes, paths only a
  /// build makes, unknown names, generated projects and preprocessed
  /// Info.plist files; and where a finding without a line goes in each format.
  func testLintsHelpSaysHowRealProjectsAreRead() async {
    let help = (await LintCommand.help).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for phrase in [
      "a project with none (Pods/Pods.xcodeproj) is skipped",
      "A missing .xcconfig (a base, or an #include at any depth; #include? is optional) is exit 2",
      "every target and configuration it costs, the settings it leaves unknown",
      "(`pod install`, `flutter pub get`, a .template beside it)",
      "it cannot be followed without a build", "An unknown name is a usage error",
      "XcodeGen project.yml", "Tuist Project.swift", "INFOPLIST_PREPROCESS = YES",
      "is <file>: error|warning: <message>, which Xcode shows on the file and sarif places at line 1",
      "a name that is no audited target is a usage error",
    ] {
      XCTAssertTrue(help.contains(phrase), "help lacks: \(phrase)")
    }
  }
}
