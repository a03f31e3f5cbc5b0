import MediaAccessPicking
import XCTest

@testable import MediaAccess

/// Every pick returns exactly once, whatever the simulated UIKit does (issue 16, 1–3).
@MainActor
final class PickerSessionTests: XCTestCase {
  private var uikit = SimulatedUIKit()
  private var screen: SimulatedController!
  private let flights = PickerFlights()

  override func setUp() async throws {
    uikit = SimulatedUIKit()
    screen = SimulatedController("screen", in: uikit)
    uikit.showInWindow(screen)
  }

  private func presentedPick() async -> PickProbe {
    let probe = PickProbe(from: screen, in: uikit, flights: flights)
    await PickProbe.settle()
    uikit.endTransition()
    XCTAssertNotNil(probe.picker?.presentingModal, "the picker is on screen")
    return probe
  }

  func testAnswerResumesOnceTheDismissalHasFinished() async {
    let probe = await presentedPick()
    probe.picker?.userAnswers("photo")
    await PickProbe.settle()
    XCTAssertEqual(probe.ends, [], "the caller waits for the dismissal to finish")
    XCTAssertEqual(uikit.dismissCalls, ["screen"], "dismissed through the presenting controller")
    uikit.endTransition()
    await PickProbe.settle()
    XCTAssertEqual(probe.ends, ["photo"])
    XCTAssertNil(screen.presentedModal)
    XCTAssertNil(probe.picker, "the picker is released")
  }

  func testADelegateCalledTwiceCountsOnce() async {
    let probe = await presentedPick()
    probe.picker?.userAnswers("first")
    probe.picker?.userAnswers("second")
    uikit.endTransition()
    await PickProbe.settle()
    probe.picker?.userAnswers("third")
    await PickProbe.settle()
    XCTAssertEqual(probe.ends, ["first"])
    XCTAssertEqual(uikit.dismissCalls, ["screen"])
  }

  func testSwipeDownEndsThePickAsADismissal() async {
    let probe = await presentedPick()
    // UIKit may release the picker later (an autorelease pool, its presentation controller):
    // the delegate's call alone must end the pick.
    var heldByUIKit = probe.picker
    uikit.swipeDownTopSheet()
    await PickProbe.settle()
    XCTAssertEqual(probe.ends, ["dismissed"])
    XCTAssertEqual(uikit.dismissCalls, [], "UIKit already dismissed it")
    heldByUIKit = nil
    XCTAssertNil(heldByUIKit ?? probe.picker, "the picker does not leak")
  }

  func testAScreenNotInAWindowReturnsNotOpened() async {
    let offWindow = SimulatedController("loading", in: uikit)
    let probe = PickProbe(from: offWindow, in: uikit, flights: flights)
    await PickProbe.settle()
    XCTAssertEqual(probe.ends, ["notOpened(presentationRefused)"])
    XCTAssertNil(probe.picker, "the unpresented picker is released")
  }

  func testAPresentationUIKitDeclinesReturnsNotOpened() async {
    uikit.declinesPresentations = true
    let probe = PickProbe(from: screen, in: uikit, flights: flights)
    await PickProbe.settle()
    XCTAssertEqual(probe.ends, ["notOpened(presentationRefused)"])
    XCTAssertEqual(uikit.console.count, 1, "UIKit only logged it")
    XCTAssertNil(probe.picker)
  }

  func testAPickDuringATransitionIsPresentedWhenItEnds() async {
    let sheet = SimulatedController("sheet", in: uikit)
    screen.presentModal(sheet)
    uikit.endTransition()
    screen.dismissPresentedModal {}  // the sheet is closing as the pick starts
    let probe = PickProbe(from: screen, in: uikit, flights: flights)
    await PickProbe.settle()
    XCTAssertEqual(uikit.console, [], "no presentation attempted mid-transition")
    uikit.endTransition()
    await PickProbe.settle()
    XCTAssertTrue(probe.picker?.presentingModal === screen, "presented once the sheet is gone")
    XCTAssertEqual(probe.ends, [])
  }

  /// `animate(alongsideTransition:completion:)` may decline (return `false`), and then never
  /// runs its completion: the pick must not wait for it.
  func testAPickIsPresentedWhenTheCoordinatorDeclinesToQueueIt() async {
    let sheet = SimulatedController("sheet", in: uikit)
    screen.presentModal(sheet)
    uikit.endTransition()
    screen.dismissPresentedModal {}  // the sheet is closing as the pick starts
    uikit.coordinatorDeclines = true
    let probe = PickProbe(from: screen, in: uikit, flights: flights)
    await PickProbe.settle()
    XCTAssertEqual(uikit.console, [], "no presentation attempted mid-transition")
    uikit.endTransition()
    await PickProbe.settle()
    XCTAssertTrue(probe.picker?.presentingModal === screen, "presented once the sheet is gone")
    XCTAssertEqual(probe.ends, [])
  }

  func testAPickFromUnderAnOpenSheetIsPresentedOnTopOfIt() async {
    let sheet = SimulatedController("sheet", in: uikit)
    screen.presentModal(sheet)
    uikit.endTransition()
    let probe = await presentedPick()
    XCTAssertTrue(probe.picker?.presentingModal === sheet)
    probe.picker?.userAnswers("photo")
    uikit.endTransition()
    await PickProbe.settle()
    XCTAssertEqual(uikit.dismissCalls, ["sheet"], "dismissed through its presenter, not the screen")
    XCTAssertTrue(screen.presentedModal === sheet, "the sheet stays")
    XCTAssertEqual(probe.ends, ["photo"])
  }

  func testASecondPickWhileOneIsInFlightIsRefused() async {
    let first = await presentedPick()
    let second = PickProbe(from: screen, in: uikit, flights: flights)
    await PickProbe.settle()
    XCTAssertEqual(second.ends, ["notOpened(pickInProgress)"])
    XCTAssertEqual(second.pickersMade, 0)
    first.picker?.userAnswers("photo")
    uikit.endTransition()
    await PickProbe.settle()
    XCTAssertEqual(first.ends, ["photo"])
    let third = await presentedPick()
    XCTAssertEqual(third.ends, [], "the screen may pick again once the first returned")
  }

  func testSceneTeardownEndsThePick() async {
    let probe = await presentedPick()
    uikit.tearDownScene()
    await PickProbe.settle()
    XCTAssertEqual(probe.ends, ["dismissed"])
  }

  /// The caller holds the screen, the screen the picker it presents, the picker the session:
  /// only the scene's notification ends the pick (issue 26, 3), and nothing is left holding
  /// the screen once it has.
  func testAPickEndedByItsSceneLeavesNoCycle() async {
    weak var releasedScreen: SimulatedController?
    weak var releasedPicker: SimulatedController?
    do {
      let screen = SimulatedController("scene screen", in: uikit)
      uikit.showInWindow(screen)
      let probe = PickProbe(from: screen, in: uikit, flights: flights)
      await PickProbe.settle()
      uikit.endTransition()
      XCTAssertNotNil(probe.picker?.presentingModal, "the picker is on screen")
      releasedScreen = screen
      releasedPicker = probe.picker
      uikit.tearDownScene()
      await PickProbe.settle()
      XCTAssertEqual(probe.ends, ["dismissed"])
    }
    XCTAssertNil(releasedPicker, "the picker does not outlive its scene")
    XCTAssertNil(releasedScreen, "the screen does not outlive its scene")
  }

  func testDismissAllEndsThePick() async {
    let probe = await presentedPick()
    uikit.dismissAll()
    await PickProbe.settle()
    XCTAssertEqual(probe.ends, ["dismissed"])
  }

  func testCancellingTheTaskClosesThePicker() async {
    let probe = await presentedPick()
    probe.task?.cancel()
    await PickProbe.settle()
    XCTAssertEqual(uikit.dismissCalls, ["screen"])
    uikit.endTransition()
    await PickProbe.settle()
    XCTAssertEqual(probe.ends, ["dismissed"])
  }

  func testAReasonFromPrepareEndsThePickUnopened() async {
    let probe = PickProbe(from: screen, in: uikit, flights: flights) { .cameraBusy }
    await PickProbe.settle()
    XCTAssertEqual(probe.ends, ["notOpened(cameraBusy)"])
    XCTAssertEqual(probe.pickersMade, 0)
  }
}
