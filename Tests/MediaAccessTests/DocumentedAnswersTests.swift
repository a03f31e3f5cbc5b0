import Foundation
import MediaAccess
import MediaAccessTesting
import XCTest

/// Questions an app written from the docs alone had to guess, and the answers the DocC catalog
/// now gives, through the public API only. Each test names the article that states its answer.
@MainActor
final class DocumentedAnswersTests: XCTestCase {
  // MARK: - A double tap is two launches (The Behaviour Contract, "Always")

  func testADoubleTapOnAnAllowedCameraRunsSuccessOncePerLaunchBeforeEachCallReturns() {
    let system = ScriptedAuthority(status: [.camera: .authorized])
    let screen = TestScreen(system: system)
    var successes = 0

    screen.launchCamera { successes += 1 }
    XCTAssertEqual(successes, 1)
    screen.launchCamera { successes += 1 }

    XCTAssertEqual(successes, 2)
  }

  func testADoubleTapWhileThePromptIsUpSharesItAndRunsSuccessOncePerLaunch() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    let screen = TestScreen(system: system)
    system.holdAnswers()
    var successes = 0
    var outcomes: [LaunchOutcome] = []
    for _ in 0..<2 {
      screen.launchCamera(success: { successes += 1 }, completion: { outcomes.append($0) })
    }
    guard await system.waitForHeldRequests(1) else { return }
    system.releaseHeldAnswers()
    await waitUntil { outcomes.count == 2 }

    XCTAssertEqual(successes, 2)
    XCTAssertEqual(outcomes, [.authorized, .authorized])
    XCTAssertEqual(system.requestCount(for: .camera), 1)
  }

  // MARK: - When a capture's success runs (Recording Video with Sound)

  func testACaptureWithBothSourcesAllowedRunsSuccessBeforeTheCallReturns() {
    let system = ScriptedAuthority(status: [.camera: .authorized, .microphone: .authorized])
    let screen = TestScreen(system: system)
    var sounds: [Bool] = []
    var outcomes: [VideoCaptureOutcome] = []

    screen.launchVideoCapture(success: { sounds.append($0) }, completion: { outcomes.append($0) })

    XCTAssertEqual(sounds, [true])
    XCTAssertEqual(outcomes, [.recordWithSound])
  }

  func testACaptureWithAnyOtherStatusRunsSuccessAndCompletionAfterTheCallReturns() async {
    let situations: [(camera: AuthorizationStatus, microphone: AuthorizationStatus)] = [
      (.authorized, .notDetermined), (.notDetermined, .authorized), (.authorized, .denied),
      (.denied, .authorized),
    ]
    for situation in situations {
      let system = ScriptedAuthority(
        status: [.camera: situation.camera, .microphone: situation.microphone])
      let screen = TestScreen(system: system)
      var sounds: [Bool] = []
      var outcomes: [VideoCaptureOutcome] = []

      screen.launchVideoCapture(
        success: { sounds.append($0) }, completion: { outcomes.append($0) })
      XCTAssertEqual(sounds, [], "\(situation)")
      XCTAssertEqual(outcomes, [], "\(situation)")
      XCTAssertEqual(screen.presenter.presentedAlerts, [], "\(situation)")
      await waitUntil { !outcomes.isEmpty }

      let allowed = situation.camera != .denied && situation.microphone != .denied
      XCTAssertEqual(sounds, allowed ? [true] : [], "\(situation)")
    }
  }

  // MARK: - A dismissed soft ask (The Behaviour Contract, "Always")

  func testLaunchesWaitingBehindADismissedSoftAskAskTheSystemOnceThemselves() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    let asking = TestScreen(system: system)
    asking.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    var askingOutcomes: [LaunchOutcome] = []
    asking.launchCamera(success: {}, completion: { askingOutcomes.append($0) })
    guard await asking.presenter.waitForPresentedAlerts(1) else { return }
    let waiting = [TestScreen(system: system), TestScreen(system: system)]
    var waitingOutcomes: [LaunchOutcome] = []
    for screen in waiting {
      screen.launchCamera(success: {}, completion: { waitingOutcomes.append($0) })
    }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(system.requestCount(for: .camera), 0, "a prompt under the soft ask")

    asking.presenter.dismissPending()
    await waitUntil { askingOutcomes.count == 1 && waitingOutcomes.count == 2 }

    XCTAssertEqual(askingOutcomes, [.cancelled])
    XCTAssertEqual(waitingOutcomes, [.authorized, .authorized])
    XCTAssertEqual(system.requestCount(for: .camera), 1, "one asks, the other joins")
    XCTAssertEqual(waiting.flatMap(\.presenter.presentedAlerts), [])
  }

  func testSoftAskingLaunchesWaitingBehindADismissedSoftAskShowTheirOwnOneAtATime() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    let screens = (0..<3).map { _ in TestScreen(system: system) }
    for screen in screens {
      screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    }
    var outcomes: [Int: LaunchOutcome] = [:]
    screens[0].launchCamera(success: {}, completion: { outcomes[0] = $0 })
    guard await screens[0].presenter.waitForPresentedAlerts(1) else { return }
    for index in 1...2 {
      screens[index].launchCamera(success: {}, completion: { outcomes[index] = $0 })
    }

    screens[0].presenter.dismissPending()
    // Which waiting screen goes first is the executor's order; that only one does is the rule.
    await waitUntil { screens[1...].contains { !$0.presenter.presentedAlerts.isEmpty } }
    for _ in 0..<20 { await Task.yield() }
    let showing = screens[1...].filter { !$0.presenter.presentedAlerts.isEmpty }
    XCTAssertEqual(showing.count, 1, "one soft ask at a time")
    XCTAssertEqual(showing.first?.presenter.presentedAlerts.map(\.reason), [.softAsk])
    XCTAssertEqual(system.requestCount(for: .camera), 0)
    XCTAssertEqual(showing.first?.presenter.tap(.continue), true)
    await waitUntil { outcomes.count == 3 }

    XCTAssertEqual(outcomes, [0: .cancelled, 1: .authorized, 2: .authorized])
    XCTAssertEqual(system.requestCount(for: .camera), 1)
    XCTAssertEqual(
      screens[1...].map(\.presenter.presentedAlerts.count).reduce(0, +), 1, "the other joined")
  }

  // MARK: - A monitor after a prompt (Showing Access Status)

  func testAMonitorLearnsAPromptsAnswerWhenRefreshed() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    let monitor = AccessStatusMonitor(
      camera: system.cameraAuthority, notificationCenter: NotificationCenter(),
      becameActive: Notification.Name("DocumentedAnswersTests.becameActive"))
    let screen = TestScreen(system: system)
    XCTAssertEqual(monitor.status, .notDetermined)

    let outcome = await screen.authorizeCamera()
    XCTAssertEqual(outcome, .authorized)
    XCTAssertEqual(monitor.status, .notDetermined, "the launch does not tell the monitor")
    monitor.refresh()

    XCTAssertEqual(monitor.status, .authorized)
  }

  // MARK: - Limited access (Handling Denied and Restricted Access)

  func testSuccessRunsAlikeForLimitedAndFullAccessAndTheOutcomeTellsThemApart() {
    let expected: [AuthorizationStatus: LaunchOutcome] = [
      .authorized: .authorized, .limited: .limited,
    ]
    for (status, outcome) in expected {
      let system = ScriptedAuthority(status: [.photoLibrary(.readWrite): status])
      let screen = TestScreen(system: system)
      var successes = 0
      var outcomes: [LaunchOutcome] = []

      screen.launchPhotoLibrary(success: { successes += 1 }, completion: { outcomes.append($0) })

      XCTAssertEqual(successes, 1, "\(status)")
      XCTAssertEqual(outcomes, [outcome], "\(status)")
    }
  }

  // MARK: - The app's name in a test (Customizing and Localizing Dialogs)

  #if os(Linux)
    func testTheDefaultAppNameInALinuxTestIsTheTestBundlesName() {
      let renderer = LocalizedAlertTextRenderer(language: "en")

      XCTAssertEqual(renderer.appName, ProcessInfo.processInfo.processName)
      XCTAssertTrue(renderer.appName.hasSuffix("PackageTests.xctest"), renderer.appName)
      XCTAssertTrue(
        renderer.message(for: .denied, source: .camera).hasPrefix(renderer.appName),
        renderer.message(for: .denied, source: .camera))
    }
  #endif
}
