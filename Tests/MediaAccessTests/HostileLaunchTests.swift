import Foundation
import MediaAccess
import MediaAccessTesting
import XCTest

/// Hostile tests through the public API only, as an outside app would write them: features
/// meeting each other (events, cancellation, shared prompts, video capture, soft asks), and
/// presenters and systems that misbehave.
@MainActor
final class HostileLaunchTests: XCTestCase {
  // MARK: - Impossible statuses

  /// The contract grants `limited` to the photo library (read/write) only; for any other
  /// source it is a status this version does not know there, and must fail closed.
  func testALimitedStatusForASourceWithoutLimitedAccessFailsClosed() async {
    for source in [MediaSource.camera, .microphone] {
      let system = ScriptedAuthority(status: [source: .limited])
      let screen = HostileScreen(system: system)
      var outcomes: [LaunchOutcome] = []
      let launch = { (success: @escaping @MainActor () -> Void) in
        source == .camera
          ? screen.launchCamera(success: success, completion: { outcomes.append($0) })
          : screen.launchMicrophone(success: success, completion: { outcomes.append($0) })
      }
      launch { XCTFail("\(source): success ran on a limited status") }
      XCTAssertEqual(outcomes, [.restricted], "\(source)")
      XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.restricted], "\(source)")
      let asynchronous =
        source == .camera ? await screen.authorizeCamera() : await screen.authorizeMicrophone()
      XCTAssertEqual(asynchronous, .restricted, "\(source)")
    }
  }

  func testALimitedAnswerToTheCamerasPromptFailsClosed() async {
    let system = ScriptedAuthority(answers: [.camera: .limited])
    let screen = HostileScreen(system: system)
    var outcomes: [LaunchOutcome] = []
    screen.launchCamera(
      success: { XCTFail("success ran on a limited camera") },
      completion: { outcomes.append($0) })
    await waitUntil { !outcomes.isEmpty }
    XCTAssertEqual(outcomes, [.restricted])
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.restricted])
  }

  func testALimitedAddOnlyLibraryFailsClosed() async {
    let system = ScriptedAuthority(status: [.photoLibrary(.addOnly): .limited])
    let screen = HostileScreen(system: system)
    var outcomes: [LaunchOutcome] = []
    screen.launchPhotoLibrary(
      access: .addOnly, success: { XCTFail("success ran on a limited add-only library") },
      completion: { outcomes.append($0) })
    XCTAssertEqual(outcomes, [.restricted])
    let asynchronous = await screen.authorizePhotoLibrary(access: .addOnly)
    XCTAssertEqual(asynchronous, .restricted)
  }

  func testALimitedReadWriteLibraryStillRunsSuccessAtOnce() {
    let system = ScriptedAuthority(status: [.photoLibrary(.readWrite): .limited])
    let screen = HostileScreen(system: system)
    var ran = 0
    var outcomes: [LaunchOutcome] = []
    screen.launchPhotoLibrary(success: { ran += 1 }, completion: { outcomes.append($0) })
    XCTAssertEqual(ran, 1, "limited read/write runs success before the call returns")
    XCTAssertEqual(outcomes, [.limited])
  }

  func testAVideoCaptureWithALimitedCameraOrMicrophoneRecordsNothingAsIfAllowed() async {
    let camera = HostileScreen(
      system: ScriptedAuthority(status: [.camera: .limited, .microphone: .authorized]))
    let cameraOutcome = await camera.authorizeVideoCapture(sound: .required)
    XCTAssertEqual(cameraOutcome, .stopped(by: .camera, outcome: .restricted))

    let microphone = HostileScreen(
      system: ScriptedAuthority(status: [.camera: .authorized, .microphone: .limited]))
    microphone.presenter.automaticReply = { _ in .ok }
    let microphoneOutcome = await microphone.authorizeVideoCapture(sound: .preferred)
    XCTAssertEqual(microphoneOutcome, .recordWithoutSound(microphone: .restricted))
  }

  // MARK: - Events × cancellation × shared prompts

  func testEventsOfACancelledSoftAskArriveOnceOnTheMainThreadAndALateTapReportsNothing() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    let screen = HostileScreen(system: system)
    screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    let task = Task { await screen.authorizeCamera() }
    await waitUntil { !screen.presenter.pendingAlerts.isEmpty }
    task.cancel()
    let outcome = await task.value
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertTrue(screen.presenter.tap(.continue, times: 2))
    for _ in 0..<20 { await Task.yield() }

    XCTAssertEqual(screen.events.kinds, [.softAskShown, .launchEnded(.cancelled)])
    XCTAssertEqual(system.requestCount(for: .camera), 0, "a late tap asked the system")
    XCTAssertEqual(screen.offMainEvents, 0)
  }

  func testASharedPromptIsReportedOnceAcrossScreensAndEachLaunchEndsOnce() async {
    let system = ScriptedAuthority(answers: [.camera: .denied])
    let screens = (0..<3).map { _ in HostileScreen(system: system) }
    for screen in screens {
      screen.accessAlertPolicy = AccessAlertPolicy(explainsFreshRefusal: true)
    }
    system.holdAnswers()
    var outcomes: [Int: [LaunchOutcome]] = [:]
    for (index, screen) in screens.enumerated() {
      screen.launchCamera(
        success: { XCTFail("success on a refusal") },
        completion: { outcomes[index, default: []].append($0) })
    }
    await system.waitForHeldRequests(1)
    system.releaseHeldAnswers()
    await waitUntil { outcomes.values.map(\.count).reduce(0, +) == 3 }

    let all = screens.flatMap(\.events.kinds)
    XCTAssertEqual(all.filter { $0 == .systemPromptShown }.count, 1, "\(all)")
    XCTAssertEqual(all.filter { $0 == .systemPromptAnswered(.denied) }.count, 1, "\(all)")
    XCTAssertEqual(all.filter { $0 == .dialogShown(.denied) }.count, 1, "\(all)")
    for (index, screen) in screens.enumerated() {
      XCTAssertEqual(outcomes[index], [.denied], "screen \(index)")
      XCTAssertEqual(
        screen.events.kinds.filter { $0 == .launchEnded(.denied) }.count, 1, "screen \(index)")
      XCTAssertEqual(screen.events.kinds.last, .launchEnded(.denied), "screen \(index)")
    }
    XCTAssertEqual(
      screens.map(\.presenter.presentedAlerts.count).reduce(0, +), 1, "one answer, one dialog")
    XCTAssertEqual(screens.map(\.offMainEvents).reduce(0, +), 0)
  }

  func testARestrictedOrUnknownAnswerSharedByScreensIsExplainedOnceEvenWhenTheLeaderLeaves()
    async
  {
    for answer in [AuthorizationStatus.restricted, .unknown(rawValue: 77)] {
      let system = ScriptedAuthority(answers: [.camera: answer])
      var leader: HostileScreen? = HostileScreen(system: system)
      let followers = (0..<2).map { _ in HostileScreen(system: system) }
      system.holdAnswers()
      var leaderOutcomes: [LaunchOutcome] = []
      var outcomes: [LaunchOutcome] = []
      leader?.launchCamera(
        success: { XCTFail("success") }, completion: { leaderOutcomes.append($0) })
      for screen in followers {
        screen.launchCamera(success: { XCTFail("success") }, completion: { outcomes.append($0) })
      }
      await system.waitForHeldRequests(1)
      leader = nil
      await waitUntil { leaderOutcomes == [.cancelled] }
      system.releaseHeldAnswers()
      await waitUntil { outcomes.count == 2 }
      XCTAssertEqual(outcomes, [.restricted, .restricted], "\(answer)")
      XCTAssertEqual(
        followers.map(\.presenter.presentedAlerts.count).reduce(0, +), 1,
        "\(answer): a screen still there explains it, once")
      XCTAssertEqual(
        followers.flatMap(\.presenter.presentedAlerts).map(\.reason), [.restricted], "\(answer)")
    }
  }

  func testCancellingTheLeaderWhileThePromptIsUpReportsAsDocumented() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    let screen = HostileScreen(system: system)
    system.holdAnswers()
    let task = Task { await screen.authorizeCamera() }
    await system.waitForHeldRequests(1)
    task.cancel()
    let outcome = await task.value
    XCTAssertEqual(outcome, .cancelled)
    system.releaseHeldAnswers()
    await waitUntil { screen.events.kinds.count == 3 }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(
      screen.events.kinds,
      [.systemPromptShown, .launchEnded(.cancelled), .systemPromptAnswered(.authorized)])
    XCTAssertEqual(screen.presenter.presentedAlerts, [])
  }

  // MARK: - Video capture × soft ask × double tap

  func testADoubleTapOnAVideoCapturesSoftAsksAsksEachSourceOnce() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized, .microphone: .authorized])
    let screen = HostileScreen(system: system)
    screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    var outcomes: [VideoCaptureOutcome] = []
    var successes = 0
    for _ in 0..<2 {
      screen.launchVideoCapture(
        sound: .required, success: { _ in successes += 1 }, completion: { outcomes.append($0) })
    }
    await waitUntil { !screen.presenter.pendingAlerts.isEmpty }
    XCTAssertEqual(screen.presenter.pendingAlerts.map(\.reason), [.softAsk])
    XCTAssertTrue(screen.presenter.tap(.continue, times: 2))
    await waitUntil { screen.presenter.pendingAlerts.map(\.source) == [.microphone] }
    XCTAssertTrue(screen.presenter.tap(.continue, times: 2))
    await waitUntil { outcomes.count == 2 }

    XCTAssertEqual(outcomes, [.recordWithSound, .recordWithSound])
    XCTAssertEqual(successes, 2)
    XCTAssertEqual(system.requestCount(for: .camera), 1)
    XCTAssertEqual(system.requestCount(for: .microphone), 1)
    XCTAssertEqual(
      screen.presenter.presentedAlerts.map(\.reason), [.softAsk, .softAsk],
      "one soft ask per source")
    XCTAssertEqual(
      screen.events.kinds.filter { $0 == .videoCaptureEnded(.recordWithSound) }.count, 2)
    XCTAssertEqual(screen.offMainEvents, 0)
  }

  func testAVideoCaptureReleasedOrCancelledUnderTheMicrophonesDialogRecordsNothing() async {
    // Closure form, screen released.
    let system = ScriptedAuthority(status: [.camera: .authorized, .microphone: .denied])
    var screen: HostileScreen? = HostileScreen(system: system)
    let presenter = screen?.presenter
    var outcomes: [VideoCaptureOutcome] = []
    screen?.launchVideoCapture(
      sound: .preferred, success: { _ in XCTFail("recorded after release") },
      completion: { outcomes.append($0) })
    await waitUntil { presenter?.pendingAlerts.isEmpty == false }
    screen = nil
    await waitUntil { !outcomes.isEmpty }
    XCTAssertEqual(outcomes, [.stopped(by: .microphone, outcome: .cancelled)])
    presenter?.tap(.cancel, times: 2)
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(outcomes.count, 1)

    // Async form, task cancelled.
    let kept = HostileScreen(system: system)
    let task = Task { await kept.authorizeVideoCapture(sound: .preferred) }
    await waitUntil { !kept.presenter.pendingAlerts.isEmpty }
    task.cancel()
    let outcome = await task.value
    XCTAssertEqual(outcome, .stopped(by: .microphone, outcome: .cancelled))
    kept.presenter.tap(.openSettings)
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(
      kept.events.kinds.filter {
        if case .videoCaptureEnded = $0 { return true } else { return false }
      }.count, 1, "\(kept.events.kinds)")
    XCTAssertEqual(kept.offMainEvents, 0)
  }

  // MARK: - A presenter that misbehaves

  func testATapOnAnActionTheDialogDoesNotOfferDoesNothing() {
    let system = ScriptedAuthority(status: [.camera: .restricted])
    let screen = HostileScreen(system: system)
    screen.presenter.keepsLastHandler = true
    screen.launchCamera(success: { XCTFail("success") })
    guard let handler = screen.presenter.lastHandler else { return XCTFail("no dialog") }
    handler(AccessAlert.Action(role: .openSettings, title: "Open Settings"))
    handler(AccessAlert.Action(role: .continue, title: "Continue"))
    XCTAssertEqual(screen.settings.openedSources, [], "restricted has no Settings button")
    XCTAssertFalse(screen.events.kinds.contains(.settingsOpened))
  }

  func testAPresenterThatAnswersSynchronouslyAndLaunchesAgainFromInside() async {
    let system = ScriptedAuthority(status: [.camera: .denied])
    let screen = HostileScreen(system: system)
    var outcomes: [LaunchOutcome] = []
    var relaunched = false
    screen.presenter.onPresent = { alert, onAction in
      // Taps twice at once, then launches again from inside `present`.
      let settings = alert.actions.first { $0.role == .openSettings }
      if let settings {
        onAction(settings)
        onAction(settings)
      }
      if !relaunched {
        relaunched = true
        screen.launchCamera(success: { XCTFail("success") }, completion: { outcomes.append($0) })
      }
    }
    screen.launchCamera(success: { XCTFail("success") }, completion: { outcomes.append($0) })
    XCTAssertEqual(outcomes, [.denied, .denied])
    XCTAssertEqual(screen.settings.openedSources, [.camera, .camera], "once per dialog")
    XCTAssertEqual(
      screen.events.kinds.filter { $0 == .settingsOpened }.count, 2, "\(screen.events.kinds)")
  }

  func testLaunchingAgainFromInsideSuccessAndCompletionOfAnAskingLaunch() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    let screen = HostileScreen(system: system)
    var log: [String] = []
    screen.launchCamera(
      success: {
        log.append("success 1")
        screen.launchCamera(
          success: { log.append("inner success") },
          completion: { log.append("inner completion \($0)") })
      },
      completion: { log.append("completion 1 \($0)") })
    await waitUntil { log.count == 4 }
    XCTAssertEqual(
      log,
      ["success 1", "inner success", "inner completion authorized", "completion 1 authorized"])
    XCTAssertEqual(system.requestCount(for: .camera), 1)
  }

  func testADismissedSoftAskOnAVideoCaptureEndsItCancelledAndAsksNothing() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized, .microphone: .authorized])
    let screen = HostileScreen(system: system)
    screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    var outcomes: [VideoCaptureOutcome] = []
    screen.launchVideoCapture(
      sound: .preferred, success: { _ in XCTFail("success") },
      completion: { outcomes.append($0) })
    await waitUntil { !screen.presenter.pendingAlerts.isEmpty }
    screen.presenter.dismissPending()
    await waitUntil { !outcomes.isEmpty }
    XCTAssertEqual(outcomes, [.stopped(by: .camera, outcome: .cancelled)])
    XCTAssertEqual(system.requestCount(for: .camera), 0)
    XCTAssertEqual(system.requestCount(for: .microphone), 0)
    XCTAssertEqual(
      screen.events.events,
      [
        AccessEvent(.softAskShown, source: .camera, launch: .videoCapture),
        AccessEvent(.softAskDismissed, source: .camera, launch: .videoCapture),
        AccessEvent(.launchEnded(.cancelled), source: .camera, launch: .videoCapture),
        AccessEvent(
          .videoCaptureEnded(.stopped(by: .camera, outcome: .cancelled)), source: .camera,
          launch: .videoCapture),
      ])
  }
}

extension HostileLaunchTests {
  // MARK: - Status stream × events observer

  /// An app refreshes its status banner from the events observer, inside the launch's own
  /// report, and watches the status stream: each change once, in order, on the main actor.
  func testAStatusStreamRefreshedFromInsideTheEventsObserverSeesEachChangeOnce() async {
    let system = ScriptedAuthority(answers: [.camera: .denied])
    let center = NotificationCenter()
    let becameActive = Notification.Name("HostileLaunchTests.becameActive")
    let monitor = AccessStatusMonitor(
      camera: system.cameraAuthority, notificationCenter: center, becameActive: becameActive)
    var seen: [AuthorizationStatus] = []
    var offMain = 0
    let watcher = Task { @MainActor in
      for await status in monitor.statusUpdates {
        if !Thread.isMainThread { offMain += 1 }
        seen.append(status)
      }
    }
    let screen = HostileScreen(system: system)
    screen.onEvent = { event in
      if case .launchEnded = event.kind { monitor.refresh() }
      center.post(name: becameActive, object: nil)
    }
    let first = await screen.authorizeCamera()
    let second = await screen.authorizeCamera()
    await waitUntil { seen.count == 2 }
    for _ in 0..<20 { await Task.yield() }
    watcher.cancel()

    XCTAssertEqual([first, second], [.denied, .denied])
    XCTAssertEqual(seen, [.notDetermined, .denied])
    XCTAssertEqual(offMain, 0)
    XCTAssertEqual(
      screen.events.kinds,
      [
        .systemPromptShown, .systemPromptAnswered(.denied), .launchEnded(.denied),
        .dialogShown(.denied), .launchEnded(.denied),
      ])
  }
}

extension HostileLaunchTests {
  // MARK: - Video capture × shared prompts × release and cancellation at each await

  func testAVideoCaptureReleasedUnderTheCamerasSoftAskAsksNothing() async {
    let system = ScriptedAuthority()
    var screen: HostileScreen? = HostileScreen(system: system)
    screen?.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    let presenter = screen?.presenter
    let events = screen?.events
    var outcomes: [VideoCaptureOutcome] = []
    screen?.launchVideoCapture(
      sound: .required, success: { _ in XCTFail("success") }, completion: { outcomes.append($0) })
    await waitUntil { presenter?.pendingAlerts.isEmpty == false }
    screen = nil
    await waitUntil { !outcomes.isEmpty }
    presenter?.tap(.continue, times: 2)
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(outcomes, [.stopped(by: .camera, outcome: .cancelled)])
    XCTAssertEqual(system.requestCount(for: .camera), 0)
    XCTAssertEqual(system.requestCount(for: .microphone), 0)
    XCTAssertEqual(
      events?.events,
      [
        AccessEvent(.softAskShown, source: .camera, launch: .videoCapture),
        AccessEvent(.launchEnded(.cancelled), source: .camera, launch: .videoCapture),
        AccessEvent(
          .videoCaptureEnded(.stopped(by: .camera, outcome: .cancelled)), source: .camera,
          launch: .videoCapture),
      ])
  }

  func testAVideoCaptureCancelledWhileTheCamerasPromptIsUpNeverAsksForTheMicrophone() async {
    let system = ScriptedAuthority()
    let screen = HostileScreen(system: system)
    system.holdAnswers()
    let task = Task { await screen.authorizeVideoCapture(sound: .preferred) }
    await system.waitForHeldRequests(1)
    task.cancel()
    let outcome = await task.value
    system.releaseHeldAnswers()
    await waitUntil { system.authority.status(for: .camera) == .authorized }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(outcome, .stopped(by: .camera, outcome: .cancelled))
    XCTAssertEqual(system.requestCount(for: .microphone), 0)
    XCTAssertEqual(screen.presenter.presentedAlerts, [])
    XCTAssertEqual(
      screen.events.events.filter { $0.kind == .videoCaptureEnded(outcome) }.count, 1,
      "\(screen.events.events)")
  }

  func testACameraLaunchAndAVideoCaptureOnTwoScreensShareTheCamerasPrompt() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized, .microphone: .denied])
    let camera = HostileScreen(system: system)
    let recorder = HostileScreen(system: system)
    system.holdAnswers()
    var cameraOutcomes: [LaunchOutcome] = []
    var captureOutcomes: [VideoCaptureOutcome] = []
    var recordings: [Bool] = []
    camera.launchCamera(success: {}, completion: { cameraOutcomes.append($0) })
    recorder.launchVideoCapture(
      sound: .preferred,
      success: { sound in
        XCTAssertEqual(recorder.presenter.pendingAlerts, [], "recording under a dialog")
        recordings.append(sound)
      },
      completion: { captureOutcomes.append($0) })
    await system.waitForHeldRequests(1)
    system.releaseHeldAnswers(keepHolding: true)
    await waitUntil { cameraOutcomes == [.authorized] }
    await system.waitForHeldRequests(1)
    XCTAssertEqual(system.requestCount(for: .camera), 1, "one camera prompt for both screens")
    system.releaseHeldAnswers()
    // A fresh refusal is not explained under the standard policy: no dialog to wait for.
    await waitUntil { !captureOutcomes.isEmpty }
    XCTAssertEqual(recorder.presenter.presentedAlerts, [])
    XCTAssertEqual(captureOutcomes, [.recordWithoutSound(microphone: .denied)])
    XCTAssertEqual(recordings, [false])
    XCTAssertEqual(camera.presenter.presentedAlerts, [])
    XCTAssertEqual(
      camera.events.kinds,
      [.systemPromptShown, .systemPromptAnswered(.authorized), .launchEnded(.authorized)])
  }
}

extension HostileLaunchTests {
  // MARK: - Soft asks × re-entrancy × other screens

  func testALaunchMadeFromInsidePresentWhileTheSoftAskIsHandedOverWaitsForIt() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    let screen = HostileScreen(system: system)
    screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    var outcomes: [LaunchOutcome] = []
    var inner: (@MainActor (AccessAlert.Action) -> Void)?
    screen.presenter.onPresent = { alert, onAction in
      guard alert.reason == .softAsk else { return }
      if inner == nil {
        inner = onAction
        screen.launchCamera(success: {}, completion: { outcomes.append($0) })
      }
    }
    screen.launchCamera(success: {}, completion: { outcomes.append($0) })
    await waitUntil { inner != nil }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.softAsk], "one soft ask")
    inner?(AccessAlert.Action(role: .continue, title: "Continue"))
    inner?(AccessAlert.Action(role: .continue, title: "Continue"))
    inner = { _ in }
    await waitUntil { outcomes.count == 2 }
    XCTAssertEqual(outcomes, [.authorized, .authorized])
    XCTAssertEqual(system.requestCount(for: .camera), 1)
  }

  func testATaskCancelledBeforeItStartsShowsAndAsksNothingForEveryAsyncForm() async {
    let system = ScriptedAuthority()
    let screen = HostileScreen(system: system)
    screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    let gate = AsyncStream<Void>.makeStream()
    let task = Task { () -> [String] in
      for await _ in gate.stream {}
      return [
        "\(await screen.authorizeCamera())", "\(await screen.authorizeMicrophone())",
        "\(await screen.authorizePhotoLibrary())",
        "\(await screen.authorizeVideoCapture(sound: .preferred))",
      ]
    }
    task.cancel()
    gate.continuation.finish()
    let outcomes = await task.value
    XCTAssertEqual(
      outcomes,
      [
        "cancelled", "cancelled", "cancelled",
        "\(VideoCaptureOutcome.stopped(by: .camera, outcome: .cancelled))",
      ])
    XCTAssertEqual(screen.presenter.presentedAlerts, [])
    XCTAssertEqual(MediaSource.builtIns.map { system.requestCount(for: $0) }.reduce(0, +), 0)
  }

  func testASoftAskDismissedOnOneScreenLetsTheScreenWaitingForItAskItsOwn() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    let first = HostileScreen(system: system)
    let second = HostileScreen(system: system)
    for screen in [first, second] {
      screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    }
    var firstOutcomes: [LaunchOutcome] = []
    var secondOutcomes: [LaunchOutcome] = []
    first.launchCamera(success: {}, completion: { firstOutcomes.append($0) })
    await waitUntil { !first.presenter.pendingAlerts.isEmpty }
    second.launchCamera(success: {}, completion: { secondOutcomes.append($0) })
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(second.presenter.presentedAlerts, [], "a second soft ask for the camera")

    first.presenter.dismissPending()
    await waitUntil { firstOutcomes == [.cancelled] }
    await waitUntil { !second.presenter.pendingAlerts.isEmpty }
    XCTAssertEqual(system.requestCount(for: .camera), 0)
    XCTAssertTrue(second.presenter.tap(.continue))
    await waitUntil { secondOutcomes == [.authorized] }
    XCTAssertEqual(system.requestCount(for: .camera), 1)
    XCTAssertEqual(
      first.events.kinds, [.softAskShown, .softAskDismissed, .launchEnded(.cancelled)])
  }

  func testTwoCapturesSharingAMicrophoneAnsweredUnknownRecordOnlyOnceItsOneDialogIsAnswered()
    async
  {
    let system = ScriptedAuthority(
      status: [.camera: .authorized], answers: [.microphone: .unknown(rawValue: 11)])
    let screens = [HostileScreen(system: system), HostileScreen(system: system)]
    system.holdAnswers()
    var outcomes: [VideoCaptureOutcome] = []
    var underDialog = 0
    for screen in screens {
      screen.launchVideoCapture(
        sound: .preferred,
        success: { _ in if !screen.presenter.pendingAlerts.isEmpty { underDialog += 1 } },
        completion: { outcomes.append($0) })
    }
    await system.waitForHeldRequests(1)
    system.releaseHeldAnswers()
    await waitUntil { screens.contains { !$0.presenter.pendingAlerts.isEmpty } }
    XCTAssertEqual(
      screens.flatMap(\.presenter.presentedAlerts).map(\.reason), [.restricted],
      "one answer, one explanation")
    for screen in screens { screen.presenter.tap(.ok, times: 2) }
    await waitUntil { outcomes.count == 2 }
    XCTAssertEqual(
      outcomes, Array(repeating: .recordWithoutSound(microphone: .restricted), count: 2))
    XCTAssertEqual(underDialog, 0)
    XCTAssertEqual(system.requestCount(for: .microphone), 1)
  }
}

/// A screen as an outside app writes it, with hostile hooks in its presenter.
@MainActor
private final class HostileScreen: CameraAuthorizing, MicrophoneAuthorizing,
  PhotoLibraryAuthorizing
{
  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority
  let photoLibraryAuthority: PhotoLibraryAuthority
  let presenter = HostilePresenter()
  let settings = RecordingSettingsOpener()
  let events = RecordingAccessEventObserver()
  var accessAlertPolicy = AccessAlertPolicy.standard
  private(set) var offMainEvents = 0
  /// Runs inside the observer, after the event is recorded: an app's own reaction to it.
  var onEvent: (@MainActor (AccessEvent) -> Void)?

  init(system: ScriptedAuthority) {
    cameraAuthority = system.cameraAuthority
    microphoneAuthority = system.microphoneAuthority
    photoLibraryAuthority = system.photoLibraryAuthority
  }

  var settingsOpener: SettingsOpener { settings.opener }

  var accessEventObserver: AccessEventObserver {
    let recorder = events.observer
    return AccessEventObserver { [weak self] event in
      if !Thread.isMainThread { self?.offMainEvents += 1 }
      recorder.receive(event)
      self?.onEvent?(event)
    }
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }
}

/// A recording presenter that keeps the last handler and can run a hook inside `present`.
@MainActor
private final class HostilePresenter {
  let recording = RecordingAlertPresenter()
  var onPresent: ((AccessAlert, @escaping @MainActor (AccessAlert.Action) -> Void) -> Void)?
  /// Whether ``lastHandler`` keeps the handler of the last dialog, as a presenter that holds
  /// on to it after the dialog is gone does.
  var keepsLastHandler = false
  private(set) var lastHandler: (@MainActor (AccessAlert.Action) -> Void)?

  var automaticReply: (@MainActor (AccessAlert) -> AccessAlert.Action.Role?)? {
    get { recording.automaticReply }
    set { recording.automaticReply = newValue }
  }
  var presentedAlerts: [AccessAlert] { recording.presentedAlerts }
  var pendingAlerts: [AccessAlert] { recording.pendingAlerts }

  func present(_ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void) {
    if keepsLastHandler { lastHandler = onAction }
    if let onPresent {
      recording.present(alert) { _ in }
      onPresent(alert, onAction)
    } else {
      recording.present(alert, onAction: onAction)
    }
  }

  @discardableResult
  func tap(_ role: AccessAlert.Action.Role, times: Int = 1) -> Bool {
    recording.tap(role, times: times)
  }

  func dismissPending() { recording.dismissPending() }
}
