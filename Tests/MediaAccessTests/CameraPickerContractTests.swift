import XCTest

@testable import MediaAccess

/// The camera picker's "busy" and Mac "unavailable" are the contract's decisions, over every
/// status, stage and platform, written out here rather than read from the package.
final class CameraPickerContractTests: XCTestCase {
  private let statuses: [AuthorizationStatus] = [
    .notDetermined, .authorized, .limited, .denied, .restricted, .unknown(rawValue: 9),
  ]

  func testAPickerThatCanUseItsCameraAlwaysGoesOn() {
    for runsOnMac in [false, true] {
      for stage in stages() {
        let check = CameraPickerCheck(pickerCanUseCamera: true, runsOnMac: runsOnMac, stage: stage)
        XCTAssertEqual(AccessContract.cameraPicker(check), .goOn, "\(check)")
      }
    }
  }

  func testBeforeTheLaunchADeviceWithoutACameraGoesOnToTheLaunchsOwnDialog() {
    for runsOnMac in [false, true] {
      for status in statuses {
        let check = CameraPickerCheck(
          pickerCanUseCamera: false, runsOnMac: runsOnMac,
          stage: .beforeLaunch(cameraPresent: false, status: status))
        XCTAssertEqual(AccessContract.cameraPicker(check), .goOn, "\(check)")
      }
    }
  }

  func testOnAMacThePickerHasNoCameraAtAnyStage() {
    for stage in stages() {
      if case .beforeLaunch(false, _) = stage { continue }
      let check = CameraPickerCheck(pickerCanUseCamera: false, runsOnMac: true, stage: stage)
      XCTAssertEqual(
        AccessContract.cameraPicker(check), .notOpened(.access(.unavailable), dialog: .unavailable),
        "\(check)")
    }
  }

  func testBusyNeedsAnUndecidedOrAuthorizedCameraBeforeTheLaunch() {
    for status in statuses {
      let check = CameraPickerCheck(
        pickerCanUseCamera: false, runsOnMac: false,
        stage: .beforeLaunch(cameraPresent: true, status: status))
      let expected: CameraPickerDecision =
        status == .notDetermined || status == .authorized
        ? .notOpened(.cameraBusy, dialog: .busy) : .goOn
      XCTAssertEqual(AccessContract.cameraPicker(check), expected, "\(status)")
    }
  }

  func testACameraTakenWhileThePromptWasUpIsBusyAfterTheGrant() {
    let check = CameraPickerCheck(pickerCanUseCamera: false, runsOnMac: false, stage: .afterGrant)
    XCTAssertEqual(AccessContract.cameraPicker(check), .notOpened(.cameraBusy, dialog: .busy))
  }

  private func stages() -> [CameraPickerCheck.Stage] {
    [.afterGrant]
      + statuses.flatMap { status in
        [true, false].map { .beforeLaunch(cameraPresent: $0, status: status) }
      }
  }
}
