import Foundation
import XCTest

/// A project made by a generator (XcodeGen's `project.yml`, Tuist's `Project.swift`) and not
/// committed: without the generated `.xcodeproj`, nothing Xcode builds can be read, and the
/// run says which generator makes it rather than auditing stray plists as apps.
final class LintGeneratedProjectTests: LintFixtureTestCase {
  private func writeApp(_ files: FixtureDirectory) throws {
    try files.writePlist("Notes/App/Info.plist", ["NSCameraUsageDescription": "TODO"])
    try files.writePlist(
      "Notes/Widget/Info.plist",
      ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"]])
  }

  func testAnXcodeGenSpecWithoutItsProjectIsAnError() throws {
    let files = try directory()
    try writeApp(files)
    try files.writeText(
      "Notes/project.yml",
      "name: Notes\ntargets:\n  Notes:\n    type: application\n    platform: iOS\n    sources: [App]\n"
    )
    let run = try lint(["Notes"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "Notes/project.yml: error: no Xcode project found; XcodeGen generates it from this "
          + "file: run `xcodegen generate`, then lint the project"
      ])
    XCTAssertEqual(
      run.standardOutput, "0 Info.plist files checked, 0 findings, 1 input unreadable.\n")
    let named = try lint(["Notes/project.yml"])
    XCTAssertEqual(named.status, 2)
    XCTAssertEqual(named.errorLines, run.errorLines)
  }

  func testATuistManifestWithoutItsProjectIsAnError() throws {
    let files = try directory()
    try writeApp(files)
    try files.writeText(
      "Notes/Project.swift",
      "import ProjectDescription\n\nlet project = Project(name: \"Notes\", targets: [])\n")
    let run = try lint(["."])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "./Notes/Project.swift: error: no Xcode project found; Tuist generates it from this "
          + "file: run `tuist generate`, then lint the project"
      ])
  }

  /// A Swift source that happens to be called `Project.swift` is no manifest: the plist
  /// beside it is audited as before.
  func testASourceFileNamedProjectIsNoManifest() throws {
    let files = try directory()
    try writeApp(files)
    try files.writeText("Notes/App/Project.swift", "struct Project {}\n")
    let run = try lint(["Notes/App"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.standardOutput.hasPrefix("Notes/App/Info.plist:"), run.standardOutput)
  }
}
