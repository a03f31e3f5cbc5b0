import MediaAccess
import MediaAccessTesting
import Testing
import XCTest

/// The test kit's waits go on as soon as what they wait for happens, and a wait that gives up
/// fails the test at its call instead of returning a quiet `false` (issue #21, item 5).
final class TestKitWaitTests: FailureCapturingTestCase {
  @MainActor
  func testAWaitForHeldRequestsThatGivesUpFailsAtItsCall() async {
    let system = ScriptedAuthority()
    system.holdAnswers()
    var held = true
    let line = #line + 2
    let failures = await capturingFailures {
      held = await system.waitForHeldRequests(1, timeout: .milliseconds(20))
    }

    XCTAssertFalse(held)
    assertFailures(
      failures,
      [
        "waitForHeldRequests(1) gave up after 0.02 seconds: 0 held; was holdAnswers() called, "
          + "and did the screen ask the system?"
      ],
      atLine: line)
  }

  @MainActor
  func testAWaitForHeldRequestsNamesTheRequestsItSaw() async {
    let system = ScriptedAuthority()
    system.holdAnswers()
    let screen = clipScreen(system)
    let camera = Task { await screen.authorizeCamera() }
    let failures = await capturingFailures {
      await system.waitForHeldRequests(2, timeout: .milliseconds(200))
    }

    XCTAssertEqual(
      failures.map(\.message),
      [
        "waitForHeldRequests(2) gave up after 0.2 seconds: 1 held (camera); was holdAnswers() "
          + "called, and did the screen ask the system?"
      ])
    system.releaseHeldAnswers()
    _ = await camera.value
  }

  /// A request made while the test waits ends the wait at once, far inside the bound.
  @MainActor
  func testAWaitForHeldRequestsGoesOnWhenTheRequestIsHeld() async {
    let system = ScriptedAuthority(answers: [.camera: .denied])
    system.holdAnswers()
    let screen = clipScreen(system)
    let request = Task { await screen.authorizeCamera() }
    let start = ContinuousClock.now
    let failures = await capturingFailures {
      let held = await system.waitForHeldRequests(1)
      XCTAssertTrue(held)
    }
    XCTAssertEqual(failures.map(\.message), [])
    XCTAssertLessThan(ContinuousClock.now - start, TestKitBounds.signal)
    system.releaseHeldAnswers()
    let outcome = await request.value
    XCTAssertEqual(outcome, .denied)
  }

  /// `releaseHeldAnswers()` stops holding; `keepHolding: true` holds the next request.
  @MainActor
  func testReleasingStopsHoldingUnlessToldToKeepHolding() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized, .microphone: .denied])
    system.holdAnswers()
    let screen = clipScreen(system)
    let camera = Task { await screen.authorizeCamera() }
    await system.waitForHeldRequests(1)
    system.releaseHeldAnswers(keepHolding: true)
    let cameraOutcome = await camera.value
    XCTAssertEqual(cameraOutcome, .authorized)
    let microphone = Task { await screen.authorizeMicrophone() }
    await system.waitForHeldRequests(1)
    XCTAssertEqual(system.heldRequestCount, 1, "held, because holding went on")
    system.releaseHeldAnswers()
    let microphoneOutcome = await microphone.value
    XCTAssertEqual(microphoneOutcome, .denied)
    // No longer holding: the next request is answered at once.
    system.setStatus(.notDetermined, for: .camera)
    let again = await screen.authorizeCamera()
    XCTAssertEqual(again, .authorized)
    XCTAssertEqual(system.requestCount(for: .camera), 2)
    XCTAssertEqual(system.heldRequestCount, 0)
  }

  /// A screen over `system` whose dialogs are answered as they come: the tests here are about
  /// the system's requests.
  @MainActor
  private func clipScreen(_ system: ScriptedAuthority) -> ClipScreen {
    let presenter = RecordingAlertPresenter()
    presenter.automaticReply = { $0.actions.first?.role }
    return ClipScreen(
      cameraAuthority: system.cameraAuthority, microphoneAuthority: system.microphoneAuthority,
      settingsOpener: RecordingSettingsOpener().opener, showAlert: presenter.present)
  }

  /// A dialog that reaches the presenter after a hop is there once the wait returns.
  @MainActor
  func testAWaitForPresentedAlertsGoesOnWhenTheDialogArrives() async {
    let presenter = RecordingAlertPresenter()
    let alert = AccessAlert(
      reason: .denied, source: .camera, renderer: LocalizedAlertTextRenderer(language: "en"))
    Task { @MainActor in
      await Task.yield()
      presenter.present(alert, onAction: { _ in })
    }
    XCTAssertEqual(presenter.pendingAlerts.count, 0, "not there yet: it comes after a hop")
    let failures = await capturingFailures {
      let presented = await presenter.waitForPresentedAlerts(1)
      XCTAssertTrue(presented)
    }
    XCTAssertEqual(failures.map(\.message), [])
    XCTAssertEqual(presenter.pendingAlerts.map(\.reason), [.denied])
  }

  /// The rule the docs give: look at the presenter once the wait has returned, whichever way
  /// the launch reaches it (a video capture's dialog may come after the call has returned).
  @MainActor
  func testAVideoCaptureDialogIsThereOnceTheWaitReturns() async {
    let system = ScriptedAuthority(status: [.camera: .denied, .microphone: .authorized])
    let presenter = RecordingAlertPresenter()
    let screen = ClipScreen(
      cameraAuthority: system.cameraAuthority, microphoneAuthority: system.microphoneAuthority,
      settingsOpener: RecordingSettingsOpener().opener, showAlert: presenter.present)
    var outcome: VideoCaptureOutcome?
    screen.launchVideoCapture(sound: .required, success: { _ in }, completion: { outcome = $0 })

    let failures = await capturingFailures {
      await presenter.waitForPresentedAlerts(1)
    }
    XCTAssertEqual(failures.map(\.message), [])
    XCTAssertEqual(presenter.pendingAlerts.map(\.reason), [.denied])
    XCTAssertEqual(presenter.pendingAlerts.first?.source, .camera)
    XCTAssertTrue(presenter.tap(.cancel))
    // The completion follows the tap, possibly after a hop of its own.
    for _ in 0..<10_000 where outcome == nil { await Task.yield() }
    XCTAssertEqual(outcome, .stopped(by: .camera, outcome: .denied))
  }

  @MainActor
  func testAWaitForPresentedAlertsThatGivesUpFailsAtItsCall() async {
    let presenter = RecordingAlertPresenter()
    presenter.present(
      AccessAlert(
        reason: .softAsk, source: .camera, renderer: LocalizedAlertTextRenderer(language: "en")),
      onAction: { _ in })
    var presented = true
    let line = #line + 2
    let failures = await capturingFailures {
      presented = await presenter.waitForPresentedAlerts(2, timeout: .milliseconds(20))
    }

    XCTAssertFalse(presented)
    assertFailures(
      failures,
      [
        "waitForPresentedAlerts(2) gave up after 0.02 seconds: 1 presented (\"softAsk\"); "
          + "does the screen hand its dialogs to this presenter?"
      ],
      atLine: line)
  }
}

/// Under Swift Testing a wait that gives up is an issue at its call, where XCTest's failure
/// would go unrecorded.
@Suite("Test kit waits under Swift Testing")
@MainActor
struct TestKitWaitIssueTests {
  @Test("A wait for held requests that gives up records an issue at its call")
  func heldRequestsWaitRecordsAnIssue() async {
    let system = ScriptedAuthority()
    let line = #line + 2
    await withKnownIssue {
      let held = await system.waitForHeldRequests(1, timeout: .milliseconds(10))
      #expect(!held)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && "\(issue)".contains("waitForHeldRequests(1) gave up after 0.01 seconds: 0 held")
    }
  }

  @Test("A wait for dialogs that gives up records an issue at its call")
  func presentedAlertsWaitRecordsAnIssue() async {
    let presenter = RecordingAlertPresenter()
    let line = #line + 2
    await withKnownIssue {
      await presenter.waitForPresentedAlerts(1, timeout: .milliseconds(10))
    } matching: { issue in
      issue.sourceLocation?.line == line
        && "\(issue)".contains("waitForPresentedAlerts(1) gave up after 0.01 seconds")
    }
  }
}
