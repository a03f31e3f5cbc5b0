import Foundation
import XCTest

/// Device entitlements of Mac builds: a hardened-runtime app needs them as a sandboxed one
/// does (an error), and an iOS target's Mac Catalyst build is a warning that can be silenced.
final class LintMacEntitlementTests: LintFixtureTestCase {
  private let infoPlist = ["NSCameraUsageDescription": "Scans your paper receipts."]

  /// An entitlements file holding no camera entitlement and, here, no sandbox key either.
  private let entitlements = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>com.apple.security.application-groups</key>
    \t<array/>
    </dict>
    </plist>

    """

  /// The camera code is compiled out of the Catalyst build, which lint cannot see: a warning
  /// for the Catalyst build, pointing at the xcconfig line that enables the sandbox (not at
  /// the entitlements file's `<dict>`), silenced per target without dropping the iOS checks.
  func testACatalystBuildsSandboxIsAWarningAtTheLineEnablingIt() throws {
    let files = try directory()
    let project = AuditProject(
      settings: ["SUPPORTS_MACCATALYST = YES;", "CODE_SIGN_ENTITLEMENTS = App/App.entitlements;"])
    try project.write(
      into: files, infoPlist: infoPlist,
      xcconfig: "// Mac Catalyst\nENABLE_APP_SANDBOX = YES\n")
    try files.writeText("App/App/App.entitlements", entitlements)
    let run = try lint(["App", "--configuration", "Release"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App.xcconfig:2:1: warning: target App (Release): in the Mac Catalyst build, the app is \
      sandboxed without com.apple.security.device.camera (or ENABLE_RESOURCE_ACCESS_CAMERA = \
      YES): if that build asks to use the camera, macOS refuses and never asks the user; lint \
      cannot see whether the code asking is compiled out of the Catalyst build (if it is, pass \
      --ignore-catalyst-sandbox App)
      1 target configuration checked, 1 finding.

      """)
    XCTAssertEqual(try lint(["App", "--strict"]).status, 1)

    let silenced = try lint([
      "App", "--configuration", "Release", "--ignore-catalyst-sandbox", "App",
    ])
    XCTAssertEqual(silenced.status, 0)
    XCTAssertTrue(silenced.standardOutput.hasPrefix("App/App.xcodeproj: ok"))
    // The iOS build is still checked.
    try files.writePlist("App/App/Info.plist", ["NSCameraUsageDescription": "TODO"])
    let ios = try lint(["App", "--configuration", "Release", "--ignore-catalyst-sandbox", "App"])
    XCTAssertEqual(ios.status, 1)
    XCTAssertTrue(
      ios.standardOutput.hasPrefix(
        "App/App/Info.plist:5:7: error: target App (Release): NSCameraUsageDescription is a "
          + "placeholder"),
      ios.standardOutput)
    XCTAssertFalse(ios.standardOutput.contains("Catalyst"), ios.standardOutput)
    // A misspelt target is a mistake on the command line, not an input lint could not read:
    // said as a usage error naming the targets it could be, with nothing audited or counted.
    let typo = try lint(["App", "--ignore-catalyst-sandbox", "App,Ap"])
    XCTAssertEqual(typo.status, 2)
    XCTAssertEqual(typo.standardOutput, "")
    XCTAssertEqual(
      typo.errorLines,
      [
        "media-access lint: --ignore-catalyst-sandbox names 'Ap', which is not an application "
          + "target; application targets: App (see 'media-access lint --help')"
      ])
    let json = try lint(["App", "--ignore-catalyst-sandbox", "Ap", "--format", "json"])
    XCTAssertEqual(json.status, 2)
    XCTAssertEqual(json.standardOutput, "")
    XCTAssertEqual(json.errorLines.count, 1, json.standardError)
    let named = try lint(["App", "--target", "App", "--ignore-catalyst-sandbox", "Ap"])
    XCTAssertEqual(named.status, 2)
    XCTAssertEqual(
      named.errorLines,
      [
        "media-access lint: --ignore-catalyst-sandbox names 'Ap', which is not the target "
          + "audited: App (see 'media-access lint --help')"
      ])
  }

  /// A Mac app that is not sandboxed but signs with the hardened runtime needs the camera
  /// entitlement too, or macOS refuses: an error at the setting that enables it.
  func testAHardenedRuntimeMacAppNeedsTheDeviceEntitlement() throws {
    let files = try directory()
    let project = AuditProject(settings: ["SDKROOT = macosx;"])
    try project.write(
      into: files, infoPlist: infoPlist, xcconfig: "ENABLE_HARDENED_RUNTIME = YES\n")
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App.xcconfig:1:1: error: target App (Debug): the app uses the hardened runtime without \
      com.apple.security.device.camera (or ENABLE_RESOURCE_ACCESS_CAMERA = YES); macOS refuses \
      to let it use the camera and never asks the user
      1 target configuration checked, 1 finding.

      """)
    try files.writeText(
      "App/App.xcconfig", "ENABLE_HARDENED_RUNTIME = YES\nENABLE_RESOURCE_ACCESS_CAMERA = YES\n")
    XCTAssertEqual(try lint(["App"]).status, 0)
  }

  /// The hardened runtime's exceptions in the entitlements file, or `--options runtime` in the
  /// code-signing flags, show it is on as well.
  func testTheHardenedRuntimeIsSeenInEntitlementsAndSigningFlags() throws {
    let files = try directory()
    let withException = entitlements.replacingOccurrences(
      of: "\t<key>com.apple.security.application-groups</key>\n\t<array/>\n",
      with: "\t<key>com.apple.security.cs.allow-jit</key>\n\t<true/>\n")
    try AuditProject(
      settings: ["SDKROOT = macosx;", "CODE_SIGN_ENTITLEMENTS = App/App.entitlements;"]
    ).write(into: files, infoPlist: infoPlist)
    try files.writeText("App/App/App.entitlements", withException)
    let exception = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(exception.status, 1)
    XCTAssertTrue(
      exception.standardOutput.hasPrefix(
        "App/App/App.entitlements:4:1: error: target App (Debug): the app uses the hardened "
          + "runtime without com.apple.security.device.camera"),
      exception.standardOutput)

    try AuditProject(settings: ["SDKROOT = macosx;"]).write(
      into: files, infoPlist: infoPlist,
      xcconfig: "OTHER_CODE_SIGN_FLAGS = --timestamp --options=runtime\n")
    let flags = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(flags.status, 1)
    XCTAssertTrue(
      flags.standardOutput.hasPrefix(
        "App/App.xcconfig:1:1: error: target App (Debug): the app uses"),
      flags.standardOutput)
  }

  /// A Mac app without the key is terminated by macOS, and the finding says so: a Mac
  /// developer told "iOS terminates the app" may well think it does not apply to them.
  func testAMacAppsMissingKeyNamesMacOS() throws {
    let files = try directory()
    try AuditProject(settings: ["SDKROOT = macosx;"], products: ["MediaAccessCamera"]).write(
      into: files, infoPlist: ["CFBundleName": "App"])
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/Info.plist:4:1: error: target App (Debug): NSCameraUsageDescription is missing; \
      macOS terminates the app when it asks to use the camera (the target links MediaAccessCamera)
      1 target configuration checked, 1 finding.

      """)
    try AuditProject(settings: ["SDKROOT = macosx;"]).write(
      into: files, infoPlist: ["NSMicrophoneUsageDescription": ""])
    XCTAssertTrue(
      try lint(["App", "--configuration", "Debug"]).standardOutput.contains(
        "NSMicrophoneUsageDescription is empty; macOS terminates the app when it asks to use "
          + "the microphone"))
  }
}
