import XCTest

@testable import MediaAccess

/// The UIKit presenter never loses a dialog silently (issue 16, 9).
@MainActor
final class DialogPresentationTests: QuietDiagnosticsTestCase {
  private var uikit = SimulatedUIKit()
  private var screen: SimulatedController!
  private var laterTurns: [@MainActor () -> Void] = []

  override func setUp() async throws {
    uikit = SimulatedUIKit()
    screen = SimulatedController("screen", in: uikit)
    laterTurns = []
  }

  private func present(_ dialog: SimulatedController) {
    DialogPresentation.present(
      dialog, from: screen, retryLater: { [unowned self] in laterTurns.append($0) },
      describe: "Camera Access")
  }

  private func runLaterTurn() {
    guard !laterTurns.isEmpty else { return }
    laterTurns.removeFirst()()
  }

  func testADialogFromViewDidLoadShowsOnceTheScreenIsInAWindow() async {
    let dialog = SimulatedController("alert", in: uikit)
    present(dialog)
    XCTAssertNil(dialog.presentingModal)
    XCTAssertEqual(uikit.console, [], "not attempted while off-window")
    runLaterTurn()
    uikit.showInWindow(screen)
    runLaterTurn()
    XCTAssertTrue(dialog.presentingModal === screen)
  }

  func testADialogDuringATransitionShowsWhenItEnds() async {
    uikit.showInWindow(screen)
    let sheet = SimulatedController("sheet", in: uikit)
    screen.presentModal(sheet)
    uikit.endTransition()
    screen.dismissPresentedModal {}
    let dialog = SimulatedController("alert", in: uikit)
    present(dialog)
    XCTAssertEqual(uikit.console, [])
    uikit.endTransition()
    XCTAssertTrue(dialog.presentingModal === screen, "on the screen, the sheet being gone")
  }

  /// The coordinator declines to queue the completion (`animate` returns `false`): the dialog
  /// is shown all the same once the transition has ended.
  func testADialogShowsWhenTheCoordinatorDeclinesToQueueIt() async {
    uikit.showInWindow(screen)
    let sheet = SimulatedController("sheet", in: uikit)
    screen.presentModal(sheet)
    uikit.endTransition()
    screen.dismissPresentedModal {}
    uikit.coordinatorDeclines = true
    let dialog = SimulatedController("alert", in: uikit)
    present(dialog)
    await PickProbe.settle()
    XCTAssertEqual(uikit.console, [], "not attempted mid-transition")
    uikit.endTransition()
    await PickProbe.settle()
    XCTAssertTrue(dialog.presentingModal === screen, "on the screen, the sheet being gone")
  }

  func testADeclinedPresentationIsTriedAgain() async {
    uikit.showInWindow(screen)
    uikit.declinesPresentations = true
    let dialog = SimulatedController("alert", in: uikit)
    present(dialog)
    XCTAssertNil(dialog.presentingModal)
    uikit.declinesPresentations = false
    runLaterTurn()
    XCTAssertTrue(dialog.presentingModal === screen)
  }

  func testADialogOverAnOpenSheetShowsOnTopOfIt() async {
    uikit.showInWindow(screen)
    let sheet = SimulatedController("sheet", in: uikit)
    screen.presentModal(sheet)
    uikit.endTransition()
    let dialog = SimulatedController("alert", in: uikit)
    present(dialog)
    XCTAssertTrue(dialog.presentingModal === sheet)
  }

  /// A screen that reaches its window late, however late: the dialog waits for it, as long as
  /// the screen lives (a launch from `viewDidLoad` of a screen shown later).
  func testADialogWaitsForItsScreenAsLongAsTheScreenLives() async {
    let dialog = SimulatedController("alert", in: uikit)
    present(dialog)
    for _ in 0..<100 { runLaterTurn() }
    XCTAssertFalse(laterTurns.isEmpty, "still waiting: the screen lives")
    uikit.showInWindow(screen)
    runLaterTurn()
    XCTAssertTrue(dialog.presentingModal === screen)
  }

  /// The screen is released while its dialog waits for a window: the wait does not keep it
  /// alive, and the dialog is dropped with a diagnostic on the next look.
  func testADialogWhoseScreenIsReleasedIsDroppedWithADiagnostic() async {
    let dialog = SimulatedController("alert", in: uikit)
    let diagnostics = DiagnosticMessages()
    await MediaAccessDiagnostics.withHandler(
      { diagnostics.append($0) },
      operation: {
        present(dialog)
        weak var released: SimulatedController?
        released = screen
        screen = nil
        XCTAssertNil(released, "the waiting dialog does not keep its screen alive")
        runLaterTurn()
      })
    XCTAssertTrue(laterTurns.isEmpty, "the wait has ended")
    XCTAssertEqual(diagnostics.messages.count, 1)
    XCTAssertTrue(
      diagnostics.messages.first?.contains("was released") == true, "\(diagnostics.messages)")
  }
}
