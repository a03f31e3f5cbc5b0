import Foundation
import XCTest

/// How a project's own paths are followed when it is named from its own folder.
final class LintProjectPathTests: LintFixtureTestCase {
  /// Writes the Shop app with a placeholder camera text, its Info.plist named
  /// `$(SRCROOT)/Shop/Info.plist`.
  private func writeShopWithASourceRootInfoPlist() throws -> FixtureDirectory {
    let files = try directory()
    try PodsAppProject.write(into: files, cameraText: "TODO")
    try files.writeText(
      "Shop.xcodeproj/project.pbxproj",
      PodsAppProject.projectFile().replacingOccurrences(
        of: "INFOPLIST_FILE = Shop/Info.plist;",
        with: #"INFOPLIST_FILE = "$(SRCROOT)/Shop/Info.plist";"#))
    return files
  }

  /// `INFOPLIST_FILE = "$(SRCROOT)/Shop/Info.plist"` in a project named as `Shop.xcodeproj`,
  /// from its folder: the Info.plist is `Shop/Info.plist`, not `/Shop/Info.plist`.
  func testSourceRootOfAProjectInTheCurrentFolderIsThatFolder() throws {
    _ = try writeShopWithASourceRootInfoPlist()
    let run = try lint(["Shop.xcodeproj"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Shop/Info.plist:5:7: error: target Shop (Debug): NSCameraUsageDescription is a placeholder \
      (TODO); say why the app needs to use the camera
      Shop/Info.plist:5:7: error: target Shop (Release): NSCameraUsageDescription is a \
      placeholder (TODO); say why the app needs to use the camera
      2 target configurations checked, 2 findings.

      """)
  }

  /// The same project named from the folder above it (`lint Apps/Shop.xcodeproj`): the
  /// Info.plist is `Apps/Shop/Info.plist`, not `Apps/Apps/Shop/Info.plist`, as `$(SRCROOT)` is
  /// the project's folder however the project is named.
  func testSourceRootOfAProjectNamedFromAnotherFolderIsJoinedOnce() throws {
    let files = try writeShopWithASourceRootInfoPlist()
    let folder = files.url.lastPathComponent
    let run = try ToolRun.run(
      ["lint", folder + "/Shop.xcodeproj", "--configuration", "Debug"],
      in: files.url.deletingLastPathComponent())
    XCTAssertEqual(run.standardError, "")
    LineDiff.assertEqual(
      run.standardOutput,
      """
      \(folder)/Shop/Info.plist:5:7: error: target Shop (Debug): NSCameraUsageDescription is a \
      placeholder (TODO); say why the app needs to use the camera
      1 target configuration checked, 1 finding.

      """)
  }

  /// An Info.plist both configurations use that cannot be read is named once, not once per
  /// configuration.
  func testAnUnreadableInfoPlistSharedByConfigurationsIsNamedOnce() throws {
    let files = try directory()
    try PodsAppProject.write(into: files)
    try files.writeText("Shop/Info.plist", "<plist>\n#ifdef DEBUG\n")
    let run = try lint(["Shop.xcodeproj"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.errorLines.count, 1, run.standardError)
    XCTAssertTrue(run.standardError.hasPrefix("Shop/Info.plist: error: "), run.standardError)
  }

  /// A group whose path climbs out of its parent (`path = ..`, as Automattic/simplenote-ios
  /// has) names its files without the dot segments, in the text and JSON formats alike: the
  /// path a developer sees in Xcode and the repository.
  func testAGroupClimbingOutOfItsParentNamesItsFilesWithoutDotSegments() throws {
    let files = try directory()
    let project = AuditProject(infoPlistLanguages: ["en"])
    try project.write(
      into: files, infoPlist: ["NSCameraUsageDescription": "Scans the receipts you photograph."])
    try files.writeText(
      "App/App.xcodeproj/project.pbxproj",
      project.projectFile
        .replacingOccurrences(
          of: "children = (A1, VI, VL); path = App;", with: "children = (A1, GR); path = App;"
        )
        .replacingOccurrences(
          of: "\t\tG0 = {",
          with: """
            \t\tGR = {isa = PBXGroup; children = (GU); path = Resources; sourceTree = "<group>"; };
            \t\tGU = {isa = PBXGroup; children = (VI, VL); path = ..; sourceTree = "<group>"; };
            \t\tG0 = {
            """))
    try files.writeStrings(
      "App/App/en.lproj/InfoPlist.strings", ["NSCameraUsageDescription": "TODO"])
    let text = try lint(["App", "--configuration", "Release"])
    XCTAssertEqual(text.standardError, "")
    XCTAssertEqual(text.status, 1, text.standardOutput)
    XCTAssertTrue(
      text.standardOutput.hasPrefix("App/App/en.lproj/InfoPlist.strings:2:2: error: "),
      text.standardOutput)
    XCTAssertFalse(text.standardOutput.contains(".."), text.standardOutput)
    let json = try lint(["App", "--configuration", "Release", "--format", "json"])
    XCTAssertEqual(json.status, 1, json.standardOutput)
    XCTAssertTrue(
      json.standardOutput.contains(#""App/App/en.lproj/InfoPlist.strings""#)
        || json.standardOutput.contains(#""App\/App\/en.lproj\/InfoPlist.strings""#),
      json.standardOutput)
    XCTAssertFalse(json.standardOutput.contains(".."), json.standardOutput)
  }

  /// Paths a project climbs through (`Configs/../../Shared`) are named as the repository
  /// names the file, in every format.
  func testPathsThatClimbAreNormalizedInEveryFormat() throws {
    let files = try directory()
    try MinimalProject.write(
      into: files,
      xcconfig: "#include \"../../Shared/Base.xcconfig\"\n"
        + "INFOPLIST_FILE = Configs/../App/Info.plist\n")
    try files.writeText(
      "Shared/Base.xcconfig", "INFOPLIST_KEY_NSCameraUsageDescription = TODO\n")
    try files.writePlist("App/App/Info.plist", ["NSMicrophoneUsageDescription": "TODO"])
    let text = try lint(["App"])
    XCTAssertEqual(text.standardError, "")
    XCTAssertEqual(text.status, 1)
    LineDiff.assertEqual(
      text.standardOutput,
      """
      Shared/Base.xcconfig:1:15: error: target App (Debug): NSCameraUsageDescription is a \
      placeholder (TODO); say why the app needs to use the camera
      App/App/Info.plist:5:7: error: target App (Debug): NSMicrophoneUsageDescription is a \
      placeholder (TODO); say why the app needs to use the microphone
      1 target configuration checked, 2 findings.

      """)
    for format in ["json", "sarif", "github"] {
      let run = try lint(["App", "--format", format])
      XCTAssertEqual(run.status, 1, format)
      XCTAssertFalse(run.standardOutput.contains(".."), format + ": " + run.standardOutput)
      XCTAssertTrue(run.standardOutput.contains("Shared/Base.xcconfig"), format)
      XCTAssertTrue(run.standardOutput.contains("App/App/Info.plist"), format)
    }
  }
}
