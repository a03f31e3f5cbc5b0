import Foundation
import XCTest

/// A sandboxed Mac build needs each source's entitlement, in any form that grants it: the
/// key Xcode writes, the App Sandbox's older key, or the build setting.
final class LintSandboxEntitlementTests: LintFixtureTestCase {
  /// A multiplatform target that records sound; `entitlements` are its sandbox's, and
  /// `setting` an extra build setting line.
  private func writeMicrophoneApp(entitlements: [String: Bool], setting: String = "") throws {
    let configuration = """
      		G2 /* Debug */ = {
      			isa = XCBuildConfiguration;
      			buildSettings = {
      				CODE_SIGN_ENTITLEMENTS = App/App.entitlements;
      				GENERATE_INFOPLIST_FILE = YES;
      				INFOPLIST_KEY_NSMicrophoneUsageDescription = "The app records voice notes.";
      				SDKROOT = auto;
      				SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";
      \(setting)
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
      entitlements.merging(["com.apple.security.app-sandbox": true]) { $1 })
  }

  func testTheMicrophoneWithoutAnEntitlementIsAFinding() throws {
    try writeMicrophoneApp(entitlements: [:])
    let run = try lint(["App", "--sources", "microphone"])
    XCTAssertEqual(run.status, 1, run.standardOutput)
    XCTAssertTrue(
      run.standardOutput.contains(
        "the app is sandboxed without com.apple.security.device.audio-input (or "
          + "ENABLE_RESOURCE_ACCESS_AUDIO_INPUT = YES); macOS refuses to let it use the "
          + "microphone and never asks the user"),
      run.standardOutput)
  }

  func testEveryFormThatGrantsTheMicrophoneIsEnough() throws {
    for (entitlements, setting) in [
      (["com.apple.security.device.audio-input": true], ""),
      (["com.apple.security.device.microphone": true], ""),
      ([:], "\t\t\t\tENABLE_RESOURCE_ACCESS_AUDIO_INPUT = YES;"),
    ] {
      try writeMicrophoneApp(entitlements: entitlements, setting: setting)
      let run = try lint(["App", "--sources", "microphone"])
      XCTAssertEqual(run.status, 0, "\(entitlements) \(setting): \(run.standardOutput)")
    }
  }
}
