import MediaAccessTesting
import XCTest

@testable import MediaAccess

/// A busy camera is not a missing one (issue 16, 4): availability is checked before the system
/// prompt, and each gets its own result and dialog.
@MainActor
final class CameraPickGateTests: XCTestCase {
  private func reasons(
    _ system: ScriptedAuthority, pickerSource available: [Bool]
  ) async -> (PickerNotOpenedReason?, TestScreen, Int) {
    let screen = TestScreen(system: system)
    var answers = available
    var checks = 0
    let reason = await CameraPickGate.reasonNotToOpen(on: screen) {
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
}
