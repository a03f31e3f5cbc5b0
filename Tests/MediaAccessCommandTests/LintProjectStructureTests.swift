import Foundation
import XCTest

/// How lint follows a project's objects to the settings each target builds with: what Xcode
/// 16 writes is read, and what cannot be followed is an error naming the target, never a
/// clean run.
final class LintProjectStructureTests: LintFixtureTestCase {
  /// Xcode 16 bases a configuration on an `.xcconfig` inside a synchronized folder by naming
  /// the folder and the path within it, not a file reference: the file's settings count.
  func testAnXCConfigAnchoredInASynchronizedFolderIsRead() throws {
    try MinimalProject.write(into: directory())
    let run = try lint(["App"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/Configs/App.xcconfig:1:15: error: target App (Debug): NSCameraUsageDescription is a \
      placeholder (TODO); say why the app needs to use the camera
      1 target configuration checked, 1 finding.

      """)
  }

  /// An application target whose configuration list is missing, or is not in the project:
  /// nothing it builds with was read, so the run is not clean.
  func testATargetWithoutAConfigurationListIsUnreadable() throws {
    for (targetList, problem) in [
      ("", "no build configuration list"),
      ("buildConfigurationList = E9;", "build configuration list E9 is not in the project"),
    ] {
      try MinimalProject.write(
        into: directory(), projectFile: MinimalProject.projectFile(targetList: targetList))
      let run = try lint(["App"])
      XCTAssertEqual(run.status, 2, targetList)
      XCTAssertEqual(
        run.errorLines, ["App/App.xcodeproj/project.pbxproj:9:1: error: target App: \(problem)"])
      XCTAssertEqual(
        run.standardOutput, "0 Info.plist files checked, 0 findings, 1 input unreadable.\n")
    }
  }

  /// A configuration list naming an object the project does not have: the configurations it
  /// does have are audited, and the missing one is named.
  func testAConfigurationListNamingNothingIsUnreadable() throws {
    try MinimalProject.write(
      into: directory(), projectFile: MinimalProject.projectFile(listed: "G2, G7"))
    let run = try lint(["App"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "App/App.xcodeproj/project.pbxproj:9:1: error: target App: configuration list names G7, "
          + "which is not a named configuration in the project"
      ])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/Configs/App.xcconfig:1:15: error: target App (Debug): NSCameraUsageDescription is a \
      placeholder (TODO); say why the app needs to use the camera
      1 target configuration checked, 1 finding, 1 input unreadable.

      """)
  }

  /// An `.xcconfig` anchored in a folder the project's groups do not hold cannot be found.
  func testAnXCConfigAnchoredInAMissingFolderIsUnreadable() throws {
    let configuration = MinimalProject.anchoredConfiguration
      .replacingOccurrences(of: "= B2 /* Configs */", with: "= B7")
    try MinimalProject.write(
      into: directory(), projectFile: MinimalProject.projectFile(configuration: configuration))
    let run = try lint(["App"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "App/App.xcodeproj/project.pbxproj:9:1: error: target App: configuration Debug: the "
          + ".xcconfig folder B7 is not in the project's groups"
      ])
  }

  /// A multiplatform target (`SDKROOT = auto`, iPhone and Mac among its platforms) builds a
  /// Mac app too: its sandbox needs the camera entitlement there.
  func testAMultiplatformTargetsMacBuildNeedsTheDeviceEntitlement() throws {
    let configuration = """
      		G2 /* Debug */ = {
      			isa = XCBuildConfiguration;
      			buildSettings = {
      				CODE_SIGN_ENTITLEMENTS = App/App.entitlements;
      				GENERATE_INFOPLIST_FILE = YES;
      				INFOPLIST_KEY_NSCameraUsageDescription = "The app scans documents with the camera.";
      				SDKROOT = auto;
      				SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";
      			};
      			name = Debug;
      		};
      """
    let files = try directory()
    try MinimalProject.write(
      into: files,
      projectFile: MinimalProject.projectFile(configuration: configuration, sdk: "auto"))
    try files.writePlist(
      "App/App/App.entitlements",
      ["com.apple.security.app-sandbox": true, "com.apple.security.network.client": true])
    let run = try lint(["App"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/App.entitlements:5:1: error: target App (Debug): the app is sandboxed without \
      com.apple.security.device.camera (or ENABLE_RESOURCE_ACCESS_CAMERA = YES); macOS \
      refuses to let it use the camera and never asks the user
      1 target configuration checked, 1 finding.

      """)
  }

  /// A target or configuration name holding a line break is the project's text: listed in an
  /// error, it is escaped and cannot forge a line of its own.
  func testNamesListedInAnErrorCannotForgeALine() throws {
    let forged = #""App\nApp/App.xcodeproj:1: error: forged""#
    let projectFile = MinimalProject.projectFile()
      .replacingOccurrences(of: "name = App;", with: "name = \(forged);")
      .replacingOccurrences(
        of: "name = Debug;\n\t\t};\n\t\tE1", with: "name = \(forged);\n\t\t};\n\t\tE1")
    try MinimalProject.write(into: directory(), projectFile: projectFile)
    let target = try lint(["App", "--target", "Nope"])
    XCTAssertEqual(target.status, 2)
    XCTAssertEqual(
      target.errorLines,
      [
        "media-access lint: --target names 'Nope', which is not a target; targets: "
          + #"App\nApp/App.xcodeproj:1: error: forged (see 'media-access lint --help')"#
      ])
    let configuration = try lint(["App", "--configuration", "Nope"])
    XCTAssertEqual(configuration.status, 2)
    XCTAssertEqual(
      configuration.errorLines,
      [
        "media-access lint: --configuration names 'Nope', which is not a configuration of the "
          + "targets audited; configurations: "
          + #"App\nApp/App.xcodeproj:1: error: forged (see 'media-access lint --help')"#
      ])
  }
}
