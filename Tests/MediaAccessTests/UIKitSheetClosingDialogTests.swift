import MediaAccessTesting
import XCTest

@testable import MediaAccess

/// The UIKit side of issue 34: a sheet or an action sheet whose button dismisses it and
/// launches in one action. The dialog shows once the dismissal has ended, on the controller
/// beneath, whether the screen beneath launched or the closing sheet's own controller did.
@MainActor
final class UIKitSheetClosingDialogTests: QuietDiagnosticsTestCase {
  private var uikit = SimulatedUIKit()
  private var laterTurns: [@MainActor () -> Void] = []

  override func setUp() async throws {
    uikit = SimulatedUIKit()
    laterTurns = []
  }

  private func screen(_ name: String, _ system: ScriptedAuthority) -> UIKitScreen {
    UIKitScreen(
      SimulatedController(name, in: uikit), in: uikit, system: system,
      retryLater: { [unowned self] in laterTurns.append($0) })
  }

  private func runLaterTurns() {
    for _ in 0..<5 where !laterTurns.isEmpty {
      let due = laterTurns
      laterTurns = []
      for turn in due { turn() }
    }
  }

  /// The screen beneath launches while its sheet closes: shown once the dismissal has ended.
  func testTheScreenBeneathLaunchingAsItsSheetClosesShowsTheDialog() async {
    for launch in SheetClosingLaunch.allCases {
      uikit = SimulatedUIKit()
      let root = screen("root", launch.system)
      uikit.showInWindow(root.controller)
      root.controller.presentModal(SimulatedController("sheet", in: uikit))
      uikit.endTransition()

      root.controller.dismissPresentedModal {}
      launch.start(on: root, outcomes: OutcomeLog())
      await PickProbe.settle()
      uikit.endTransition()
      runLaterTurns()

      XCTAssertEqual(root.dialogs.map(\.alert.reason), [launch.dialog], "\(launch)")
      XCTAssertEqual(root.dialogs.first?.presenter, "root", "\(launch)")
    }
  }

  /// The sheet's own controller dismisses itself and launches: the dialog goes to the
  /// controller that presented the sheet, once the sheet has gone, instead of waiting for the
  /// dismissed sheet to come back.
  func testAClosingSheetsOwnLaunchShowsItsDialogOnTheControllerBeneath() async {
    for launch in SheetClosingLaunch.allCases {
      uikit = SimulatedUIKit()
      let root = SimulatedController("root", in: uikit)
      uikit.showInWindow(root)
      let sheet = screen("sheet", launch.system)
      root.presentModal(sheet.controller)
      uikit.endTransition()
      let outcomes = OutcomeLog()

      root.dismissPresentedModal {}  // the sheet's `dismiss(animated:)`
      launch.start(on: sheet, outcomes: outcomes)
      await PickProbe.settle()
      uikit.endTransition()
      runLaterTurns()

      XCTAssertEqual(sheet.dialogs.map(\.alert.reason), [launch.dialog], "\(launch)")
      XCTAssertEqual(sheet.dialogs.first?.presenter, "root", "\(launch)")
      if launch == .softAsk {
        sheet.dialogs.first?.tap(.continue)
        await waitUntil { outcomes.values == [.authorized] }
      }
    }
  }

  /// The closing sheet's controller is released while its soft ask waits: the launch ends
  /// cancelled and the dialog is dropped, not shown for a launch nobody waits for.
  func testASoftAskOfAReleasedSheetIsDropped() async {
    let root = SimulatedController("root", in: uikit)
    uikit.showInWindow(root)
    var sheet: UIKitScreen? = screen("sheet", SheetClosingLaunch.softAsk.system)
    let sheetController = sheet?.controller
    if let sheetController { root.presentModal(sheetController) }
    uikit.endTransition()
    let outcomes = OutcomeLog()

    root.dismissPresentedModal {}
    sheet?.launchCamera(success: {}, completion: { outcomes.append($0) })
    await PickProbe.settle()
    let dialog = sheet?.dialogs.first?.controller
    sheet = nil
    await waitUntil { outcomes.values == [.cancelled] }
    uikit.endTransition()
    runLaterTurns()

    XCTAssertNil(dialog?.presentingModal, "not shown")
    XCTAssertTrue(laterTurns.isEmpty, "and no longer tried")
  }
}
