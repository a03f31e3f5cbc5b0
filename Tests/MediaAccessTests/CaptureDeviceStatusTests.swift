import MediaAccess
import MediaAccessTesting
import XCTest

@testable import MediaAccessCamera

/// AVFoundation's statuses, through the camera module's converter and then the launch: only
/// `authorized` runs `success`. AVFoundation has no limited access, so its raw value 4 (or any
/// other a future OS adds) is a status the package does not know, never `limited`.
@MainActor
final class CaptureDeviceStatusTests: XCTestCase {
  /// The raw values tried: the SDK's four, Photos' `limited`, and values no SDK has.
  private let rawValues = [-1, 0, 1, 2, 3, 4, 5, 42, Int.max]

  func testEachOfAVFoundationsRawValuesBecomesItsStatusAndEveryOtherOneIsUnknown() {
    XCTAssertEqual(AuthorizationStatus(captureDeviceRawValue: 0), .notDetermined)
    XCTAssertEqual(AuthorizationStatus(captureDeviceRawValue: 1), .restricted)
    XCTAssertEqual(AuthorizationStatus(captureDeviceRawValue: 2), .denied)
    XCTAssertEqual(AuthorizationStatus(captureDeviceRawValue: 3), .authorized)
    for raw in rawValues where !(0...3).contains(raw) {
      let status = AuthorizationStatus(captureDeviceRawValue: raw)
      XCTAssertEqual(status, .unknown(rawValue: raw), "raw value \(raw)")
      XCTAssertFalse(status.grantsAccess, "raw value \(raw)")
    }
  }

  func testOnlyAuthorizedRunsSuccessWhenTheStatusIsRead() async {
    for source in [MediaSource.camera, .microphone] {
      for raw in rawValues {
        let status = AuthorizationStatus(captureDeviceRawValue: raw)
        let system = ScriptedAuthority(
          status: [source: status], answers: [source: AuthorizationStatus(captureDeviceRawValue: 2)]
        )
        let (ran, outcome) = await launch(source, on: TestScreen(system: system))
        XCTAssertEqual(ran, raw == 3, "\(source), raw value \(raw)")
        if !(0...3).contains(raw) {
          XCTAssertEqual(outcome, .restricted, "\(source), raw value \(raw)")
        }
      }
    }
  }

  func testOnlyAuthorizedRunsSuccessWhenItIsTheAnswer() async {
    for source in [MediaSource.camera, .microphone] {
      for raw in rawValues {
        let system = ScriptedAuthority(
          status: [source: .notDetermined],
          answers: [source: AuthorizationStatus(captureDeviceRawValue: raw)])
        let (ran, _) = await launch(source, on: TestScreen(system: system))
        XCTAssertEqual(ran, raw == 3, "\(source), answer raw value \(raw)")
      }
    }
  }

  private func launch(
    _ source: MediaSource, on screen: TestScreen
  ) async -> (ran: Bool, outcome: LaunchOutcome) {
    var ran = false
    let outcome = await withCheckedContinuation { done in
      let success: @MainActor () -> Void = { ran = true }
      let completion: @MainActor (LaunchOutcome) -> Void = { done.resume(returning: $0) }
      if source == .camera {
        screen.launchCamera(success: success, completion: completion)
      } else {
        screen.launchMicrophone(success: success, completion: completion)
      }
    }
    return (ran, outcome)
  }
}
