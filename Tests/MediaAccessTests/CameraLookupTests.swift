import MediaAccess
import MediaAccessCamera
import XCTest

/// What the camera lookup means where it needs reading (issue 34, 4): a sandboxed Mac Catalyst
/// app that finds no camera may lack the entitlement, and visionOS's preferred camera decides
/// availability only once access is granted.
final class CameraLookupTests: XCTestCase {
  private let sandboxed = ["APP_SANDBOX_CONTAINER_ID": "com.example.snapshot"]

  /// "No Camera Available" in a sandboxed Mac Catalyst app: the developer is told which
  /// entitlement to check.
  func testANoCameraOnASandboxedCatalystAppNamesTheEntitlement() throws {
    let diagnostic = try XCTUnwrap(
      CameraLookup.absenceDiagnostic(onMacCatalyst: true, environment: sandboxed))
    XCTAssertTrue(diagnostic.contains("com.apple.security.device.camera"), diagnostic)
    XCTAssertTrue(diagnostic.hasPrefix("MediaAccess:"), diagnostic)
  }

  /// Outside the sandbox, or off Mac Catalyst, a missing camera is just missing.
  func testAMissingCameraElsewhereIsNotBlamedOnTheEntitlement() {
    XCTAssertNil(CameraLookup.absenceDiagnostic(onMacCatalyst: true, environment: [:]))
    XCTAssertNil(CameraLookup.absenceDiagnostic(onMacCatalyst: false, environment: sandboxed))
  }

  /// visionOS: the preferred camera decides once access is granted; before that the camera
  /// counts as there, so the user is asked and a refusal explained, never "no camera" for a
  /// camera the lookup may hide until then.
  func testTheVisionOSCameraIsLookedUpOnlyOnceAccessIsGranted() {
    var lookups = 0
    let found = { (answer: Bool) in
      { () -> Bool in
        lookups += 1
        return answer
      }
    }
    XCTAssertFalse(
      CameraLookup.isAvailable(status: .authorized, systemPreferredCameraFound: found(false)))
    XCTAssertTrue(
      CameraLookup.isAvailable(status: .authorized, systemPreferredCameraFound: found(true)))
    XCTAssertEqual(lookups, 2)
    for status in [AuthorizationStatus.notDetermined, .denied, .restricted, .unknown(rawValue: 9)] {
      XCTAssertTrue(
        CameraLookup.isAvailable(status: status, systemPreferredCameraFound: found(false)),
        "\(status)")
    }
    XCTAssertEqual(lookups, 2, "not looked up before access is granted")
  }
}
