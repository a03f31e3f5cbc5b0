import MediaAccess
import MediaAccessTesting
import XCTest

/// Each event reports a step that has happened, as <doc:CountingAccessEvents> words it: on
/// `softAskShown` and `dialogShown` the presenter holds the dialog, and on `settingsOpened` the
/// screen's `SettingsOpener` has run.
@MainActor
final class EventOrderTests: XCTestCase {
  func testDialogShownComesOnceThePresenterHoldsTheDialog() {
    let system = ScriptedAuthority(status: [.camera: .denied])
    let screen = ObservingScreen(system: system)

    screen.launchCamera(success: {})

    XCTAssertEqual(screen.seen, ["dialogShown(denied): presenter holds 1"])
  }

  func testSoftAskShownComesOnceThePresenterHoldsTheSoftAsk() async {
    let system = ScriptedAuthority()
    let screen = ObservingScreen(system: system)
    screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)

    let launch = Task { await screen.authorizeCamera() }
    await waitUntil { !screen.seen.isEmpty }
    screen.presenter.dismissPending()
    _ = await launch.value

    XCTAssertEqual(screen.seen.first, "softAskShown: presenter holds 1")
  }

  func testSettingsOpenedComesOnceSettingsOpened() {
    let system = ScriptedAuthority(status: [.camera: .denied])
    let screen = ObservingScreen(system: system)

    screen.launchCamera(success: {})
    XCTAssertTrue(screen.presenter.tap(.openSettings))

    XCTAssertEqual(screen.seen.last, "settingsOpened: opened 1")
  }

  func testATapFromInsideThePresenterIsReportedAfterTheDialog() {
    let system = ScriptedAuthority(status: [.camera: .denied])
    let screen = ObservingScreen(system: system)
    screen.presenter.automaticReply = { _ in .openSettings }

    screen.launchCamera(success: {})

    XCTAssertEqual(
      screen.seen, ["dialogShown(denied): presenter holds 1", "settingsOpened: opened 1"])
  }
}

/// A screen whose observer writes down, for each event, what the presenter and the Settings
/// recorder hold at that moment.
@MainActor
private final class ObservingScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let presenter = RecordingAlertPresenter()
  let settings = RecordingSettingsOpener()
  var accessAlertPolicy = AccessAlertPolicy.standard
  private(set) var seen: [String] = []

  init(system: ScriptedAuthority) {
    cameraAuthority = system.cameraAuthority
  }

  var settingsOpener: SettingsOpener { settings.opener }

  var accessEventObserver: AccessEventObserver {
    AccessEventObserver { [weak self] event in
      guard let self else { return }
      switch event.kind {
      case .softAskShown, .dialogShown:
        seen.append("\(event.kind): presenter holds \(presenter.presentedAlerts.count)")
      case .settingsOpened:
        seen.append("\(event.kind): opened \(settings.openedSources.count)")
      default: break
      }
    }
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }
}
