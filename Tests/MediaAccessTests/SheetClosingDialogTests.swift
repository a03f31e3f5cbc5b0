import MediaAccessTesting
import XCTest

@testable import MediaAccess

/// A SwiftUI dialog asked for while a sheet or a confirmation dialog that is closing still
/// covers the view (issue 34): the button does `{ showSheet = false; model.launchCamera { … } }`,
/// and SwiftUI closes the sheet only after the action has returned. The dialog waits for the
/// view beneath and then shows; the wait ends only with its launch, with a diagnostic.
@MainActor
final class SheetClosingDialogTests: XCTestCase {
  private var swiftUI = SimulatedSwiftUIAlert()
  private let diagnostics = DiagnosticMessages()

  override func setUp() async throws {
    swiftUI = SimulatedSwiftUIAlert()
  }

  /// The sheet's (or confirmation dialog's) button closes it and launches in one action; the
  /// presenter is attached only to the view beneath. The user sees the sheet close, then the
  /// dialog on the view beneath: nothing is dropped.
  func testADialogFromAClosingSheetShowsOnTheViewBeneath() async {
    for launch in SheetClosingLaunch.allCases {
      swiftUI = SimulatedSwiftUIAlert()
      let system = launch.system
      let screen = SwiftUIScreen(system: system, alerts: swiftUI.alerts)
      let outcomes = OutcomeLog()
      swiftUI.coverWithSheet("screen")

      await capturingDiagnostics {
        launch.start(on: screen, outcomes: outcomes)
        swiftUI.beginClosingSheet(over: "screen")
        await PickProbe.settle()
        swiftUI.tick()
        XCTAssertNil(swiftUI.onScreen, "\(launch): not while the sheet still covers the view")
        swiftUI.finishClosingSheet(over: "screen")
        swiftUI.tick()
      }

      XCTAssertEqual(swiftUI.onScreen?.alert.reason, launch.dialog, "\(launch)")
      XCTAssertEqual(swiftUI.onScreenIn, "screen", "\(launch)")
      XCTAssertEqual(diagnostics.messages, [], "\(launch): nothing dropped")
      if launch == .softAsk {
        swiftUI.tap(.continue)
        await waitUntil { outcomes.values == [.authorized] }
        XCTAssertEqual(system.requestCount(for: .camera), 1, "the soft ask led to the prompt")
      }
    }
  }

  /// The same with the presenter attached inside the sheet too, as the docs advise: the
  /// dialog goes to the sheet, which closes under it; it is not lost with the sheet but shows
  /// on the view beneath once the sheet has gone.
  func testADialogRoutedToALeavingSheetShowsOnTheViewBeneath() async {
    for launch in SheetClosingLaunch.allCases {
      swiftUI = SimulatedSwiftUIAlert()
      let screen = SwiftUIScreen(system: launch.system, alerts: swiftUI.alerts)
      let outcomes = OutcomeLog()
      swiftUI.coverWithSheet("screen")
      swiftUI.attachView("sheet")

      await capturingDiagnostics {
        launch.start(on: screen, outcomes: outcomes)
        await PickProbe.settle()
        swiftUI.beginClosingSheet(over: "screen", inside: ["sheet"])
        swiftUI.tick()
        swiftUI.finishClosingSheet(over: "screen", inside: ["sheet"])
        swiftUI.tick()
      }

      XCTAssertEqual(swiftUI.onScreen?.alert.reason, launch.dialog, "\(launch)")
      XCTAssertEqual(swiftUI.onScreenIn, "screen", "\(launch)")
      XCTAssertEqual(diagnostics.messages, [], "\(launch): nothing dropped")
      XCTAssertEqual(
        outcomes.values,
        launch == .softAsk ? [] : [launch == .deniedCamera ? .denied : .restricted],
        "\(launch): the soft ask still waits for its answer")
    }
  }

  /// A sheet the app closes much later: the dialog waits, however long, and shows then. The
  /// developer hears of the long wait once: the presenter is not attached inside the sheet.
  func testACoveredViewShowsTheDialogOnceItsSheetCloses() async {
    let screen = SwiftUIScreen(
      system: SheetClosingLaunch.deniedCamera.system, alerts: swiftUI.alerts)
    swiftUI.coverWithSheet("screen")
    await capturingDiagnostics {
      screen.launchCamera(success: {})
      for _ in 0..<50 { swiftUI.tick() }
      XCTAssertNil(swiftUI.onScreen)
      XCTAssertEqual(swiftUI.alerts.waitingCount, 1, "kept, not dropped")
      swiftUI.closeSheet(over: "screen")
      swiftUI.tick()
    }
    XCTAssertEqual(swiftUI.onScreen?.alert.reason, .denied)
    XCTAssertEqual(swiftUI.droppedPresentations, 0, "never asked of SwiftUI while covered")
    XCTAssertEqual(diagnostics.messages.count, 1, "\(diagnostics.messages)")
    XCTAssertTrue(
      diagnostics.messages.first?.contains("Attach the presenter inside the sheet") == true,
      "\(diagnostics.messages)")
  }

  /// The launch's screen is released while its soft ask waits behind a sheet: the launch ends
  /// cancelled, its dialog is dropped with a diagnostic and never shown, and a later dialog
  /// (its own launch) shows once the sheet closes.
  func testALaunchWhoseScreenGoesAwayEndsItsWaitingDialog() async {
    var screen: SwiftUIScreen? = SwiftUIScreen(
      system: SheetClosingLaunch.softAsk.system, alerts: swiftUI.alerts)
    let outcomes = OutcomeLog()
    let other = SwiftUIScreen(
      system: SheetClosingLaunch.deniedCamera.system, alerts: swiftUI.alerts)
    swiftUI.coverWithSheet("screen")

    await capturingDiagnostics {
      screen?.launchCamera(success: {}, completion: { outcomes.append($0) })
      await PickProbe.settle()
      other.launchCamera(success: {})
      XCTAssertEqual(swiftUI.alerts.waitingCount, 2)
      screen = nil
      await waitUntil { outcomes.values == [.cancelled] }
      swiftUI.tick()
    }

    XCTAssertEqual(swiftUI.alerts.waitingCount, 1, "only the other launch's dialog waits")
    XCTAssertEqual(diagnostics.messages.count, 1, "\(diagnostics.messages)")
    XCTAssertTrue(
      diagnostics.messages.first?.contains("its launch ended") == true, "\(diagnostics.messages)")
    swiftUI.closeSheet(over: "screen")
    swiftUI.tick()
    XCTAssertEqual(swiftUI.onScreen?.alert.reason, .denied, "the later dialog is not held")
  }

  /// The async form's task is cancelled while its soft ask waits: the same end.
  func testACancelledTaskEndsItsWaitingDialog() async {
    let screen = SwiftUIScreen(system: SheetClosingLaunch.softAsk.system, alerts: swiftUI.alerts)
    swiftUI.coverWithSheet("screen")
    await capturingDiagnostics {
      let launch = Task { await screen.authorizeCamera() }
      await PickProbe.settle()
      XCTAssertEqual(swiftUI.alerts.waitingCount, 1)
      launch.cancel()
      let outcome = await launch.value
      XCTAssertEqual(outcome, .cancelled)
      swiftUI.tick()
    }
    XCTAssertEqual(swiftUI.alerts.waitingCount, 0)
    swiftUI.closeSheet(over: "screen")
    swiftUI.tick()
    XCTAssertNil(swiftUI.onScreen, "a soft ask nobody waits for is not shown")
    XCTAssertEqual(diagnostics.messages.count, 1, "\(diagnostics.messages)")
  }

  /// Every view that could show the dialog goes away while it waits: dropped, with a
  /// diagnostic.
  func testADialogWhoseViewsAllGoAwayIsDroppedWithADiagnostic() async {
    let screen = SwiftUIScreen(
      system: SheetClosingLaunch.deniedCamera.system, alerts: swiftUI.alerts)
    swiftUI.coverWithSheet("screen")
    await capturingDiagnostics {
      screen.launchCamera(success: {})
      swiftUI.detachView("screen")
    }
    XCTAssertEqual(swiftUI.alerts.waitingCount, 0)
    XCTAssertEqual(diagnostics.messages.count, 1, "\(diagnostics.messages)")
    XCTAssertTrue(
      diagnostics.messages.first?.contains("went away") == true, "\(diagnostics.messages)")
  }

  private func capturingDiagnostics(_ body: () async -> Void) async {
    let diagnostics = diagnostics
    await MediaAccessDiagnostics.withHandler(
      { diagnostics.append($0) }, operation: { await body() })
  }
}
