import Foundation
import XCTest

/// Apple Vision Pro's main-camera keys are ARKit's enterprise camera, not the camera MediaAccess
/// asks for: a target that has one of them instead of `NSCameraUsageDescription` is told so.
final class LintMainCameraKeyTests: LintFixtureTestCase {
  private let text = "Streams what you see to the support technician helping you."

  func testAMainCameraKeyInsteadOfTheCameraKeyIsNamedInTheMissingFinding() throws {
    for key in ["NSMainCameraUsageDescription", "NSEnterpriseMCAMUsageDescription"] {
      try directory().writePlist("Info.plist", [key: text])
      let run = try lint(["Info.plist", "--sources", "camera"])
      XCTAssertEqual(run.status, 1, key)
      XCTAssertTrue(
        run.standardOutput.contains(
          "NSCameraUsageDescription is missing; iOS terminates the app when it asks to use the"
            + " camera; \(key), which the target declares, is for ARKit's main camera on"
            + " visionOS (an enterprise entitlement), not for AVFoundation's camera"),
        run.standardOutput)
    }
  }

  func testAMissingCameraKeyWithoutAMainCameraKeySaysNothingOfIt() throws {
    try directory().writePlist("Info.plist", ["CFBundleName": "App"])
    let run = try lint(["Info.plist", "--sources", "camera"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.standardOutput.contains("NSCameraUsageDescription is missing"))
    XCTAssertFalse(run.standardOutput.contains("main camera"), run.standardOutput)
  }
}
