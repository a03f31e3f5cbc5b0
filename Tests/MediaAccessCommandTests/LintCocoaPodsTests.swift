import Foundation
import XCTest

/// `media-access lint` on an app as CocoaPods leaves it, linted through its workspace as CI
/// does: the Pods project holds no app and is no error; before `pod install` the missing base
/// configurations are named with what they cost, and the rest is still audited.
final class LintCocoaPodsTests: LintFixtureTestCase {
  /// The workspace lists `Pods/Pods.xcodeproj`, a project of frameworks: the workspace is
  /// audited for its app, and the Pods project is not "no application target".
  func testAWorkspaceIsAuditedForItsAppTargetWhereverTheyAre() throws {
    try PodsAppProject.write(into: directory())
    let run = try lint(["Shop.xcworkspace"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Shop.xcodeproj: ok: target Shop (Debug) (NSCameraUsageDescription; 2 localizations)
      Shop.xcodeproj: ok: target Shop (Release) (NSCameraUsageDescription; 2 localizations)
      2 target configurations checked, 0 findings.

      """)
  }

  /// A workspace none of whose projects builds an app audits nothing: an error naming the
  /// workspace. A project named on its own without an app stays an error too.
  func testAWorkspaceWithoutAnyAppTargetIsAnError() throws {
    let files = try directory()
    try PodsAppProject.write(into: files)
    try files.writeText(
      "Frameworks.xcworkspace/contents.xcworkspacedata",
      PodsAppProject.workspace.replacingOccurrences(
        of: "<FileRef\n      location = \"group:Shop.xcodeproj\">\n   </FileRef>\n", with: ""))
    let workspace = try lint(["Frameworks.xcworkspace"])
    XCTAssertEqual(workspace.status, 2)
    XCTAssertEqual(
      workspace.errorLines,
      [
        "Frameworks.xcworkspace: error: no application target in the workspace's projects; "
          + "name one to audit with --target"
      ])
    let project = try lint(["Pods/Pods.xcodeproj"])
    XCTAssertEqual(project.status, 2)
    XCTAssertEqual(
      project.errorLines,
      ["Pods/Pods.xcodeproj: error: no application target; name one to audit with --target"])
  }

  /// A fresh clone without `Pods/`: each missing base configuration is an error naming the
  /// file, the target and configuration it costs, and `pod install`; the app's Info.plist is
  /// still audited for every configuration (its placeholder found), never dropped.
  func testMissingPodsConfigurationsAreNamedAndTheRestIsAudited() throws {
    try PodsAppProject.write(into: directory(), podsInstalled: false, cameraText: "TODO")
    let run = try lint(["Shop.xcworkspace"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "Pods/Pods.xcodeproj: error: no such file or directory; run `pod install` first",
        "Pods/Target Support Files/Pods-Shop/Pods-Shop.debug.xcconfig: error: no such file or "
          + "directory; target Shop (Debug) is checked without this base configuration's "
          + "settings; run `pod install` first",
        "Pods/Target Support Files/Pods-Shop/Pods-Shop.release.xcconfig: error: no such file or "
          + "directory; target Shop (Release) is checked without this base configuration's "
          + "settings; run `pod install` first",
      ])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Shop/Info.plist:5:7: error: target Shop (Debug): NSCameraUsageDescription is a placeholder \
      (TODO); say why the app needs to use the camera
      Shop/Info.plist:5:7: error: target Shop (Release): NSCameraUsageDescription is a \
      placeholder (TODO); say why the app needs to use the camera
      2 target configurations checked, 2 findings, 3 inputs unreadable.

      """)
  }

  /// A base configuration made from a committed template and gitignored: a missing one costs
  /// its configuration's settings, and the configuration is audited without them, not "ok".
  func testAMissingTemplateMadeConfigurationIsNamedNotDropped() throws {
    let files = try directory()
    try PodsAppProject.write(into: files)
    try FileManager.default.removeItem(
      atPath: files.path("Pods/Target Support Files/Pods-Shop/Pods-Shop.debug.xcconfig"))
    let run = try lint(["Shop.xcodeproj"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "Pods/Target Support Files/Pods-Shop/Pods-Shop.debug.xcconfig: error: no such file or "
          + "directory; target Shop (Debug) is checked without this base configuration's "
          + "settings; run `pod install` first"
      ])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Shop.xcodeproj: no findings: target Shop (Debug) (NSCameraUsageDescription; \
      2 localizations, 1 unreadable)
      Shop.xcodeproj: ok: target Shop (Release) (NSCameraUsageDescription; 2 localizations)
      2 target configurations checked, 0 findings, 1 input unreadable.

      """)
  }

  /// A base configuration made from a committed template and gitignored: the error says
  /// which template makes it.
  func testAMissingConfigurationMadeFromATemplateNamesTheTemplate() throws {
    let files = try directory()
    try MinimalProject.write(into: files)
    try FileManager.default.moveItem(
      atPath: files.path("App/Configs/App.xcconfig"),
      toPath: files.path("App/Configs/App.xcconfig.template"))
    let run = try lint(["App"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "App/Configs/App.xcconfig: error: no such file or directory; target App (Debug) is "
          + "checked without this base configuration's settings; it is made from "
          + "App.xcconfig.template"
      ])
    XCTAssertTrue(
      run.standardOutput.contains("no findings: target App (Debug)"), run.standardOutput)
  }
}
