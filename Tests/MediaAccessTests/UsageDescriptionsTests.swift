import MediaAccess
import MediaAccessTesting
import XCTest

/// The live authorities judge the app's usage descriptions once, when they are made, because a
/// running app's Info.plist cannot change; that is what keeps their authorized launch close to
/// a bare status check. These tests make authorities the same way and check that launches
/// still keep the contract: hardware first, then the key, then the status, the first and the
/// last read on every launch (`DeliveryGuaranteeTests` checks the status for both kinds of
/// authority).
@MainActor
final class UsageDescriptionsTests: QuietDiagnosticsTestCase {
  func testAMissingOrBlankFixedDescriptionIsMisconfiguredWithoutReadingTheStatus() async {
    for source in MediaSource.builtIns {
      for text in [String?.none, "", " \u{3000}\n\u{200B}"] {
        let key = source.usageDescriptionKey
        let system = ScriptedAuthority(status: [source: .notDetermined])
        let screen = TestScreen(authority: system.authority(fixingUsageDescriptions: [key: text]))

        let record = screen.launch(source)
        await record.waitForCompletion()

        let context = "\(source), \(text.debugDescription)"
        XCTAssertEqual(record.outcome, .misconfigured(missingKey: key), context)
        record.assertDeliveredOnce()
        XCTAssertEqual(
          system.statusReadCount(for: source), 0, "nothing is read past the key: \(context)")
        XCTAssertEqual(system.requestCount(for: source), 0, "never asked: \(context)")
        XCTAssertEqual(screen.presenter.presentedAlerts, [], context)
        XCTAssertEqual(record.outcome?.diagnostic?.contains(key.rawValue), true, context)
      }
    }
  }

  func testEachSourceNeedsItsOwnKeyAndNoOther() {
    // One key described at a time: a read-write request must not pass on the add-only key (or
    // the reverse), or iOS would kill the app.
    for describedSource in MediaSource.builtIns {
      let system = ScriptedAuthority(
        status: Dictionary(uniqueKeysWithValues: MediaSource.builtIns.map { ($0, .authorized) }))
      let screen = TestScreen(
        authority: system.authority(
          fixingUsageDescriptions: [describedSource.usageDescriptionKey: "Scans receipts."]))

      for source in MediaSource.builtIns {
        let expected: LaunchOutcome =
          source == describedSource
          ? .authorized : .misconfigured(missingKey: source.usageDescriptionKey)
        XCTAssertEqual(
          screen.launch(source).outcome, expected, "\(source), only \(describedSource) described")
      }
    }
  }

  func testTheHardwareIsStillReadOnEveryLaunchAndComesBeforeTheKey() {
    let system = ScriptedAuthority(status: [.camera: .authorized])
    let described = TestScreen(
      authority: system.authority(fixingUsageDescriptions: [.camera: "Scans."]))
    let undescribed = TestScreen(authority: system.authority(fixingUsageDescriptions: [:]))

    system.setAvailable(false, for: .camera)
    XCTAssertEqual(described.launch(.camera).outcome, .unavailable)
    XCTAssertEqual(undescribed.launch(.camera).outcome, .unavailable)
    // A camera plugged in (or a Continuity Camera appearing) is seen by the next launch.
    system.setAvailable(true, for: .camera)
    XCTAssertEqual(described.launch(.camera).outcome, .authorized)
    XCTAssertEqual(undescribed.launch(.camera).outcome, .misconfigured(missingKey: .camera))
  }

  func testUsageDescriptionReturnsTheFixedTextTrimmedAndNothingForABlankOne() {
    let authority = ScriptedAuthority().authority(
      fixingUsageDescriptions: [.camera: "\n  Scans receipts. \t", .photoLibrary: "\u{3000}"])

    XCTAssertEqual(authority.usageDescription(for: .camera), "Scans receipts.")
    XCTAssertNil(authority.usageDescription(for: .photoLibrary(.readWrite)))
    XCTAssertNil(authority.usageDescription(for: .photoLibrary(.addOnly)))
  }
}
