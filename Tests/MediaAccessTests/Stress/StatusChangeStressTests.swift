import MediaAccess
import MediaAccessTesting
import XCTest

/// The user changes a status in Settings between launches, many times over: each launch reads
/// the status afresh and follows the new one.
@MainActor
final class StatusChangeStressTests: XCTestCase {
  private static let steps = 600

  private static let settingsStatuses: [AuthorizationStatus] = [
    .authorized, .limited, .denied, .restricted, .unknown(rawValue: 5), .notDetermined,
  ]

  func testEveryLaunchSeesTheStatusSetBeforeIt() async {
    var random = SplitMix64(seed: 0x5E77_1265)
    let system = ScriptedAuthority()
    let screen = TestScreen(system: system)
    var statuses: [MediaSource: AuthorizationStatus] = [:]
    var requests: [MediaSource: Int] = [:]

    for step in 0..<Self.steps {
      let source = MediaSource.builtIns.randomElement(using: &random) ?? .camera
      if random.chance(60) {
        let status = Self.settingsStatuses.randomElement(using: &random) ?? .denied
        system.setStatus(status, for: source)
        statuses[source] = status
        if status == .notDetermined {
          let answer = Self.settingsStatuses.dropLast().randomElement(using: &random) ?? .denied
          system.setAnswer(answer, for: source)
        }
      }
      let current = statuses[source] ?? .notDetermined
      let context = "step \(step), \(source), status \(current)"
      let readsBefore = system.statusReadCount(for: source)

      let outcome: LaunchOutcome?
      if random.chance(50) {
        let record = screen.launch(source)
        await record.waitForCompletion()
        record.assertDeliveredOnce()
        outcome = record.outcome
      } else {
        outcome = await screen.authorize(source)
      }
      XCTAssertGreaterThan(
        system.statusReadCount(for: source), readsBefore, "read afresh: \(context)")

      if current == .notDetermined {
        // The system was asked; its answer sticks, as the real system remembers it.
        requests[source, default: 0] += 1
        let answer = system.authority.status(for: source)
        statuses[source] = answer
        XCTAssertEqual(outcome, expectedOutcome(for: answer, about: source), context)
      } else {
        XCTAssertEqual(outcome, expectedOutcome(for: current, about: source), context)
      }
      XCTAssertEqual(system.requestCount(for: source), requests[source, default: 0], context)
      screen.presenter.dismissPending()
    }
  }
}
