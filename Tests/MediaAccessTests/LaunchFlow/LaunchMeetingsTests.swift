import MediaAccess
import MediaAccessTesting
import XCTest

/// Launches of one source meeting (Behaviour Contract, "When launches meet" and "The launch's
/// reads"): single launches and a capture sharing one prompt, soft asks, and dialogs.
@MainActor
final class LaunchMeetingsTests: XCTestCase {
  /// "If a request for the source is in flight by then, the launch joins it and reads
  /// nothing": a launch made while the prompt is up reads once, and settles with the answer.
  func testALaunchJoiningARequestInFlightReadsOnlyOnce() async {
    for source in FlowSource.allCases {
      for form in FlowForm.allCases {
        let script = StatusScript(reads: [.notDetermined], answer: .authorized)
        script.holdAnswers()
        let authorities = FlowAuthorities(script)
        let asking = FlowScreen(authorities)
        let joining = FlowScreen(authorities)
        let first = Task { await asking.authorize(source) }
        await waitUntil { asking.events.kinds == [.systemPromptShown] }
        let readsBefore = script.statusReadCount

        let second = Task { await joining.outcome(of: source, in: form) }
        await waitUntil { script.statusReadCount > readsBefore }
        for _ in 0..<20 { await Task.yield() }
        script.releaseHeldAnswers()
        let (outcome, successes) = await second.value

        let asked = await first.value
        let context = "\(source), \(form)"
        XCTAssertEqual(asked, .authorized, context)
        XCTAssertEqual(outcome, .authorized, context)
        XCTAssertEqual(successes, 1, context)
        XCTAssertEqual(
          script.statusReadCount - readsBefore, 1, "joined without reading: \(context)")
        XCTAssertEqual(script.requestCount, 1, context)
        XCTAssertEqual(joining.events.kinds, [.launchEnded(.authorized)], context)
      }
    }
  }

  /// "Its one explanation goes to the first launch to settle; the others end with the same
  /// outcome and no dialog."
  func testLaunchesSharingAPromptShareItsOneExplanation() async {
    for source in FlowSource.allCases {
      let script = StatusScript(reads: [.notDetermined], answer: .restricted)
      script.holdAnswers()
      let authorities = FlowAuthorities(script)
      let screens = [FlowScreen(authorities), FlowScreen(authorities)]
      var outcomes: [LaunchOutcome] = []
      screens[0].launch(source, completion: { outcomes.append($0) })
      await waitUntil { screens[0].events.kinds == [.systemPromptShown] }
      let joining = Task { await screens[1].authorize(source) }
      for _ in 0..<20 { await Task.yield() }

      script.releaseHeldAnswers()
      outcomes.append(await joining.value)
      await waitUntil { outcomes.count == 2 }

      XCTAssertEqual(
        outcomes.sorted { "\($0)" < "\($1)" }, [.restricted, .restricted], "\(source)")
      XCTAssertEqual(script.requestCount, 1, "\(source)")
      XCTAssertEqual(
        screens.flatMap(\.presenter.presentedAlerts).map(\.reason), [.restricted], "\(source)")
    }
  }

  /// "A status read, first or again, is explained by every launch that reads it", and "other
  /// launches wait for [a soft ask], then read again as above: they ... settle with a status
  /// decided meanwhile": a denial decided while one screen's soft ask is up is explained on
  /// both screens, and nobody is asked.
  func testAStatusDecidedUnderAnotherScreensSoftAskIsExplainedToEachLaunch() async {
    for source in FlowSource.allCases {
      let script = StatusScript(reads: [.notDetermined])
      let authorities = FlowAuthorities(script)
      let softAsking = FlowScreen(authorities)
      softAsking.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
      let waiting = FlowScreen(authorities)
      var outcomes: [LaunchOutcome] = []
      softAsking.launch(source, completion: { outcomes.append($0) })
      await waitUntil { softAsking.events.kinds == [.softAskShown] }
      waiting.launch(source, completion: { outcomes.append($0) })
      for _ in 0..<20 { await Task.yield() }
      XCTAssertEqual(waiting.presenter.presentedAlerts, [], "it waits for the soft ask")

      script.setStatus(.denied)
      XCTAssertTrue(softAsking.presenter.tap(.continue))
      await waitUntil { outcomes.count == 2 }

      XCTAssertEqual(outcomes, [.denied, .denied], "\(source)")
      XCTAssertEqual(script.requestCount, 0, "\(source)")
      XCTAssertEqual(
        softAsking.presenter.presentedAlerts.map(\.reason), [.softAsk, .denied], "\(source)")
      XCTAssertEqual(waiting.presenter.presentedAlerts.map(\.reason), [.denied], "\(source)")
    }
  }

  /// "Two launches that read a denial show two 'denied' dialogs."
  func testEveryLaunchThatReadsADenialExplainsIt() async {
    for source in FlowSource.allCases {
      for form in FlowForm.allCases {
        let script = StatusScript(reads: [.denied])
        let screen = FlowScreen(FlowAuthorities(script))

        _ = await screen.outcome(of: source, in: form)
        _ = await screen.outcome(of: source, in: form)

        XCTAssertEqual(
          screen.presenter.presentedAlerts.map(\.reason), [.denied, .denied], "\(source), \(form)")
      }
    }
  }

  /// "A video capture's microphone leg and a microphone launch share one request, whichever
  /// asked first": the capture asks, a microphone launch joins, the capture shows the one
  /// dialog and records once it is answered; the microphone launch ends with no dialog.
  func testACaptureThatAskedExplainsTheAnswerAndRecordsOnceItIsAnswered() async {
    let system = ScriptedAuthority(
      status: [.camera: .authorized], answers: [.microphone: .restricted])
    let screen = FlowScreen(FlowAuthorities(system))
    var microphone: [LaunchOutcome] = []
    var capture: [VideoCaptureOutcome] = []
    var recordedUnderDialog = 0
    system.holdAnswers()
    screen.launchVideoCapture(
      sound: .preferred,
      success: { _ in
        if !screen.presenter.pendingAlerts.isEmpty { recordedUnderDialog += 1 }
      },
      completion: { capture.append($0) })
    await system.waitForHeldRequests(1)
    screen.launchMicrophone(success: {}, completion: { microphone.append($0) })
    system.releaseHeldAnswers()
    await waitUntil { microphone.count == 1 && !screen.presenter.pendingAlerts.isEmpty }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(capture, [])

    XCTAssertTrue(screen.presenter.tap(.ok))
    await waitUntil { !capture.isEmpty }

    XCTAssertEqual(microphone, [.restricted])
    XCTAssertEqual(capture, [.recordWithoutSound(microphone: .restricted)])
    XCTAssertEqual(recordedUnderDialog, 0)
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.restricted])
    XCTAssertEqual(system.requestCount(for: .microphone), 1)
  }

  /// "An answer no launch explains (a fresh refusal under the standard policy) records without
  /// sound at once."
  func testAFreshRefusalNobodyExplainsRecordsWithoutSoundAtOnce() async {
    let system = ScriptedAuthority(status: [.camera: .authorized], answers: [.microphone: .denied])
    let screen = FlowScreen(FlowAuthorities(system))
    var microphone: [LaunchOutcome] = []
    var capture: [VideoCaptureOutcome] = []
    system.holdAnswers()
    screen.launchMicrophone(success: {}, completion: { microphone.append($0) })
    await system.waitForHeldRequests(1)
    screen.launchVideoCapture(
      sound: .preferred, success: { _ in }, completion: { capture.append($0) })
    await waitUntil { screen.events.kinds.contains(.launchEnded(.authorized)) }

    system.releaseHeldAnswers()
    await waitUntil { microphone.count == 1 && capture.count == 1 }

    XCTAssertEqual(microphone, [.denied])
    XCTAssertEqual(capture, [.recordWithoutSound(microphone: .denied)])
    XCTAssertEqual(screen.presenter.presentedAlerts, [])
  }
}
