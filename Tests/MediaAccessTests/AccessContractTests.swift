import MediaAccess
import XCTest

/// The contract's decision on its own, for the situations whose rule is easiest to get wrong:
/// the order of the checks, `limited` where it is not granted, and an undecided answer.
final class AccessContractTests: XCTestCase {
  private func decision(
    hardware: AccessSituation.Hardware = .present,
    usageDescription: AccessSituation.UsageDescription = .present,
    _ status: AccessSituation.Status, grantsLimited: Bool = false,
    policy: AccessAlertPolicy = .standard, form: AccessSituation.Form = .endingOnRefusal
  ) -> AccessDecision {
    AccessContract.decision(
      for: AccessSituation(
        hardware: hardware, usageDescription: usageDescription, usageDescriptionKey: .camera,
        status: status, grantsLimited: grantsLimited, policy: policy, form: form))
  }

  private func end(
    _ outcome: LaunchOutcome, _ dialog: AccessAlert.Reason? = nil, waits: Bool = false
  ) -> AccessDecision {
    .end(AccessDecision.Ending(outcome: outcome, dialog: dialog, waitsForDialog: waits))
  }

  func testTheHardwareThenTheKeyThenTheStatus() {
    XCTAssertEqual(
      decision(hardware: .absent, usageDescription: .missing, .read(.authorized)),
      end(.unavailable, .unavailable))
    for text in [AccessSituation.UsageDescription.missing, .blank] {
      XCTAssertEqual(
        decision(usageDescription: text, .read(.authorized)),
        end(.misconfigured(missingKey: .camera)), "\(text)")
    }
  }

  func testDecidedStatusesEndWithTheirDialog() {
    XCTAssertEqual(decision(.read(.authorized)), end(.authorized))
    XCTAssertEqual(decision(.read(.denied)), end(.denied, .denied))
    XCTAssertEqual(decision(.read(.restricted)), end(.restricted, .restricted))
    XCTAssertEqual(decision(.read(.unknown(rawValue: 7))), end(.restricted, .restricted))
    XCTAssertTrue(decision(.read(.authorized)).runsSuccess)
    XCTAssertFalse(decision(.read(.denied)).runsSuccess)
  }

  /// `limited` grants only a source that says so; anywhere else it fails closed.
  func testLimitedGrantsOnlyWhereTheSourceGrantsIt() {
    XCTAssertEqual(decision(.read(.limited), grantsLimited: true), end(.limited))
    XCTAssertEqual(decision(.read(.limited)), end(.restricted, .restricted))
    XCTAssertEqual(decision(.answered(.limited), grantsLimited: true), end(.limited))
    XCTAssertEqual(decision(.answered(.limited)), end(.restricted, .restricted))
    XCTAssertFalse(decision(.answered(.limited)).runsSuccess)
  }

  func testNotDeterminedAsksTheSystemAfterTheSoftAskThePolicyWants() {
    XCTAssertEqual(decision(.read(.notDetermined)), .ask(softAsk: false))
    let asking = decision(
      .read(.notDetermined), policy: AccessAlertPolicy(asksBeforeSystemPrompt: true))
    XCTAssertEqual(asking, .ask(softAsk: true))
    XCTAssertTrue(asking.asksSystem)
    XCTAssertNil(asking.outcome, "the answer decides")
  }

  func testAFreshRefusalIsExplainedOnlyWhenThePolicySaysSo() {
    XCTAssertEqual(decision(.answered(.denied)), end(.denied))
    XCTAssertEqual(
      decision(.answered(.denied), policy: AccessAlertPolicy(explainsFreshRefusal: true)),
      end(.denied, .denied))
    XCTAssertEqual(decision(.answered(.restricted)), end(.restricted, .restricted))
    XCTAssertEqual(decision(.answered(.authorized)), end(.authorized))
  }

  /// macOS leaves the status undecided when the app lacks the entitlement: a restriction,
  /// explained whatever the policy, never a silent dead end. The dialog is "unavailable", not
  /// "restricted", whose text blames Screen Time or a management profile (issue 34, 4).
  func testAnUndecidedAnswerIsARestrictionWithItsDialog() {
    XCTAssertEqual(decision(.answered(.notDetermined)), end(.restricted, .unavailable))
    XCTAssertEqual(
      decision(.answered(.notDetermined), policy: AccessAlertPolicy(explainsFreshRefusal: true)),
      end(.restricted, .unavailable))
  }

  func testAnAbandonedLaunchIsCancelled() {
    XCTAssertEqual(decision(.abandoned), end(.cancelled))
  }

  /// Only a launch that goes on after a refusal waits for the dialog that explains it.
  func testOnlyALaunchGoingOnWaitsForItsDialog() {
    XCTAssertEqual(
      decision(.read(.denied), form: .goingOnAfterRefusal), end(.denied, .denied, waits: true))
    XCTAssertEqual(
      decision(hardware: .absent, .read(.notDetermined), form: .goingOnAfterRefusal),
      end(.unavailable, .unavailable, waits: true))
    XCTAssertEqual(decision(.read(.authorized), form: .goingOnAfterRefusal), end(.authorized))
  }
}
