import MediaAccess
import XCTest

final class ModelTests: XCTestCase {
  func testRawStatusesMapToTheFrameworksNumbering() {
    XCTAssertEqual(AuthorizationStatus(rawValue: 0), .notDetermined)
    XCTAssertEqual(AuthorizationStatus(rawValue: 1), .restricted)
    XCTAssertEqual(AuthorizationStatus(rawValue: 2), .denied)
    XCTAssertEqual(AuthorizationStatus(rawValue: 3), .authorized)
    XCTAssertEqual(AuthorizationStatus(rawValue: 4), .limited)
    for raw in 0...4 {
      XCTAssertEqual(AuthorizationStatus(rawValue: raw).rawValue, raw)
    }
  }

  func testUnknownRawStatusesFailClosed() {
    for raw in [-1, 5, 99, Int.max] {
      let status = AuthorizationStatus(rawValue: raw)
      XCTAssertEqual(status, .unknown(rawValue: raw))
      XCTAssertEqual(status.rawValue, raw)
      XCTAssertFalse(status.grantsAccess, "an unknown status never grants access")
    }
  }

  func testOnlyAuthorizedAndLimitedGrantAccess() {
    XCTAssertEqual(
      [AuthorizationStatus.notDetermined, .restricted, .denied, .authorized, .limited]
        .map(\.grantsAccess),
      [false, false, false, true, true])
    let granting = [
      LaunchOutcome.authorized, .limited, .denied, .restricted, .unavailable,
      .misconfigured(missingKey: .camera), .cancelled,
    ].filter(\.grantsAccess)
    XCTAssertEqual(granting, [.authorized, .limited])
  }

  func testEachSourceNamesItsInfoPlistKey() {
    XCTAssertEqual(
      MediaSource.builtIns.map(\.usageDescriptionKey.rawValue),
      [
        "NSCameraUsageDescription", "NSMicrophoneUsageDescription",
        "NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription",
      ])
  }

  func testDiagnosticOnlyForMisconfiguredAndNamesTheKey() {
    XCTAssertNil(LaunchOutcome.denied.diagnostic)
    let diagnostic = LaunchOutcome.misconfigured(missingKey: .photoLibraryAdd).diagnostic ?? ""
    XCTAssertTrue(diagnostic.contains("NSPhotoLibraryAddUsageDescription"), diagnostic)
    XCTAssertTrue(diagnostic.contains("Info.plist"), diagnostic)
  }

  func testDialogActionsAreFixedByReason() {
    let renderer = LocalizedAlertTextRenderer(language: "en", appName: "Snapshot")
    let roles = AccessAlert.Reason.allCases.map { reason in
      AccessAlert(reason: reason, source: .camera, renderer: renderer).actions.map(\.role)
    }
    XCTAssertEqual(roles, [[.continue], [.cancel, .openSettings], [.ok], [.ok], [.ok]])
    let denied = AccessAlert(reason: .denied, source: .camera, renderer: renderer)
    XCTAssertEqual(denied.preferredAction?.role, .openSettings)
  }

  func testDescriptionsAreReadable() {
    XCTAssertEqual(
      MediaSource.builtIns.map(\.description),
      ["camera", "microphone", "photoLibrary(readWrite)", "photoLibrary(addOnly)"])
    XCTAssertEqual(
      LaunchOutcome.misconfigured(missingKey: .camera).description,
      "misconfigured(NSCameraUsageDescription)")
    XCTAssertEqual(AuthorizationStatus.unknown(rawValue: 9).description, "unknown(9)")
  }
}
