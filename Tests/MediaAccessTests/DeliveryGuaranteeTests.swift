import MediaAccess
import MediaAccessTesting
import XCTest

/// The behaviour contract's "Always" (Docs/MediaAccess.docc/Articles/BehaviourContract.md):
/// main-actor delivery, exactly-once completions, one system request per source in flight, a
/// fresh status on every launch, no retained screens.
@MainActor
final class DeliveryGuaranteeTests: QuietDiagnosticsTestCase {
  func testConcurrentLaunchesWhileARequestIsHeldShareOneSystemRequest() async {
    let launchCount = 25
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority(answers: [source: .authorized])
      system.holdAnswers()
      let screens = (0..<launchCount).map { _ in TestScreen(system: system) }

      let records = screens.map { $0.launch(source) }
      let held = await system.waitForHeldRequests(1)
      XCTAssertTrue(held)
      // Give any wrongly started second request time to reach the system.
      try? await Task.sleep(for: .milliseconds(20))
      XCTAssertEqual(system.requestCount(for: source), 1, "one system request for \(source)")
      XCTAssertTrue(records.allSatisfy { !$0.isComplete }, "all launches wait for the answer")

      system.releaseHeldAnswers()
      for record in records { await record.waitForCompletion() }

      XCTAssertEqual(
        records.compactMap(\.outcome), Array(repeating: .authorized, count: launchCount))
      for record in records { record.assertDeliveredOnce() }
      XCTAssertEqual(system.requestCount(for: source), 1)
    }
  }

  func testRequestsForDifferentSourcesAreNotMerged() async {
    let system = ScriptedAuthority()
    system.holdAnswers()
    let screen = TestScreen(system: system)

    let records = MediaSource.builtIns.map { screen.launch($0) }
    let held = await system.waitForHeldRequests(3)
    XCTAssertTrue(held, "each source is asked about on its own")
    system.releaseHeldAnswers()
    for record in records { await record.waitForCompletion() }

    for source in MediaSource.builtIns {
      XCTAssertEqual(system.requestCount(for: source), 1, "\(source)")
    }
  }

  func testAsyncLaunchesCoalesceAndEachReturnsTheAnswer() async {
    let system = ScriptedAuthority(answers: [.photoLibrary(.readWrite): .limited])
    system.holdAnswers()
    let screen = TestScreen(system: system)

    let tasks = (0..<10).map { _ in Task { await screen.authorizePhotoLibrary() } }
    let held = await system.waitForHeldRequests(1)
    XCTAssertTrue(held)
    system.releaseHeldAnswers()

    var outcomes: [LaunchOutcome] = []
    for task in tasks { outcomes.append(await task.value) }
    XCTAssertEqual(outcomes, Array(repeating: .limited, count: 10))
    XCTAssertEqual(system.requestCount(for: .photoLibrary(.readWrite)), 1)
  }

  func testCancellingAnAwaitingTaskEndsItCancelledWhileOthersGetTheAnswer() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    system.holdAnswers()
    let screen = TestScreen(system: system)

    let cancelled = Task { await screen.authorizeCamera() }
    let kept = Task { await screen.authorizeCamera() }
    let held = await system.waitForHeldRequests(1)
    XCTAssertTrue(held)

    cancelled.cancel()
    let cancelledOutcome = await cancelled.value
    XCTAssertEqual(cancelledOutcome, .cancelled)

    system.releaseHeldAnswers()
    let keptOutcome = await kept.value
    XCTAssertEqual(keptOutcome, .authorized)
    XCTAssertEqual(system.requestCount(for: .camera), 1)
  }

  func testAsyncFormFollowsTheSameTable() async {
    typealias Row = (
      name: String, system: (MediaSource) -> ScriptedAuthority,
      outcome: (MediaSource) -> LaunchOutcome,
      dialog: AccessAlert.Reason?, requests: Int
    )
    let rows: [Row] = [
      (
        "hardware absent", { ScriptedAuthority(unavailable: [$0]) }, { _ in .unavailable },
        .unavailable, 0
      ),
      (
        "usage description missing",
        {
          ScriptedAuthority(
            status: [$0: .authorized], usageDescriptions: [$0.usageDescriptionKey: nil])
        },
        { .misconfigured(missingKey: $0.usageDescriptionKey) }, nil, 0
      ),
      (
        "usage description missing, not determined",
        { ScriptedAuthority(usageDescriptions: [$0.usageDescriptionKey: nil]) },
        { .misconfigured(missingKey: $0.usageDescriptionKey) }, nil, 0
      ),
      (
        "authorized", { ScriptedAuthority(status: [$0: .authorized]) }, { _ in .authorized }, nil, 0
      ),
      ("denied", { ScriptedAuthority(status: [$0: .denied]) }, { _ in .denied }, .denied, 0),
      (
        "restricted", { ScriptedAuthority(status: [$0: .restricted]) }, { _ in .restricted },
        .restricted, 0
      ),
      (
        "unknown", { ScriptedAuthority(status: [$0: .unknown(rawValue: 42)]) },
        { _ in .restricted },
        .restricted, 0
      ),
      (
        "not determined, allowed", { ScriptedAuthority(answers: [$0: .authorized]) },
        { _ in .authorized }, nil, 1
      ),
      (
        "not determined, refused", { ScriptedAuthority(answers: [$0: .denied]) }, { _ in .denied },
        nil, 1
      ),
    ]
    for row in rows {
      for source in MediaSource.builtIns {
        let system = row.system(source)
        let screen = TestScreen(system: system)
        let outcome = await screen.authorize(source)
        let context = "\(row.name), \(source)"
        XCTAssertEqual(outcome, row.outcome(source), context)
        XCTAssertEqual(
          screen.presenter.presentedAlerts.map(\.reason), row.dialog.map { [$0] } ?? [], context)
        XCTAssertEqual(system.requestCount(for: source), row.requests, context)
      }
    }
  }

  func testAnAlreadyCancelledAsyncLaunchShowsNoSoftAskAndAsksNothing() async {
    let system = ScriptedAuthority()
    let screen = TestScreen(system: system)
    screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    // Were a soft ask shown, "Continue" it at once, so the test fails rather than hangs.
    screen.presenter.automaticReply = { _ in .continue }

    let outcome = await Task { () -> LaunchOutcome in
      withUnsafeCurrentTask { $0?.cancel() }
      return await screen.authorizeCamera()
    }.value

    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(screen.presenter.presentedAlerts, [], "a soft ask nobody waits for")
    XCTAssertEqual(system.requestCount(for: .camera), 0)
  }

  func testSystemRequestsRunOffTheMainThreadAndAnswersComeBackOnIt() async {
    let system = ScriptedAuthority()
    let screen = TestScreen(system: system)

    let records = MediaSource.builtIns.map { screen.launch($0) }
    for record in records { await record.waitForCompletion() }

    XCTAssertEqual(system.requestsOnMainThread, 0, "Tests/AppleSDKStubs/README.md, rule 4")
    for record in records { record.assertDeliveredOnce() }
  }

  func testStatusIsReadAfreshOnEveryLaunch() {
    // A scripted authority, and one whose usage descriptions are fixed as the live ones' are.
    for fixesDescriptions in [false, true] {
      let system = ScriptedAuthority(status: [.camera: .denied])
      let screen =
        fixesDescriptions
        ? TestScreen(authority: system.authority(fixingUsageDescriptions: [.camera: "Scans."]))
        : TestScreen(system: system)

      XCTAssertEqual(screen.launch(.camera).outcome, .denied)
      // The user allows the camera in Settings; iOS restarts the app, or it comes back to it.
      system.setStatus(.authorized, for: .camera)
      XCTAssertEqual(screen.launch(.camera).outcome, .authorized)
      system.setStatus(.restricted, for: .camera)
      XCTAssertEqual(screen.launch(.camera).outcome, .restricted)

      XCTAssertEqual(system.statusReadCount(for: .camera), 3, "fixed: \(fixesDescriptions)")
    }
  }

  func testHardwareAndUsageDescriptionsAreReadAfreshToo() {
    let system = ScriptedAuthority(status: [.camera: .authorized])
    let screen = TestScreen(system: system)

    system.setAvailable(false, for: .camera)
    XCTAssertEqual(screen.launch(.camera).outcome, .unavailable)
    system.setAvailable(true, for: .camera)
    system.setUsageDescription(nil, for: .camera)
    XCTAssertEqual(screen.launch(.camera).outcome, .misconfigured(missingKey: .camera))
    system.setUsageDescription("Scans receipts.", for: .camera)
    XCTAssertEqual(screen.launch(.camera).outcome, .authorized)
  }

  func testALaunchAfterTheAnswerReadsTheRememberedStatusWithoutAskingAgain() async {
    let system = ScriptedAuthority(answers: [.camera: .denied])
    let screen = TestScreen(system: system)

    let first = screen.launch(.camera)
    await first.waitForCompletion()
    let second = screen.launch(.camera)

    XCTAssertEqual(second.outcome, .denied, "decided at once from the remembered status")
    XCTAssertEqual(system.requestCount(for: .camera), 1)
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.denied])
  }

  func testTappingADialogTwiceActsOnce() async {
    let system = ScriptedAuthority()
    var handlers: [@MainActor (AccessAlert.Action) -> Void] = []
    let capturing = CapturingScreen(system: system) { handlers.append($0) }

    let record = LaunchRecord()
    capturing.launchCamera(success: { record.succeed() }, completion: { record.complete($0) })
    await waitUntil { !handlers.isEmpty }
    let continueAction = AccessAlert.Action(role: .continue, title: "Continue")
    handlers[0](continueAction)
    handlers[0](continueAction)
    await record.waitForCompletion()
    try? await Task.sleep(for: .milliseconds(20))

    record.assertDeliveredOnce()
    XCTAssertEqual(system.requestCount(for: .camera), 1)
  }

  func testScreensAreReleasedAfterEveryKindOfLaunch() async {
    let statuses: [AuthorizationStatus] = [
      .authorized, .denied, .restricted, .notDetermined, .unknown(rawValue: 9),
    ]
    for status in statuses {
      let system = ScriptedAuthority(status: [.camera: status])
      var screen: TestScreen? = TestScreen(system: system)
      // Assigned apart from its declaration: `weak let` needs Swift 6.2.
      weak var weakScreen: TestScreen?
      weakScreen = screen
      let record = screen?.launch(.camera)
      await record?.waitForCompletion()
      screen = nil
      XCTAssertNil(weakScreen, "a screen is released after a launch from \(status)")
    }
  }
}

/// A screen whose presenter hands the raw action handler to the test.
@MainActor
private final class CapturingScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let capture: @MainActor (@escaping @MainActor (AccessAlert.Action) -> Void) -> Void
  var accessAlertPolicy: AccessAlertPolicy { AccessAlertPolicy(asksBeforeSystemPrompt: true) }
  var settingsOpener: SettingsOpener { .disabled }

  init(
    system: ScriptedAuthority,
    capture: @escaping @MainActor (@escaping @MainActor (AccessAlert.Action) -> Void) -> Void
  ) {
    cameraAuthority = system.cameraAuthority
    self.capture = capture
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    capture(onAction)
  }
}
