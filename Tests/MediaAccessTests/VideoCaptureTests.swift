import MediaAccess
import MediaAccessTesting
import XCTest

/// Video capture: the camera's launch, then the microphone's, each by the behaviour table.
@MainActor
final class VideoCaptureTests: QuietDiagnosticsTestCase {
  func testBothAllowedRecordsWithSoundAtOnceWithoutAsking() async {
    let system = ScriptedAuthority(status: [.camera: .authorized, .microphone: .authorized])
    let screen = TestScreen(system: system)
    var sound: [Bool] = []
    var outcomes: [VideoCaptureOutcome] = []

    screen.launchVideoCapture(success: { sound.append($0) }, completion: { outcomes.append($0) })
    let asyncOutcome = await screen.authorizeVideoCapture()

    XCTAssertEqual(sound, [true], "success ran before launchVideoCapture returned")
    XCTAssertEqual(outcomes, [.recordWithSound])
    XCTAssertEqual(asyncOutcome, .recordWithSound)
    XCTAssertEqual(system.requestCount(for: .camera) + system.requestCount(for: .microphone), 0)
    XCTAssertEqual(screen.presenter.presentedAlerts, [])
  }

  func testRefusedCameraStopsTheCaptureWithoutAskingForTheMicrophone() async {
    for form in LaunchForm.allCases {
      let system = ScriptedAuthority(status: [.camera: .denied])
      let screen = TestScreen(system: system)

      let delivered = await form.capture(on: screen)

      XCTAssertEqual(delivered.outcome, .stopped(by: .camera, outcome: .denied), "\(form)")
      XCTAssertEqual(delivered.sound, [], "\(form)")
      XCTAssertEqual(screen.presenter.presentedAlerts.map(\.source), [.camera], "\(form)")
      XCTAssertEqual(system.statusReadCount(for: .microphone), 0, "\(form)")
      XCTAssertEqual(system.requestCount(for: .microphone), 0, "\(form)")
    }
  }

  func testRefusedMicrophoneStopsTheCaptureUnlessSilentVideoWillDo() async {
    for form in LaunchForm.allCases {
      for (sound, expected) in [
        (SoundRequirement.required, VideoCaptureOutcome.stopped(by: .microphone, outcome: .denied)),
        (.preferred, .recordWithoutSound(microphone: .denied)),
      ] {
        let system = ScriptedAuthority(
          status: [.camera: .authorized, .microphone: .notDetermined],
          answers: [.microphone: .denied])
        let screen = TestScreen(system: system)

        let delivered = await form.capture(on: screen, sound: sound)

        XCTAssertEqual(delivered.outcome, expected, "\(form), \(sound)")
        XCTAssertEqual(delivered.sound, sound == .preferred ? [false] : [], "\(form), \(sound)")
        XCTAssertEqual(system.requestCount(for: .microphone), 1, "\(form), \(sound)")
      }
    }
  }

  /// The capture goes on once the user has answered the microphone's dialog ("OK"): success
  /// never runs under it.
  func testRestrictedOrAbsentMicrophoneStillRecordsSilentVideoWhenPreferred() async {
    let restricted = TestScreen(
      system: ScriptedAuthority(status: [.camera: .authorized, .microphone: .restricted]))
    let absent = TestScreen(
      system: ScriptedAuthority(status: [.camera: .authorized], unavailable: [.microphone]))
    restricted.presenter.automaticReply = { _ in .ok }
    absent.presenter.automaticReply = { _ in .ok }

    let restrictedOutcome = await restricted.authorizeVideoCapture(sound: .preferred)
    let absentOutcome = await absent.authorizeVideoCapture(sound: .preferred)

    XCTAssertEqual(restrictedOutcome, .recordWithoutSound(microphone: .restricted))
    XCTAssertEqual(absentOutcome, .recordWithoutSound(microphone: .unavailable))
    XCTAssertEqual(restricted.presenter.presentedAlerts.map(\.reason), [.restricted])
    XCTAssertEqual(absent.presenter.presentedAlerts.map(\.reason), [.unavailable])
  }

  /// Recording with the microphone's key missing would terminate the app, silent or not.
  func testMissingMicrophoneKeyStopsTheCaptureEvenWhenSilentVideoWillDo() async {
    let system = ScriptedAuthority(
      status: [.camera: .authorized], usageDescriptions: [.microphone: nil])
    let screen = TestScreen(system: system)

    let outcome = await screen.authorizeVideoCapture(sound: .preferred)

    XCTAssertEqual(
      outcome, .stopped(by: .microphone, outcome: .misconfigured(missingKey: .microphone)))
    XCTAssertEqual(system.requestCount(for: .microphone), 0)
  }

  func testBothUndeterminedAsksForTheCameraThenTheMicrophoneNeverBoth() async {
    for form in LaunchForm.allCases {
      let system = ScriptedAuthority()
      system.holdAnswers()
      let screen = TestScreen(system: system)

      let delivery = Task { await form.capture(on: screen) }
      let cameraHeld = await system.waitForHeldRequests(1)
      let whileCameraPromptIsUp = system.requestCount(for: .microphone)
      system.releaseHeldAnswers()
      system.holdAnswers()
      let microphoneHeld = await system.waitForHeldRequests(1)
      system.releaseHeldAnswers()
      let delivered = await delivery.value

      XCTAssertTrue(cameraHeld && microphoneHeld, "\(form)")
      XCTAssertEqual(whileCameraPromptIsUp, 0, "no microphone prompt under the camera's: \(form)")
      XCTAssertEqual(system.requestCount(for: .camera), 1, "\(form)")
      XCTAssertEqual(system.requestCount(for: .microphone), 1, "\(form)")
      XCTAssertEqual(delivered.outcome, .recordWithSound, "\(form)")
      XCTAssertEqual(delivered.sound, [true], "\(form)")
    }
  }

  /// A capture whose task is cancelled reads nothing past the camera: no microphone dialog for
  /// a capture nobody waits for.
  func testCancelledCaptureShowsNoMicrophoneDialog() async {
    let system = ScriptedAuthority(status: [.camera: .authorized, .microphone: .denied])
    let screen = TestScreen(system: system)
    let capture = Task { await screen.authorizeVideoCapture() }

    capture.cancel()
    let outcome = await capture.value

    XCTAssertEqual(outcome, .stopped(by: .microphone, outcome: .cancelled))
    XCTAssertEqual(screen.presenter.presentedAlerts, [])
    XCTAssertEqual(system.statusReadCount(for: .microphone), 0)
  }

  /// The camera is allowed and the microphone's soft ask is up when the user leaves: the
  /// capture ends, and the microphone is never asked.
  func testScreenReleasedBetweenThePromptsEndsTheCaptureWithoutTheMicrophonePrompt() async {
    let system = ScriptedAuthority()
    var screen: TestScreen? = TestScreen(system: system)
    screen?.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    screen?.presenter.automaticReply = { $0.source == .camera ? .continue : nil }
    // Assigned apart from its declaration: `weak let` needs Swift 6.2.
    weak var released: TestScreen?
    released = screen
    var outcomes: [VideoCaptureOutcome] = []
    var successes = 0
    screen?.launchVideoCapture(
      success: { _ in successes += 1 }, completion: { outcomes.append($0) })
    let presenter = screen?.presenter
    await waitUntil { presenter?.pendingAlerts.map(\.source) == [.microphone] }

    screen = nil
    await waitUntil { !outcomes.isEmpty }

    XCTAssertEqual(outcomes, [.stopped(by: .microphone, outcome: .cancelled)])
    XCTAssertEqual(successes, 0)
    XCTAssertEqual(system.requestCount(for: .camera), 1)
    XCTAssertEqual(system.requestCount(for: .microphone), 0)
    XCTAssertNil(released)
  }

}

/// The two forms of a video capture, run to their end.
private enum LaunchForm: CaseIterable {
  case closure
  case async

  @MainActor
  func capture(
    on screen: TestScreen, sound: SoundRequirement = .required
  ) async -> (outcome: VideoCaptureOutcome?, sound: [Bool]) {
    switch self {
    case .closure:
      var sounds: [Bool] = []
      var outcome: VideoCaptureOutcome?
      screen.launchVideoCapture(
        sound: sound, success: { sounds.append($0) }, completion: { outcome = $0 })
      let deadline = ContinuousClock.now.advanced(by: .seconds(5))
      while outcome == nil, ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(1))
      }
      return (outcome, sounds)
    case .async:
      let outcome = await screen.authorizeVideoCapture(sound: sound)
      return (outcome, outcome.grantsAccess ? [outcome.recordsSound] : [])
    }
  }
}
