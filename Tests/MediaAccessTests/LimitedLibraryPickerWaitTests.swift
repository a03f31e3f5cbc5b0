import MediaAccessPhotos
import MediaAccessTesting
import XCTest

@testable import MediaAccess

/// The limited-library picker: the status is checked before anything is shown, the caller
/// learns that the picker closed whatever Photos lists, Photos' report ends the wait, and
/// watching the picker ends it early only once the picker has been seen to go.
@MainActor
final class LimitedLibraryPickerWaitTests: XCTestCase {
  private var uikit = SimulatedUIKit()
  private var screen: SimulatedController!
  private let clock = ManualClock()
  /// A look every tick; the report gets 2 ticks once the picker has gone, the picker 5 to
  /// appear.
  private let timing = LimitedLibraryPickerWait.Timing(
    poll: .seconds(1), lateReport: .seconds(2), appearance: .seconds(5))
  private var outcomes: [LimitedLibraryPickerOutcome] = []
  /// What Photos was handed: the controller to present from and the completion handler.
  private var presentedFrom: [SimulatedController] = []
  private var handler: (@Sendable ([String]) -> Void)?
  private var task: Task<Void, Never>?

  override func setUp() async throws {
    uikit = SimulatedUIKit()
    screen = SimulatedController("screen", in: uikit)
    uikit.showInWindow(screen)
  }

  override func tearDown() async throws {
    task?.cancel()
    while clock.hasSleepers { await clock.tick() }
  }

  private func start(
    status: AuthorizationStatus = .limited, photosShowsThePicker: Bool = true
  ) async {
    let system = ScriptedAuthority(status: [.photoLibrary(.readWrite): status])
    task = Task { [self] in
      let outcome = await LimitedLibraryPickerWait.run(
        from: screen, authority: system.photoLibraryAuthority, timing: timing,
        sleep: { await self.clock.sleep($0) },
        photosShowsThePicker: { photosShowsThePicker },
        present: { host, handler in
          self.presentedFrom.append(host)
          self.handler = handler
        })
      outcomes.append(outcome)
    }
    await PickProbe.settle()
  }

  /// Photos shows its picker (out of process, as a controller the host presents).
  private func photosShowsThePicker() -> SimulatedController {
    let picker = SimulatedController("limited picker", in: uikit)
    presentedFrom.last?.presentModal(picker)
    uikit.endTransition()
    return picker
  }

  /// The user taps Done: Photos dismisses the picker, then reports on a queue of its own.
  private func userCloses(reporting identifiers: [String]?) async {
    presentedFrom.last?.dismissPresentedModal {}
    uikit.endTransition()
    if let identifiers, let handler {
      await Task.detached { handler(identifiers) }.value
    }
    await PickProbe.settle()
  }

  func testNothingIsShownUnlessAccessIsLimited() async {
    for status in [AuthorizationStatus.authorized, .denied, .notDetermined, .restricted] {
      outcomes = []
      await start(status: status)
      XCTAssertEqual(outcomes, [.notLimited(status)])
    }
    XCTAssertEqual(presentedFrom.count, 0, "Photos was never asked")
  }

  func testTheReportEndsTheWaitWithTheNewlySelectedAssets() async {
    await start()
    _ = photosShowsThePicker()
    await clock.tick()
    await userCloses(reporting: ["A", "B"])
    await clock.tick()
    XCTAssertEqual(outcomes, [.closed(newlySelected: ["A", "B"])])
  }

  func testOnlyDeselectingStillEndsClosed() async {
    await start()
    _ = photosShowsThePicker()
    await clock.tick()
    await userCloses(reporting: [])
    await clock.tick()
    XCTAssertEqual(outcomes, [.closed(newlySelected: [])], "closed: the app reloads")
  }

  func testAReportThatNeverComesEndsTheWaitOnceThePickerHasGone() async {
    await start()
    _ = photosShowsThePicker()
    await clock.tick(10)
    XCTAssertEqual(outcomes, [], "the user may take their time while the picker is up")
    await userCloses(reporting: nil)
    await clock.tick(2)
    XCTAssertEqual(outcomes, [], "the report gets its grace period")
    await clock.tick()
    XCTAssertEqual(outcomes, [.closed(newlySelected: [])])
  }

  /// Photos' handler is what says the user finished: it ends the wait at once, without
  /// waiting for the next look at the controller.
  func testTheReportEndsTheWaitAtOnce() async {
    await start()
    _ = photosShowsThePicker()
    await clock.tick()
    await userCloses(reporting: ["A"])
    XCTAssertEqual(outcomes, [.closed(newlySelected: ["A"])])
  }

  /// Photos may report before its picker is seen on the controller: the report ends the wait.
  func testAReportBeforeThePickerIsSeenEndsTheWait() async {
    await start()
    XCTAssertEqual(presentedFrom.count, 1)
    await clock.tick(3)
    XCTAssertEqual(outcomes, [], "the picker may take a moment to appear")
    if let handler { await Task.detached { handler(["A", "B"]) }.value }
    await PickProbe.settle()
    XCTAssertEqual(outcomes, [.closed(newlySelected: ["A", "B"])])
  }

  /// UIKit refuses the picker's presentation after the window check passed (another
  /// presentation starts in the same turn), and Photos never reports: the wait ends
  /// `notShown`, with a diagnostic, once the picker has not appeared in time (issue 34, 3).
  func testARefusedPresentationEndsNotShown() async {
    let diagnostics = DiagnosticMessages()
    await MediaAccessDiagnostics.withHandler(
      { diagnostics.append($0) },
      operation: {
        await start()
        uikit.declinesPresentations = true
        _ = photosShowsThePicker()  // declined: nothing appears
        await clock.tick(4)
        XCTAssertEqual(outcomes, [], "the picker has its time to appear")
        await clock.tick()
      })
    XCTAssertEqual(outcomes, [.notShown])
    XCTAssertEqual(diagnostics.messages.count, 1)
    XCTAssertTrue(
      diagnostics.messages.first?.contains("did not appear") == true, "\(diagnostics.messages)")
  }

  /// The report may come while the picker is still seen on screen (Photos chooses when).
  func testAReportWhileThePickerIsStillUpEndsTheWait() async {
    await start()
    _ = photosShowsThePicker()
    await clock.tick(3)
    if let handler { await Task.detached { handler(["C"]) }.value }
    await PickProbe.settle()
    XCTAssertEqual(outcomes, [.closed(newlySelected: ["C"])])
  }

  /// A report that comes within the grace period after the picker has gone still counts.
  func testALateReportWithinTheGracePeriodCounts() async {
    await start()
    _ = photosShowsThePicker()
    await clock.tick()
    await userCloses(reporting: nil)
    await clock.tick()
    XCTAssertEqual(outcomes, [])
    if let handler { await Task.detached { handler(["D"]) }.value }
    await PickProbe.settle()
    XCTAssertEqual(outcomes, [.closed(newlySelected: ["D"])])
  }

  /// Cancelling the calling task ends the wait, picker seen or not.
  func testCancellingTheCallerEndsTheWait() async {
    await start()
    task?.cancel()
    await PickProbe.settle()
    XCTAssertEqual(outcomes, [.closed(newlySelected: [])])
  }

  /// The SwiftUI modifier's view goes while the picker is up and Photos has not reported:
  /// the wait ends, `isPresented` turns `false` and `onCompletion` runs (issue 26, 4).
  func testTheModifiersViewGoingAwayEndsItsWait() async {
    let system = ScriptedAuthority(status: [.photoLibrary(.readWrite): .limited])
    let request = LimitedLibraryPickerRequest()
    var isPresented = true
    request.start {
      await LimitedLibraryPickerWait.run(
        from: self.screen, authority: system.photoLibraryAuthority, timing: self.timing,
        sleep: { await self.clock.sleep($0) }, photosShowsThePicker: { true },
        present: { host, handler in
          self.presentedFrom.append(host)
          self.handler = handler
        })
    } finish: { outcome in
      isPresented = false
      self.outcomes.append(outcome)
    }
    await PickProbe.settle()
    _ = photosShowsThePicker()
    XCTAssertTrue(request.isWaiting)
    request.viewWentAway()
    await PickProbe.settle()
    XCTAssertEqual(outcomes, [.closed(newlySelected: [])])
    XCTAssertFalse(isPresented)
    XCTAssertFalse(request.isWaiting, "a new presentation may start")
    // Should the wait still run, Photos reports, so that the test ends either way.
    if request.isWaiting { await userCloses(reporting: []) }
  }

  /// A scripted authority says `limited` while the app's real access is not: Photos shows
  /// nothing and never reports (its header: "this method will do nothing"). The wait must not
  /// last until the task is cancelled (issue 26, 4).
  func testAnAuthorityThatIsNotTheLibrarysEndsNotShownAtOnce() async {
    await start(photosShowsThePicker: false)
    XCTAssertEqual(outcomes, [.notShown])
    XCTAssertEqual(presentedFrom.count, 0, "Photos is not asked for a picker it will not show")
  }

  func testAScreenNotInAWindowShowsNothing() async {
    screen = SimulatedController("loading", in: uikit)
    await start()
    XCTAssertEqual(outcomes, [.notShown])
    XCTAssertEqual(presentedFrom.count, 0)
  }

  func testThePickerIsShownOnTopOfAnOpenSheetAfterTheTransition() async {
    let sheet = SimulatedController("sheet", in: uikit)
    screen.presentModal(sheet)
    await start()
    XCTAssertEqual(presentedFrom.count, 0, "not during the sheet's transition")
    uikit.endTransition()
    await PickProbe.settle()
    XCTAssertTrue(presentedFrom.first === sheet)
  }

  func testASecondReportIsIgnored() async {
    await start()
    _ = photosShowsThePicker()
    await clock.tick()
    await userCloses(reporting: ["A"])
    if let handler { await Task.detached { handler(["B"]) }.value }
    await clock.tick(3)
    XCTAssertEqual(outcomes, [.closed(newlySelected: ["A"])])
  }
}
