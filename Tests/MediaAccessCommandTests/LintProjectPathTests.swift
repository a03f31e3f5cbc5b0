import Foundation
import XCTest

/// How a project's own paths are followed when it is named from its own folder.
final class LintProjectPathTests: LintFixtureTestCase {
  /// `INFOPLIST_FILE = "$(SRCROOT)/Shop/Info.plist"` in a project named as `Shop.xcodeproj`,
  /// from its folder: the Info.plist is `Shop/Info.plist`, not `/Shop/Info.plist`.
  func testSourceRootOfAProjectInTheCurrentFolderIsThatFolder() throws {
    let files = try directory()
    try PodsAppProject.write(into: files, cameraText: "TODO")
    try files.writeText(
      "Shop.xcodeproj/project.pbxproj",
      PodsAppProject.projectFile().replacingOccurrences(
        of: "INFOPLIST_FILE = Shop/Info.plist;",
        with: #"INFOPLIST_FILE = "$(SRCROOT)/Shop/Info.plist";"#))
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
}
