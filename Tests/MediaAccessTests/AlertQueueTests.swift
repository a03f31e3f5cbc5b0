import MediaAccessTesting
import XCTest

@testable import MediaAccess

/// SwiftUI dialogs queue (issue 16, 5–6): one at a time, first in first out, each tap reaching
/// only the dialog the user sees, and a dialog that vanishes without a tap ending its launch.
@MainActor
final class AlertQueueTests: XCTestCase {
  private let renderer = LocalizedAlertTextRenderer(language: "en", appName: "Snapshot")
  private var swiftUI = SimulatedSwiftUIAlert()
  private var replies: [String] = []

  override func setUp() async throws {
    swiftUI = SimulatedSwiftUIAlert()
    replies = []
  }

  private func alert(_ reason: AccessAlert.Reason, _ source: MediaSource) -> AccessAlert {
    AccessAlert(reason: reason, source: source, renderer: renderer)
  }

  private func enqueue(_ reason: AccessAlert.Reason, _ source: MediaSource, as name: String) {
    swiftUI.alerts.enqueue(alert(reason, source)) { [unowned self] action in
      replies.append("\(name): \(action.role)")
    }
  }

  func testTwoDialogsInARowShowOneAfterTheOther() async {
    enqueue(.denied, .photoLibrary(.readWrite), as: "photos")
    enqueue(.softAsk, .camera, as: "camera")
    XCTAssertEqual(swiftUI.onScreen?.alert.reason, .denied)
    swiftUI.tap(.cancel)
    XCTAssertEqual(replies, ["photos: cancel"], "the tap answers the dialog the user saw")
    XCTAssertNil(swiftUI.onScreen, "the next waits until SwiftUI has taken the first down")
    swiftUI.runLaterTurns()
    XCTAssertEqual(swiftUI.onScreen?.alert.reason, .softAsk)
    swiftUI.tap(.continue)
    XCTAssertEqual(replies, ["photos: cancel", "camera: continue"])
    XCTAssertEqual(swiftUI.presentations, 2)
  }

  /// A dialog queued while SwiftUI takes the previous one down (it reported it gone, nothing
  /// else waiting) waits for the turn after that report: published during the dismissal,
  /// SwiftUI would drop it and it would never show, holding its launch.
  func testADialogQueuedDuringADismissalShowsAfterIt() async {
    enqueue(.denied, .camera, as: "first")
    swiftUI.tap(.cancel)
    enqueue(.softAsk, .photoLibrary(.readWrite), as: "second")
    XCTAssertNil(swiftUI.onScreen, "not asked for while SwiftUI takes the first down")
    swiftUI.runLaterTurns()
    XCTAssertEqual(swiftUI.onScreen?.alert.reason, .softAsk)
    XCTAssertEqual(swiftUI.droppedPresentations, 0)
    swiftUI.tap(.continue)
    XCTAssertEqual(replies, ["first: cancel", "second: continue"])
  }

  /// The same after the presenter dismissed the dialog itself (`dismiss()`).
  func testADialogQueuedAfterAProgrammaticDismissalShows() async {
    enqueue(.denied, .camera, as: "first")
    swiftUI.alerts.dismissShown()
    XCTAssertNil(swiftUI.onScreen, "SwiftUI takes it down")
    enqueue(.softAsk, .camera, as: "second")
    swiftUI.runLaterTurns()
    XCTAssertEqual(swiftUI.onScreen?.alert.reason, .softAsk)
    XCTAssertEqual(swiftUI.droppedPresentations, 0)
    swiftUI.tap(.continue)
    XCTAssertEqual(replies, ["second: continue"])
  }

  /// Answered is not gone: the next dialog waits for SwiftUI's report, however many turns
  /// pass.
  func testTheNextDialogWaitsForSwiftUIsReport() async {
    enqueue(.denied, .camera, as: "first")
    enqueue(.softAsk, .camera, as: "second")
    let first = swiftUI.onScreen?.id ?? -1
    swiftUI.tapForeign(AccessAlert(reason: .denied, source: .camera, renderer: renderer).actions[0])
    swiftUI.runLaterTurns()
    swiftUI.runLaterTurns()
    XCTAssertEqual(swiftUI.onScreen?.id, first, "still up: SwiftUI has not reported it gone")
    XCTAssertEqual(swiftUI.alerts.shown?.id, first)
    swiftUI.viewDisappears()
    XCTAssertNil(swiftUI.alerts.shown)
  }

  /// With the presenter attached inside the sheet as well, the dialog shows there; once the
  /// sheet has closed, the next shows on the screen beneath.
  func testADialogShowsInsideTheSheetWhenThePresenterIsAttachedThere() async {
    swiftUI.coverWithSheet("screen")
    swiftUI.attachView("sheet")
    enqueue(.softAsk, .camera, as: "in sheet")
    XCTAssertEqual(swiftUI.onScreenIn, "sheet")
    swiftUI.tap(.continue)
    swiftUI.runLaterTurns()
    swiftUI.detachView("sheet")
    swiftUI.closeSheet(over: "screen")
    enqueue(.denied, .camera, as: "on screen")
    XCTAssertEqual(swiftUI.onScreenIn, "screen")
    swiftUI.tap(.cancel)
    XCTAssertEqual(replies, ["in sheet: continue", "on screen: cancel"])
  }

  /// The sheet closes while its attachment shows a dialog nobody answered: the dialog goes
  /// with its view, without a tap, and shows again on the screen beneath, before the next.
  func testASheetClosingUnderItsDialogHandsItToTheScreen() async {
    swiftUI.coverWithSheet("screen")
    swiftUI.attachView("sheet")
    enqueue(.denied, .camera, as: "first")
    enqueue(.denied, .photoLibrary(.readWrite), as: "second")
    XCTAssertEqual(swiftUI.onScreenIn, "sheet")
    swiftUI.detachView("sheet")
    swiftUI.closeSheet(over: "screen")
    swiftUI.runLaterTurns()
    XCTAssertEqual(swiftUI.onScreenIn, "screen")
    XCTAssertEqual(swiftUI.onScreen?.alert.source, .camera, "the unanswered dialog first")
    swiftUI.tap(.cancel)
    swiftUI.runLaterTurns()
    XCTAssertEqual(swiftUI.onScreen?.alert.source, .photoLibrary(.readWrite))
    swiftUI.tap(.cancel)
    XCTAssertEqual(replies, ["first: cancel", "second: cancel"])
  }

  func testAnActionTheDialogDoesNotOfferIsIgnored() async {
    enqueue(.softAsk, .camera, as: "camera")
    let settings = alert(.denied, .camera).actions[1]
    swiftUI.tapForeign(settings)
    XCTAssertEqual(replies, [])
    swiftUI.tap(.continue)
    XCTAssertEqual(replies, ["camera: continue"])
  }

  func testATapIsPassedOnOnce() async {
    enqueue(.denied, .camera, as: "camera")
    let cancel = alert(.denied, .camera).actions[0]
    swiftUI.tapForeign(cancel)
    swiftUI.tapForeign(cancel)
    XCTAssertEqual(replies, ["camera: cancel"])
  }

  func testADialogThatDisappearsWithoutATapReleasesItsHandler() async {
    weak var released: AnyObject?
    do {
      let token = NSObject()
      released = token
      swiftUI.alerts.enqueue(alert(.softAsk, .camera)) { _ in _ = token }
    }
    XCTAssertNotNil(released)
    swiftUI.viewDisappears()
    XCTAssertNil(released, "the handler is released, so a soft ask ends its launch")
  }

  func testALateReportAboutAnOlderDialogKeepsTheNewerHandler() async {
    enqueue(.denied, .camera, as: "first")
    let first = swiftUI.onScreen?.id ?? -1
    enqueue(.softAsk, .camera, as: "second")
    swiftUI.tap(.cancel)
    swiftUI.runLaterTurns()
    swiftUI.alerts.alertDidDisappear(first)  // a stale isPresented = false
    XCTAssertEqual(swiftUI.alerts.shown?.alert.reason, .softAsk)
    swiftUI.tap(.continue)
    XCTAssertEqual(replies, ["first: cancel", "second: continue"])
  }

  func testASoftAskWhoseDialogVanishesEndsItsLaunchCancelled() async {
    let system = ScriptedAuthority(status: [.camera: .notDetermined])
    let screen = QueueScreen(authority: system.cameraAuthority, alerts: swiftUI.alerts)
    let launch = Task { await screen.authorizeCamera() }
    for _ in 0..<100 { await Task.yield() }
    XCTAssertEqual(swiftUI.onScreen?.alert.reason, .softAsk)
    swiftUI.viewDisappears()
    let outcome = await launch.value
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(system.requestCount(for: .camera), 0)
  }
}

/// A SwiftUI view model whose dialogs go through a queue, as `AccessAlertHosting` routes them.
@MainActor
private final class QueueScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let alerts: AttachedAlerts
  let accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)

  init(authority: CameraAuthority, alerts: AttachedAlerts) {
    cameraAuthority = authority
    self.alerts = alerts
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    alerts.enqueue(alert, onAction: onAction)
  }
}
