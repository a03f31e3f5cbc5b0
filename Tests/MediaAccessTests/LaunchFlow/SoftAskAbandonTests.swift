import MediaAccess
import MediaAccessTesting
import XCTest

/// "The system prompt follows Continue unless the launch was abandoned at that moment": an app
/// that tears its screen down (closure form) or cancels its task (async form) from inside the
/// events observer as it receives `softAskContinued` gets no system prompt.
@MainActor
final class SoftAskAbandonTests: XCTestCase {
  func testAScreenReleasedAsItsSoftAskIsContinuedGetsNoSystemPrompt() async {
    for source in FlowSource.allCases {
      let script = StatusScript(reads: [.notDetermined], answer: .authorized)
      let events = RecordingAccessEventObserver()
      var screen: FlowScreen? = FlowScreen(FlowAuthorities(script), events: events)
      screen?.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
      screen?.presenter.automaticReply = { _ in .continue }
      screen?.onEvent = { event in
        if event.kind == .softAskContinued { screen = nil }
      }
      var outcomes: [LaunchOutcome] = []

      screen?.launch(source, success: { XCTFail("success") }, completion: { outcomes.append($0) })
      await waitUntil { !outcomes.isEmpty }
      for _ in 0..<20 { await Task.yield() }

      XCTAssertNil(screen, "\(source)")
      XCTAssertEqual(outcomes, [.cancelled], "\(source)")
      XCTAssertEqual(script.requestCount, 0, "\(source)")
      XCTAssertEqual(
        events.kinds, [.softAskShown, .softAskContinued, .launchEnded(.cancelled)], "\(source)")
    }
  }

  func testATaskCancelledAsItsSoftAskIsContinuedGetsNoSystemPrompt() async {
    for source in FlowSource.allCases {
      let script = StatusScript(reads: [.notDetermined], answer: .authorized)
      let screen = FlowScreen(FlowAuthorities(script))
      screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
      screen.presenter.automaticReply = { _ in .continue }
      var task: Task<LaunchOutcome, Never>?
      screen.onEvent = { event in
        if event.kind == .softAskContinued { task?.cancel() }
      }

      task = Task { await screen.authorize(source) }
      let outcome = await task?.value
      for _ in 0..<20 { await Task.yield() }

      XCTAssertEqual(outcome, .cancelled, "\(source)")
      XCTAssertEqual(script.requestCount, 0, "\(source)")
      XCTAssertEqual(
        screen.events.kinds, [.softAskShown, .softAskContinued, .launchEnded(.cancelled)],
        "\(source)")
    }
  }

  /// A video capture's camera leg is the same flow: released at its soft ask, nothing is asked.
  func testAVideoCaptureReleasedAsTheCamerasSoftAskIsContinuedAsksNothing() async {
    let system = ScriptedAuthority()
    let events = RecordingAccessEventObserver()
    var screen: FlowScreen? = FlowScreen(FlowAuthorities(system), events: events)
    screen?.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    screen?.presenter.automaticReply = { _ in .continue }
    screen?.onEvent = { event in
      if event.kind == .softAskContinued { screen = nil }
    }
    var outcomes: [VideoCaptureOutcome] = []

    screen?.launchVideoCapture(
      sound: .preferred, success: { _ in XCTFail("success") },
      completion: { outcomes.append($0) })
    await waitUntil { !outcomes.isEmpty }
    for _ in 0..<20 { await Task.yield() }

    XCTAssertEqual(outcomes, [.stopped(by: .camera, outcome: .cancelled)])
    XCTAssertEqual(system.requestCount(for: .camera), 0)
    XCTAssertEqual(system.requestCount(for: .microphone), 0)
    XCTAssertEqual(
      events.kinds,
      [
        .softAskShown, .softAskContinued, .launchEnded(.cancelled),
        .videoCaptureEnded(.stopped(by: .camera, outcome: .cancelled)),
      ])
  }
}
