import Foundation
import XCTest

/// A `.xcconfig` that is not in the clone — gitignored and made from a committed template, or
/// written by `pod install` or `flutter build` — names itself, every target and configuration
/// it costs, and what makes it; the rest of the project is still audited, and what the file
/// could set is unknown, not empty.
final class LintMissingSettingsTests: LintFixtureTestCase {
  /// WireGuard's shape: the project's configurations are based on `Config.xcconfig`, which
  /// includes a gitignored `Developer.xcconfig` made from a committed template; an iOS app
  /// and its network extension take their Info.plist files from the project file.
  private func writeVPNProject(
    appSettings: [String]? = nil,
    baseText: String = "Camera is used for scanning QR codes of tunnels"
  ) throws -> FixtureDirectory {
    let files = try directory()
    let app = ConfiguredProject.Target(
      name: "VPNiOS",
      settings: appSettings ?? ["INFOPLIST_FILE = Sources/App/Info.plist;"],
      tables: ["Base": "Sources/App/Base.lproj/InfoPlist.strings"])
    let mac = ConfiguredProject.Target(
      name: "VPNmacOS", settings: ["INFOPLIST_FILE = Sources/Mac/Info.plist;"])
    let tunnel = ConfiguredProject.Target(
      name: "VPNTunnel", productType: "com.apple.product-type.app-extension",
      settings: ["INFOPLIST_FILE = Sources/Tunnel/Info.plist;"])
    try files.writeText(
      "VPN.xcodeproj/project.pbxproj",
      ConfiguredProject.projectFile(
        targets: [app, mac, tunnel],
        projectBases: [
          "Debug": "Sources/App/Config/Config.xcconfig",
          "Release": "Sources/App/Config/Config.xcconfig",
        ]))
    try files.writeText(
      "Sources/App/Config/Config.xcconfig",
      "#include \"Version.xcconfig\"\n#include \"Developer.xcconfig\"\n")
    try files.writeText("Sources/App/Config/Version.xcconfig", "VERSION_NAME = 1.0.6\n")
    try files.writeText(
      "Sources/App/Config/Developer.xcconfig.template", "DEVELOPMENT_TEAM = <team_id>\n")
    try files.writeText(
      "Sources/App/Info.plist",
      ConfiguredProject.infoPlist(["NSCameraUsageDescription": "Localized"]))
    try files.writeText("Sources/Mac/Info.plist", ConfiguredProject.infoPlist([:]))
    try files.writeText("Sources/Tunnel/Info.plist", ConfiguredProject.infoPlist([:]))
    try files.writeText(
      "Sources/App/Base.lproj/InfoPlist.strings",
      "NSCameraUsageDescription = \"\(baseText)\";\n")
    return files
  }

  /// The missing include is one line naming it, its `#include`, every configuration it costs
  /// and its template; the app's Info.plist is still audited in both configurations.
  func testAMissingIncludeNamesEveryConfigurationAndItsTemplateAndTheRestIsAudited() throws {
    _ = try writeVPNProject()
    let run = try lint(["VPN.xcodeproj"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "Sources/App/Config/Developer.xcconfig: error: no such file or directory, included by "
          + "Sources/App/Config/Config.xcconfig:2; targets VPNiOS (Debug, Release), "
          + "VPNmacOS (Debug, Release) are checked without its settings; it is made from "
          + "Developer.xcconfig.template"
      ])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      VPN.xcodeproj: no findings: target VPNiOS (Debug) (NSCameraUsageDescription; \
      1 localization, 1 unreadable)
      VPN.xcodeproj: no findings: target VPNiOS (Release) (NSCameraUsageDescription; \
      1 localization, 1 unreadable)
      VPN.xcodeproj: no findings: target VPNmacOS (Debug) (no usage descriptions in \
      what could be read; 1 input unreadable)
      VPN.xcodeproj: no findings: target VPNmacOS (Release) (no usage descriptions in \
      what could be read; 1 input unreadable)
      4 target configurations checked, 0 findings, 1 input unreadable.

      """)
  }

  /// WireGuard's Info.plist holds `Localized` for each usage description and its
  /// `Base.lproj/InfoPlist.strings` the real text: the table's text is what users see, and is
  /// what is judged.
  func testABaseTableReplacesTheInfoPlistsStandIn() throws {
    let files = try writeVPNProject()
    try files.writeText("Sources/App/Config/Developer.xcconfig", "DEVELOPMENT_TEAM = X\n")
    let clean = try lint(["VPN.xcodeproj", "--target", "VPNiOS", "--configuration", "Debug"])
    XCTAssertEqual(clean.standardError, "")
    XCTAssertEqual(clean.status, 0, clean.standardOutput)
    XCTAssertEqual(
      clean.standardOutput,
      "VPN.xcodeproj: ok: target VPNiOS (Debug) (NSCameraUsageDescription; 1 localization)\n"
        + "1 target configuration checked, 0 findings.\n")

    _ = try writeVPNProject(baseText: "TODO")
    try files.writeText("Sources/App/Config/Developer.xcconfig", "DEVELOPMENT_TEAM = X\n")
    let placeholder = try lint(["VPN.xcodeproj", "--target", "VPNiOS", "--configuration", "Debug"])
    XCTAssertEqual(placeholder.status, 1)
    XCTAssertEqual(
      placeholder.standardOutput,
      "Sources/App/Base.lproj/InfoPlist.strings:1:1: error: target VPNiOS: "
        + "NSCameraUsageDescription is a placeholder (TODO); say why the app needs to use the "
        + "camera\n1 target configuration checked, 1 finding.\n")
  }

  /// A setting the missing file may set is said to be unknown, not audited as empty: a
  /// target whose INFOPLIST_FILE is unset is not "no usage descriptions declared".
  func testASettingTheMissingFileMaySetIsUnknown() throws {
    _ = try writeVPNProject(appSettings: [])
    let run = try lint(["VPN.xcodeproj", "--target", "VPNiOS"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "Sources/App/Config/Developer.xcconfig: error: no such file or directory, included by "
          + "Sources/App/Config/Config.xcconfig:2; target VPNiOS (Debug, Release) is checked "
          + "without its settings; INFOPLIST_FILE cannot be known for target VPNiOS (Debug, "
          + "Release); it is made from Developer.xcconfig.template"
      ])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      VPN.xcodeproj: no findings: target VPNiOS (Debug) (INFOPLIST_FILE cannot be known: \
      Config.xcconfig includes missing Developer.xcconfig)
      VPN.xcodeproj: no findings: target VPNiOS (Release) (INFOPLIST_FILE cannot be known: \
      Config.xcconfig includes missing Developer.xcconfig)
      2 target configurations checked, 0 findings, 1 input unreadable.

      """)
  }

  /// Flutter's shape: the target's configurations are based on `Flutter/Debug.xcconfig` and
  /// `Flutter/Release.xcconfig`, which include CocoaPods' files with `#include?` (optional: no
  /// error before `pod install`) and `ephemeral/Flutter-Generated.xcconfig`, which only
  /// `flutter build` or `flutter pub get` writes.
  func testAFlutterGeneratedIncludeNamesTheCommandThatMakesIt() throws {
    let files = try directory()
    let runner = ConfiguredProject.Target(
      name: "Runner", settings: ["INFOPLIST_FILE = Runner/Info.plist;"],
      bases: ["Debug": "Flutter/Debug.xcconfig", "Release": "Flutter/Release.xcconfig"])
    try files.writeText(
      "ios/Runner.xcodeproj/project.pbxproj", ConfiguredProject.projectFile(targets: [runner]))
    for configuration in ["Debug", "Release"] {
      try files.writeText(
        "ios/Flutter/\(configuration).xcconfig",
        "#include? \"Pods/Target Support Files/Pods-Runner/Pods-Runner."
          + "\(configuration.lowercased()).xcconfig\"\n#include \"ephemeral/Flutter-Generated.xcconfig\"\n"
      )
    }
    try files.writeText(
      "ios/Runner/Info.plist",
      ConfiguredProject.infoPlist([
        "CFBundleShortVersionString": "$(FLUTTER_BUILD_NAME)",
        "NSMicrophoneUsageDescription": "Records voice notes you send to friends.",
      ]))
    let run = try lint(["ios"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "ios/Flutter/ephemeral/Flutter-Generated.xcconfig: error: no such file or directory, "
          + "included by ios/Flutter/Debug.xcconfig:2 and ios/Flutter/Release.xcconfig:2; "
          + "target Runner (Debug, Release) is checked without its settings; run `flutter pub "
          + "get` (or `flutter build`) first"
      ])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      ios/Runner.xcodeproj: no findings: target Runner (Debug) (NSMicrophoneUsageDescription; \
      0 localizations, 1 unreadable)
      ios/Runner.xcodeproj: no findings: target Runner (Release) \
      (NSMicrophoneUsageDescription; 0 localizations, 1 unreadable)
      2 target configurations checked, 0 findings, 1 input unreadable.

      """)
  }

  /// A key a generated Info.plist needs, which a missing included file may set, is unknown, not
  /// "missing": the error names the file and the key; no finding is made of it.
  func testAKeyTheMissingFileMaySetIsUnknownNotMissing() throws {
    let files = try directory()
    try MinimalProject.write(into: files, xcconfig: "#include \"Secrets.xcconfig\"\n")
    let run = try lint(["App", "--sources", "camera"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "App/Configs/Secrets.xcconfig: error: no such file or directory, included by "
          + "App/Configs/App.xcconfig:1; target App (Debug) is checked without its settings; "
          + "INFOPLIST_KEY_NSCameraUsageDescription cannot be known for target App (Debug)"
      ])
    XCTAssertEqual(
      run.standardOutput,
      "App/App.xcodeproj: no findings: target App (Debug) (NSCameraUsageDescription; "
        + "0 localizations, 1 unreadable; NSCameraUsageDescription cannot be known: "
        + "App.xcconfig includes missing Secrets.xcconfig)\n"
        + "1 target configuration checked, 0 findings, 1 input unreadable.\n")
  }

  /// A file CocoaPods or Flutter writes sets search paths and versions, never the Info.plist's
  /// settings: a key the target needs is still missing without it.
  func testAGeneratedFileDoesNotHideAMissingKey() throws {
    let files = try directory()
    try MinimalProject.write(into: files, xcconfig: "#include \"../Flutter/Generated.xcconfig\"\n")
    let run = try lint(["App", "--sources", "camera"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "App/Flutter/Generated.xcconfig: error: no such file or directory, included by "
          + "App/Configs/App.xcconfig:1; target App (Debug) is checked without its settings; "
          + "run `flutter pub get` (or `flutter build`) first"
      ])
    XCTAssertTrue(
      run.standardOutput.hasPrefix(
        "App/App.xcodeproj/project.pbxproj:23:1: error: target App (Debug): "
          + "NSCameraUsageDescription is missing"),
      run.standardOutput)
  }

  /// Flutter's `ios/Flutter/Release.xcconfig` includes `Pods/…`, which lies in the project's
  /// folder (`ios/Pods`), not beside it: found there, it is read and no error.
  func testAnIncludeNotBesideItsFileIsFoundInTheProjectsFolder() throws {
    let files = try directory()
    let runner = ConfiguredProject.Target(
      name: "Runner", settings: ["INFOPLIST_FILE = Runner/Info.plist;"],
      bases: ["Debug": "Flutter/Release.xcconfig", "Release": "Flutter/Release.xcconfig"])
    try files.writeText(
      "ios/Runner.xcodeproj/project.pbxproj", ConfiguredProject.projectFile(targets: [runner]))
    try files.writeText(
      "ios/Flutter/Release.xcconfig",
      "#include \"Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig\"\n")
    try files.writeText(
      "ios/Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig",
      "CAMERA_TEXT = Scans the receipts you add to an expense.\n")
    try files.writeText(
      "ios/Runner/Info.plist",
      ConfiguredProject.infoPlist(["NSCameraUsageDescription": "$(CAMERA_TEXT)"]))
    let run = try lint(["ios/Runner.xcodeproj"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0, run.standardOutput)
  }
}
