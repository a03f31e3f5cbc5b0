import MediaAccess
import MediaAccessTesting
import XCTest

/// The contract with several screens, repeated taps and presenters that misbehave: every wait
/// ends when its launch is abandoned, one dialog sequence per source, one explanation per
/// refusal, and a dialog that acts once and only on what it offers.
@MainActor
final class ContractEdgeTests: XCTestCase {
  private let softAsking = AccessAlertPolicy(asksBeforeSystemPrompt: true)

  // MARK: - Launches that wait on a soft ask

  func testLaunchQueuedBehindAnotherScreensSoftAskEndsWhenItsScreenIsReleased() async {
    let system = ScriptedAuthority()
    let presenter = RecordingAlertPresenter()
    let first = EdgeScreen(system: system, presenter: presenter, policy: softAsking)
    first.launch(.camera)
    await waitUntil { presenter.pendingAlerts.count == 1 }
    var queued: EdgeScreen? = EdgeScreen(system: system, presenter: presenter, policy: softAsking)
    let record = queued?.launch(.camera)
    await settle()  // the launch is now waiting for the first soft ask

    queued = nil
    await record?.waitForCompletion()

    XCTAssertEqual(record?.outcome, .cancelled)
    XCTAssertEqual(presenter.pendingAlerts.map(\.reason), [.softAsk], "the first soft ask stays up")
    XCTAssertEqual(system.requestCount(for: .camera), 0)
  }

  func testLaunchQueuedBehindAnotherScreensSoftAskEndsWhenItsTaskIsCancelled() async {
    let system = ScriptedAuthority()
    let presenter = RecordingAlertPresenter()
    let first = EdgeScreen(system: system, presenter: presenter, policy: softAsking)
    first.launch(.camera)
    await waitUntil { presenter.pendingAlerts.count == 1 }
    let queued = EdgeScreen(system: system, presenter: presenter, policy: softAsking)
    let task = Task { await queued.authorizeCamera() }
    await Task.yield()

    task.cancel()
    let outcome = await task.value

    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(presenter.pendingAlerts.map(\.reason), [.softAsk])
    XCTAssertEqual(system.requestCount(for: .camera), 0)
  }

  func testLaterSoftAskLaunchIsNotStuckBehindAnAbandonedOne() async {
    let system = ScriptedAuthority()
    let presenter = RecordingAlertPresenter()
    var first: EdgeScreen? = EdgeScreen(system: system, presenter: presenter, policy: softAsking)
    let firstRecord = first?.launch(.camera)
    await waitUntil { presenter.pendingAlerts.count == 1 }

    first = nil
    await firstRecord?.waitForCompletion()
    let second = EdgeScreen(system: system, presenter: presenter, policy: softAsking)
    let record = second.launch(.camera)
    await waitUntil { presenter.presentedAlerts.count == 2 }
    presenter.tap(.continue)  // the abandoned soft ask, still up: does nothing
    presenter.tap(.continue)
    await record.waitForCompletion()

    XCTAssertEqual(firstRecord?.outcome, .cancelled)
    XCTAssertEqual(record.outcome, .authorized)
    XCTAssertEqual(system.requestCount(for: .camera), 1)
  }

  func testScreenReleasedWhileItsOwnSoftAskIsUpEndsCancelledAndALateTapAsksNothing() async {
    let system = ScriptedAuthority()
    let presenter = RecordingAlertPresenter()  // outlives the screen, as an app-wide one does
    var screen: EdgeScreen? = EdgeScreen(system: system, presenter: presenter, policy: softAsking)
    let record = screen?.launch(.camera)
    await waitUntil { presenter.pendingAlerts.count == 1 }

    screen = nil
    await record?.waitForCompletion()
    presenter.tap(.continue)
    await settle()

    XCTAssertEqual(record?.outcome, .cancelled)
    XCTAssertEqual(record?.successCount, 0)
    XCTAssertEqual(system.requestCount(for: .camera), 0, "a late tap asks nothing")
  }

  func testCancelledTaskWhileItsOwnSoftAskIsUpEndsCancelledAndALateTapAsksNothing() async {
    let system = ScriptedAuthority()
    let presenter = RecordingAlertPresenter()
    let screen = EdgeScreen(system: system, presenter: presenter, policy: softAsking)
    let task = Task { await screen.authorizeCamera() }
    await waitUntil { presenter.pendingAlerts.count == 1 }

    task.cancel()
    let outcome = await task.value
    presenter.tap(.continue)
    await settle()

    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(system.requestCount(for: .camera), 0)
  }

  func testLaunchWithoutSoftAskWaitsForAnotherScreensSoftAskThenJoinsItsRequest() async {
    let system = ScriptedAuthority()
    let presenter = RecordingAlertPresenter()
    let asking = EdgeScreen(system: system, presenter: presenter, policy: softAsking)
    let askingRecord = asking.launch(.camera)
    await waitUntil { presenter.pendingAlerts.count == 1 }
    let direct = EdgeScreen(system: system, presenter: presenter, policy: .standard)

    let directRecord = direct.launch(.camera)
    await settle()
    let requestsUnderTheSoftAsk = system.requestCount(for: .camera)
    presenter.tap(.continue)
    await askingRecord.waitForCompletion()
    await directRecord.waitForCompletion()

    XCTAssertEqual(requestsUnderTheSoftAsk, 0, "no system prompt under a soft ask")
    XCTAssertEqual(system.requestCount(for: .camera), 1, "the soft ask's Continue leads to it")
    XCTAssertEqual(askingRecord.outcome, .authorized)
    XCTAssertEqual(directRecord.outcome, .authorized)
  }

  func testLaunchWithoutSoftAskAsksItselfWhenTheSoftAskItWaitedForIsDismissed() async {
    let system = ScriptedAuthority()
    let presenter = RecordingAlertPresenter()
    let asking = EdgeScreen(system: system, presenter: presenter, policy: softAsking)
    let askingRecord = asking.launch(.camera)
    await waitUntil { presenter.pendingAlerts.count == 1 }
    let direct = EdgeScreen(system: system, presenter: presenter, policy: .standard)
    let directRecord = direct.launch(.camera)
    await settle()

    presenter.dismissPending()
    await askingRecord.waitForCompletion()
    await directRecord.waitForCompletion()

    XCTAssertEqual(askingRecord.outcome, .cancelled)
    XCTAssertEqual(directRecord.outcome, .authorized)
    XCTAssertEqual(system.requestCount(for: .camera), 1)
  }

  /// A renderer that names its screen must not keep the screen alive while its soft ask waits.
  func testScreenWhoseRendererRefersToItIsReleasedWhileItsSoftAskIsUp() async {
    let system = ScriptedAuthority()
    let presenter = RecordingAlertPresenter()
    var screen: NamingScreen? = NamingScreen(system: system, presenter: presenter)
    weak var released: NamingScreen?
    released = screen
    var outcome: LaunchOutcome?
    screen?.launchCamera(success: {}, completion: { outcome = $0 })
    await waitUntil { presenter.pendingAlerts.count == 1 }

    screen = nil
    await waitUntil { outcome != nil }

    XCTAssertNil(released)
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(presenter.pendingAlerts.first?.title, "Camera Access (Scanner)")
  }

  /// A dialog the presenter lets go of without a tap ends its launch, and leaves no request
  /// behind: the next launch asks again.
  func testDialogsDroppedWithoutATapLeaveNoWaitBehind() async {
    let system = ScriptedAuthority()
    let presenter = RecordingAlertPresenter()
    let screen = EdgeScreen(system: system, presenter: presenter, policy: softAsking)
    let record = screen.launch(.camera)
    await waitUntil { presenter.pendingAlerts.count == 1 }
    presenter.dismissPending()
    await record.waitForCompletion()
    for _ in 0..<3 {
      let task = Task { await screen.authorizeCamera() }
      await waitUntil { presenter.pendingAlerts.count == 1 }
      presenter.dismissPending()
      _ = await task.value
    }
    XCTAssertEqual(record.outcome, .cancelled)
    XCTAssertFalse(system.authority.isAsking(about: .camera))
    XCTAssertEqual(system.requestCount(for: .camera), 0)
  }

  // MARK: - Dialogs that repeat or act twice

  func testLaunchesCoalescedOnOneRefusalShowOneDeniedDialog() async {
    let explaining = AccessAlertPolicy(explainsFreshRefusal: true)
    for launches in [2, 5] {
      let system = ScriptedAuthority(answers: [.camera: .denied])
      system.holdAnswers()
      let presenter = RecordingAlertPresenter()
      let screen = EdgeScreen(system: system, presenter: presenter, policy: explaining)
      let records = (0..<launches).map { _ in screen.launch(.camera) }
      _ = await system.waitForHeldRequests(1)

      system.releaseHeldAnswers()
      for record in records { await record.waitForCompletion() }

      XCTAssertEqual(records.map(\.outcome), Array(repeating: .denied, count: launches))
      XCTAssertEqual(presenter.presentedAlerts.map(\.reason), [.denied], "\(launches) launches")
      XCTAssertEqual(system.requestCount(for: .camera), 1)
    }
  }

  func testRefusalIsExplainedOnTheFirstScreenStillThereWhenTheLeaderIsGone() async {
    let explaining = AccessAlertPolicy(explainsFreshRefusal: true)
    let system = ScriptedAuthority(answers: [.camera: .denied])
    system.holdAnswers()
    let leaderPresenter = RecordingAlertPresenter()
    let followerPresenter = RecordingAlertPresenter()
    var leader: EdgeScreen? = EdgeScreen(
      system: system, presenter: leaderPresenter, policy: explaining)
    let follower = EdgeScreen(system: system, presenter: followerPresenter, policy: explaining)
    let leaderRecord = leader?.launch(.camera)
    let followerRecord = follower.launch(.camera)
    _ = await system.waitForHeldRequests(1)

    leader = nil
    await leaderRecord?.waitForCompletion()
    system.releaseHeldAnswers()
    await followerRecord.waitForCompletion()

    XCTAssertEqual(leaderRecord?.outcome, .cancelled)
    XCTAssertEqual(followerRecord.outcome, .denied)
    XCTAssertEqual(leaderPresenter.presentedAlerts, [])
    XCTAssertEqual(followerPresenter.presentedAlerts.map(\.reason), [.denied])
  }

  func testDeniedDialogOpensSettingsOnceHoweverOftenThePresenterReportsIt() {
    let system = ScriptedAuthority(status: [.camera: .denied])
    let screen = HandlerKeepingScreen(system: system)

    screen.launchCamera(success: {})
    let openSettings = AccessAlert.Action(role: .openSettings, title: "Open Settings")
    screen.report(openSettings)
    screen.report(openSettings)

    XCTAssertEqual(screen.settings.openedSources, [.camera])
  }

  func testDialogsOfferingOnlyOKNeverOpenSettings() {
    let system = ScriptedAuthority(
      status: [.camera: .restricted], unavailable: [.photoLibrary(.readWrite)])
    let screen = HandlerKeepingScreen(system: system)

    screen.launchCamera(success: {})
    screen.launchPhotoLibrary(success: {})
    screen.report(AccessAlert.Action(role: .openSettings, title: "Settings"))

    XCTAssertEqual(screen.alerts.map(\.reason), [.restricted, .unavailable])
    XCTAssertEqual(screen.settings.openedSources, [])
  }

  func testSoftAskIgnoresActionsItDoesNotOfferAndRepeats() async {
    let system = ScriptedAuthority()
    let screen = HandlerKeepingScreen(system: system, policy: softAsking)
    var outcomes: [LaunchOutcome] = []
    screen.launchCamera(success: {}, completion: { outcomes.append($0) })
    await waitUntil { screen.alerts.count == 1 }

    screen.report(AccessAlert.Action(role: .cancel, title: "Not Now"))
    await settle()
    let outcomesAfterForeignAction = outcomes
    screen.report(AccessAlert.Action(role: .continue, title: "Continue"))
    screen.report(AccessAlert.Action(role: .continue, title: "Continue"))
    await waitUntil { !outcomes.isEmpty }
    await settle()

    XCTAssertEqual(outcomesAfterForeignAction, [], "a way out the soft ask does not offer")
    XCTAssertEqual(outcomes, [.authorized])
    XCTAssertEqual(system.requestCount(for: .camera), 1)
  }

  // MARK: - Helpers

  /// Lets every task the launches started run as far as it can.
  private func settle() async {
    try? await Task.sleep(for: .milliseconds(250))
  }
}

/// A screen whose dialogs go to a presenter that may outlive it, as an app-wide one does.
@MainActor
private final class EdgeScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let accessAlertPolicy: AccessAlertPolicy
  private let presenter: RecordingAlertPresenter

  init(system: ScriptedAuthority, presenter: RecordingAlertPresenter, policy: AccessAlertPolicy) {
    cameraAuthority = system.cameraAuthority
    self.presenter = presenter
    accessAlertPolicy = policy
  }

  var alertTextRenderer: any AlertTextRendering {
    LocalizedAlertTextRenderer(language: "en", appName: "Edge")
  }

  var settingsOpener: SettingsOpener { .disabled }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }

  @discardableResult
  func launch(_ source: MediaSource) -> LaunchRecord {
    let record = LaunchRecord()
    launchCamera(success: { record.succeed() }, completion: { record.complete($0) })
    return record
  }
}

/// A presenter that misbehaves: it keeps every handler and reports whatever the test says, to
/// every dialog it was given, as often as the test says.
@MainActor
private final class HandlerKeepingScreen: CameraAuthorizing, PhotoLibraryAuthorizing {
  let cameraAuthority: CameraAuthority
  let photoLibraryAuthority: PhotoLibraryAuthority
  let accessAlertPolicy: AccessAlertPolicy
  let settings = RecordingSettingsOpener()
  private(set) var alerts: [AccessAlert] = []
  private var handlers: [@MainActor (AccessAlert.Action) -> Void] = []

  init(system: ScriptedAuthority, policy: AccessAlertPolicy = .standard) {
    cameraAuthority = system.cameraAuthority
    photoLibraryAuthority = system.photoLibraryAuthority
    accessAlertPolicy = policy
  }

  var settingsOpener: SettingsOpener { settings.opener }

  var alertTextRenderer: any AlertTextRendering {
    LocalizedAlertTextRenderer(language: "en", appName: "Edge")
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    alerts.append(alert)
    handlers.append(onAction)
  }

  func report(_ action: AccessAlert.Action) {
    for handler in handlers { handler(action) }
  }
}

/// A screen whose renderer names it in every title, as an app's renderer might.
@MainActor
private final class NamingScreen: CameraAuthorizing {
  nonisolated let name = "Scanner"
  let cameraAuthority: CameraAuthority
  private let presenter: RecordingAlertPresenter

  init(system: ScriptedAuthority, presenter: RecordingAlertPresenter) {
    cameraAuthority = system.cameraAuthority
    self.presenter = presenter
  }

  var accessAlertPolicy: AccessAlertPolicy { AccessAlertPolicy(asksBeforeSystemPrompt: true) }
  var alertTextRenderer: any AlertTextRendering { ScreenNamingRenderer(screen: self) }
  var settingsOpener: SettingsOpener { .disabled }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }
}

/// Names its screen in every title, so it holds the screen.
private struct ScreenNamingRenderer: AlertTextRendering {
  let screen: NamingScreen

  func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    LocalizedAlertTextRenderer(language: "en", appName: "Edge").title(for: reason, source: source)
      + " (\(screen.name))"
  }
}
