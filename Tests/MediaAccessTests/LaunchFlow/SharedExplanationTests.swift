import MediaAccess
import MediaAccessTesting
import XCTest

/// "With `preferred`, success waits until the user has answered the microphone's dialog,
/// whichever launch shows it": a video capture that shares the microphone's prompt with
/// another launch, which takes the answer's one explanation, waits for the user's tap on that
/// dialog before it records without sound.
@MainActor
final class SharedExplanationTests: XCTestCase {
  /// The microphone's launch asks first and shows the "restricted" dialog; the capture on the
  /// same screen joined its prompt.
  func testAPreferredCaptureRecordsOnlyOnceTheMicrophoneLaunchsDialogIsAnswered() async {
    for form in FlowForm.allCases {
      let system = ScriptedAuthority(
        status: [.camera: .authorized], answers: [.microphone: .restricted])
      let screen = FlowScreen(FlowAuthorities(system))
      var underDialog = 0
      var microphone: [LaunchOutcome] = []
      var capture: [VideoCaptureOutcome] = []
      system.holdAnswers()
      let recordsWhenAllowed: @MainActor (Bool) -> Void = { _ in
        if !screen.presenter.pendingAlerts.isEmpty { underDialog += 1 }
      }

      switch form {
      case .closure:
        screen.launchMicrophone(success: {}, completion: { microphone.append($0) })
        await system.waitForHeldRequests(1)
        screen.launchVideoCapture(
          sound: .preferred, success: recordsWhenAllowed, completion: { capture.append($0) })
      case .async:
        Task { microphone.append(await screen.authorizeMicrophone()) }
        await system.waitForHeldRequests(1)
        Task {
          let outcome = await screen.authorizeVideoCapture(sound: .preferred)
          if outcome.grantsAccess { recordsWhenAllowed(outcome.recordsSound) }
          capture.append(outcome)
        }
      }
      // The capture's camera is allowed at once; its microphone joins the request in flight.
      await waitUntil { screen.events.kinds.contains(.launchEnded(.authorized)) }
      system.releaseHeldAnswers()
      await waitUntil { microphone == [.restricted] }
      for _ in 0..<20 { await Task.yield() }

      XCTAssertEqual(
        screen.presenter.pendingAlerts.map(\.reason), [.restricted], "one explanation: \(form)")
      XCTAssertEqual(capture, [], "the capture waits for the dialog: \(form)")
      XCTAssertTrue(screen.presenter.tap(.ok), "\(form)")
      await waitUntil { !capture.isEmpty }
      XCTAssertEqual(capture, [.recordWithoutSound(microphone: .restricted)], "\(form)")
      XCTAssertEqual(underDialog, 0, "recorded under the dialog: \(form)")
      XCTAssertEqual(system.requestCount(for: .microphone), 1, "\(form)")
      XCTAssertEqual(screen.presenter.presentedAlerts.count, 1, "\(form)")
    }
  }

  /// "Open Settings" on the dialog another launch shows stops the capture there, as on its
  /// own: the user is on the way to change the answer.
  func testOpenSettingsOnTheDialogAnotherLaunchShowsStopsTheCapture() async {
    let system = ScriptedAuthority(status: [.camera: .authorized], answers: [.microphone: .denied])
    let screen = FlowScreen(FlowAuthorities(system))
    screen.accessAlertPolicy = AccessAlertPolicy(explainsFreshRefusal: true)
    var capture: [VideoCaptureOutcome] = []
    system.holdAnswers()
    screen.launchMicrophone(success: {}, completion: { _ in })
    await system.waitForHeldRequests(1)
    screen.launchVideoCapture(
      sound: .preferred, success: { _ in XCTFail("recorded") }, completion: { capture.append($0) })
    await waitUntil { screen.events.kinds.contains(.launchEnded(.authorized)) }
    system.releaseHeldAnswers()
    await waitUntil { !screen.presenter.pendingAlerts.isEmpty }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(capture, [])

    XCTAssertTrue(screen.presenter.tap(.openSettings))
    await waitUntil { !capture.isEmpty }

    XCTAssertEqual(capture, [.stopped(by: .microphone, outcome: .denied)])
    XCTAssertEqual(screen.settings.openedSources, [.microphone])
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.denied])
  }

  /// "A dialog gone without a tap counts as 'Cancel' or 'OK'": the microphone launch's
  /// presenter drops the dialog, and the capture that waited for it records without sound.
  func testADialogAnotherLaunchShowsDroppedWithoutATapLetsTheCaptureRecord() async {
    let system = ScriptedAuthority(
      status: [.camera: .authorized], answers: [.microphone: .restricted])
    let screen = FlowScreen(FlowAuthorities(system))
    var capture: [VideoCaptureOutcome] = []
    system.holdAnswers()
    screen.launchMicrophone(success: {}, completion: { _ in })
    await system.waitForHeldRequests(1)
    screen.launchVideoCapture(
      sound: .preferred, success: { _ in }, completion: { capture.append($0) })
    await waitUntil { screen.events.kinds.contains(.launchEnded(.authorized)) }
    system.releaseHeldAnswers()
    await waitUntil { !screen.presenter.pendingAlerts.isEmpty }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(capture, [])

    screen.presenter.dismissPending()
    await waitUntil { !capture.isEmpty }

    XCTAssertEqual(capture, [.recordWithoutSound(microphone: .restricted)])
  }

  /// Two captures on two screens share the microphone's prompt: the one explanation is on one
  /// screen, and neither records before the user has answered it.
  func testCapturesOnTwoScreensRecordOnlyOnceTheSharedDialogIsAnswered() async {
    let system = ScriptedAuthority(
      status: [.camera: .authorized], answers: [.microphone: .restricted])
    let authorities = FlowAuthorities(system)
    let screens = [FlowScreen(authorities), FlowScreen(authorities)]
    var recordedUnderDialog = 0
    var outcomes: [VideoCaptureOutcome] = []
    system.holdAnswers()
    for screen in screens {
      screen.launchVideoCapture(
        sound: .preferred,
        success: { _ in
          if screens.contains(where: { !$0.presenter.pendingAlerts.isEmpty }) {
            recordedUnderDialog += 1
          }
        },
        completion: { outcomes.append($0) })
    }
    await system.waitForHeldRequests(1)
    system.releaseHeldAnswers()
    await waitUntil { screens.contains { !$0.presenter.pendingAlerts.isEmpty } }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(outcomes, [])

    for screen in screens { screen.presenter.tap(.ok) }
    await waitUntil { outcomes.count == 2 }

    XCTAssertEqual(recordedUnderDialog, 0)
    XCTAssertEqual(screens.flatMap(\.presenter.presentedAlerts).map(\.reason), [.restricted])
    XCTAssertEqual(
      outcomes, Array(repeating: .recordWithoutSound(microphone: .restricted), count: 2))
  }
}
