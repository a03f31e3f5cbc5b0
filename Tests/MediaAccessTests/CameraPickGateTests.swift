import MediaAccessCamera
import MediaAccessTesting
import XCTest

@testable import MediaAccess

/// A busy camera is not a missing one (issue 16, 4): availability is checked before the system
/// prompt, and each gets its own result and dialog.
@MainActor
final class CameraPickGateTests: XCTestCase {
  private func reasons(
    _ system: ScriptedAuthority, pickerSource available: [Bool], onMac: Bool = false
  ) async -> (PickerNotOpenedReason?, TestScreen, Int) {
    let screen = TestScreen(system: system)
    var answers = available
    var checks = 0
    let reason = await CameraPickGate.reasonNotToOpen(on: screen, onMac: onMac) {
      checks += 1
      return answers.isEmpty ? true : answers.removeFirst()
    }
    return (reason, screen, checks)
  }

  func testABusyCameraIsReportedBeforeTheSystemIsAsked() async {
    let system = ScriptedAuthority(status: [.camera: .notDetermined])
    let (reason, screen, _) = await reasons(system, pickerSource: [false])
    XCTAssertEqual(reason, .cameraBusy)
    XCTAssertEqual(system.requestCount(for: .camera), 0, "no prompt leading to nothing")
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.busy])
    XCTAssertEqual(screen.presenter.presentedAlerts.first?.title, "Camera Busy")
  }

  func testAMissingCameraIsReportedAsUnavailable() async {
    let system = ScriptedAuthority(unavailable: [.camera])
    let (reason, screen, _) = await reasons(system, pickerSource: [false, false])
    XCTAssertEqual(reason, .access(.unavailable))
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.unavailable])
  }

  func testACameraThatTurnsBusyDuringThePromptIsReportedBusy() async {
    let system = ScriptedAuthority(status: [.camera: .notDetermined])
    let (reason, screen, checks) = await reasons(system, pickerSource: [true, false])
    XCTAssertEqual(reason, .cameraBusy)
    XCTAssertEqual(system.requestCount(for: .camera), 1)
    XCTAssertEqual(checks, 2, "checked before and after asking")
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.busy])
  }

  func testAnAvailableAuthorizedCameraOpens() async {
    let system = ScriptedAuthority(status: [.camera: .authorized])
    let (reason, screen, _) = await reasons(system, pickerSource: [true, true])
    XCTAssertNil(reason)
    XCTAssertEqual(screen.presenter.presentedAlerts, [])
  }

  func testADeniedCameraKeepsItsOutcome() async {
    let system = ScriptedAuthority(status: [.camera: .denied])
    let (reason, _, _) = await reasons(system, pickerSource: [true])
    XCTAssertEqual(reason, .access(.denied))
  }

  // A Mac Catalyst app, or an iPad app on a Mac: AVFoundation finds the Mac's camera, and the
  // picker has none (issue 26, 1 and 2). Every tap saying "busy" would be a dead end.
  func testAPickerWithoutACameraOnAMacIsNotBusy() async {
    for status in [AuthorizationStatus.notDetermined, .authorized] {
      let system = ScriptedAuthority(status: [.camera: status])
      let (reason, screen, _) = await reasons(system, pickerSource: [false, false], onMac: true)
      XCTAssertEqual(reason, .access(.unavailable), "\(status)")
      XCTAssertEqual(system.requestCount(for: .camera), 0, "nothing to ask for (\(status))")
      XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.unavailable])
      XCTAssertEqual(screen.presenter.presentedAlerts.first?.title, "No Camera Available")
    }
  }

  /// The picker's camera is there before the prompt and gone after it, on a Mac: the check
  /// after the prompt honours the Mac as the one before does (issue 34, 4).
  func testAPickerThatLosesItsCameraDuringThePromptOnAMacIsNotBusy() async {
    let system = ScriptedAuthority(status: [.camera: .notDetermined])
    let (reason, screen, _) = await reasons(system, pickerSource: [true, false], onMac: true)
    XCTAssertEqual(reason, .access(.unavailable))
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.unavailable])
  }

  /// The same for a video.
  func testAVideoPickerThatLosesItsCameraDuringThePromptOnAMacIsNotBusy() async {
    let system = ScriptedAuthority(status: [.camera: .notDetermined, .microphone: .authorized])
    let screen = TestScreen(system: system)
    var answers = [true, false]
    let decision = await CameraPickGate.videoDecision(on: screen, sound: .required, onMac: true) {
      answers.isEmpty ? false : answers.removeFirst()
    }
    XCTAssertEqual(decision, .notOpened(.access(.unavailable)))
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.unavailable])
  }

  func testAPickerWithACameraOnAMacOpens() async {
    let system = ScriptedAuthority(status: [.camera: .authorized])
    let (reason, screen, _) = await reasons(system, pickerSource: [true, true], onMac: true)
    XCTAssertNil(reason)
    XCTAssertEqual(screen.presenter.presentedAlerts, [])
  }

  // Screen Time or device management: the picker has no camera and the status says why. The
  // restricted dialog explains it; "busy" would invite retries that never work.
  func testARestrictedCameraIsNotReportedBusy() async {
    let system = ScriptedAuthority(status: [.camera: .restricted])
    let (reason, screen, _) = await reasons(system, pickerSource: [false, false])
    XCTAssertEqual(reason, .access(.restricted))
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.restricted])
  }

  func testADeniedCameraWhoseSourceIsUnavailableGetsTheDeniedDialog() async {
    let system = ScriptedAuthority(status: [.camera: .denied])
    let (reason, screen, _) = await reasons(system, pickerSource: [false, false])
    XCTAssertEqual(reason, .access(.denied))
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.denied])
  }

  func testAnAuthorizedCameraInUseIsBusyWithoutAPrompt() async {
    let system = ScriptedAuthority(status: [.camera: .authorized])
    let (reason, screen, _) = await reasons(system, pickerSource: [false, false])
    XCTAssertEqual(reason, .cameraBusy)
    XCTAssertEqual(system.requestCount(for: .camera), 0)
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.busy])
  }
}
