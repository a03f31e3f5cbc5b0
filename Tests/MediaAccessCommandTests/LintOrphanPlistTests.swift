import Foundation
import XCTest

/// An Info.plist found in a project's folder belongs to one of its targets: it is audited as
/// that target or not at all, even when the target's settings cannot be read — an extension's
/// or a test bundle's plist audited as an app would be judged by rules that are not its own.
final class LintOrphanPlistTests: LintFixtureTestCase {
  /// The share extension's base configuration is malformed, so which plist it uses is
  /// unknown: its plist (a placeholder photo text) is not audited as an app.
  func testAnExtensionPlistWhoseSettingsCannotBeReadIsNotAnApp() throws {
    let files = try directory()
    try PodsAppProject.write(into: files)
    try files.writeText(
      "Pods/Target Support Files/Pods-ShopShare/Pods-ShopShare.xcconfig", "this is no setting\n")
    let run = try lint(["."])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      ./Shop.xcodeproj: ok: target Shop (Debug) (NSCameraUsageDescription; 2 localizations)
      ./Shop.xcodeproj: ok: target Shop (Release) (NSCameraUsageDescription; 2 localizations)
      2 target configurations checked, 0 findings.

      """)
  }

  /// A project that cannot be read at all: the plists in its folder are not audited as apps
  /// of their own; the project is the error.
  func testPlistsOfAnUnreadableProjectAreNotAuditedAlone() throws {
    let files = try directory()
    try PodsAppProject.write(into: files, cameraText: "TODO")
    try files.writeText("Shop.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n")
    let run = try lint(["."])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.errorLines.count, 1, run.standardError)
    XCTAssertTrue(
      run.standardError.hasPrefix("./Shop.xcodeproj/project.pbxproj:"), run.standardError)
    XCTAssertEqual(
      run.standardOutput, "0 Info.plist files checked, 0 findings, 1 input unreadable.\n")
  }

  /// Named on the command line, a plist is audited whatever folder it is in.
  func testANamedPlistIsStillAudited() throws {
    try PodsAppProject.write(into: directory())
    let run = try lint(["ShopShare/Info.plist"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.standardOutput.hasPrefix("ShopShare/Info.plist:"), run.standardOutput)
  }
}
