import Foundation
import MediaAccessPicking
import MediaAccessTesting
import XCTest

@testable import MediaAccess

/// Picking video (issue 13): camera then microphone through the video capture launch, the
/// camera's availability checked as for pictures, the movie's URL and whether it has sound
/// returned exactly once, whatever the simulated UIKit does.
@MainActor
final class VideoPickTests: QuietDiagnosticsTestCase {
  private var uikit = SimulatedUIKit()
  private var controller: SimulatedController!
  private let flights = PickerFlights()
  private let movie = URL(fileURLWithPath: "/tmp/capture.MOV")

  override func setUp() async throws {
    uikit = SimulatedUIKit()
    controller = SimulatedController("screen", in: uikit)
    uikit.showInWindow(controller)
  }

  private func pick(
    _ system: ScriptedAuthority,
    sound: SoundRequirement = .required,
    onMac: Bool = false,
    available: @escaping @MainActor () -> Bool = { true },
    reply: (@MainActor (AccessAlert) -> AccessAlert.Action.Role?)? = nil
  ) async -> (VideoPickProbe, TestScreen) {
    let screen = TestScreen(system: system)
    screen.presenter.automaticReply = reply
    let probe = VideoPickProbe(
      from: controller, authorizing: screen, sound: sound, in: uikit, flights: flights,
      onMac: onMac, isPickerSourceAvailable: available)
    // A system prompt is answered from another task, which a loaded machine may run late.
    let deadline = ContinuousClock.now + .seconds(10)
    while probe.ends.isEmpty, probe.picker == nil, ContinuousClock.now < deadline {
      await PickProbe.settle()
      try? await Task.sleep(for: .milliseconds(5))
    }
    uikit.endTransition()
    await PickProbe.settle()
    return (probe, screen)
  }

  private func answer(_ probe: VideoPickProbe, _ path: String) async {
    probe.picker?.userAnswers(path)
    await PickProbe.settle()
    uikit.endTransition()
    await PickProbe.settle()
  }

  func testBothAllowedRecordsWithSound() async {
    let system = ScriptedAuthority(status: [.camera: .authorized, .microphone: .authorized])
    let (probe, _) = await pick(system)
    XCTAssertTrue(probe.picker?.presentingModal === controller, "the camera is on screen")
    await answer(probe, movie.path)
    XCTAssertEqual(probe.ends, [.recorded(movie, hasSound: true)])
    XCTAssertEqual(probe.ends.first?.movieURL, movie)
  }

  func testBothUndeterminedAsksCameraThenMicrophoneThenOpens() async {
    let system = ScriptedAuthority()
    let (probe, _) = await pick(system)
    XCTAssertEqual(system.requestCount(for: .camera), 1)
    XCTAssertEqual(system.requestCount(for: .microphone), 1)
    XCTAssertEqual(probe.pickersMade, 1)
    await answer(probe, movie.path)
    XCTAssertEqual(probe.ends, [.recorded(movie, hasSound: true)])
  }

  func testARefusedCameraStopsBeforeTheMicrophoneIsAsked() async {
    let system = ScriptedAuthority(answers: [.camera: .denied])
    let (probe, screen) = await pick(system)
    XCTAssertEqual(probe.ends, [.notOpened(.access(.denied))])
    XCTAssertEqual(system.requestCount(for: .microphone), 0, "no microphone prompt")
    XCTAssertEqual(probe.pickersMade, 0)
    XCTAssertFalse(screen.presenter.presentedAlerts.contains { $0.source == .microphone })
  }

  func testARefusedMicrophoneStopsAVideoThatNeedsSound() async {
    let system = ScriptedAuthority(status: [.camera: .authorized, .microphone: .denied])
    let (probe, screen) = await pick(system, sound: .required)
    XCTAssertEqual(probe.ends, [.notOpened(.microphone(.denied))])
    XCTAssertEqual(probe.pickersMade, 0)
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.source), [.microphone])
  }

  /// The camera opens once the user has answered the microphone's dialog, never under it.
  func testARefusedMicrophoneRecordsWithoutSoundWhenSoundIsPreferred() async {
    let system = ScriptedAuthority(status: [.camera: .authorized, .microphone: .denied])
    var pickersUnderTheDialog: Int?
    var probe: VideoPickProbe?
    (probe, _) = await pick(
      system, sound: .preferred,
      reply: { _ in
        pickersUnderTheDialog = probe?.pickersMade ?? 0
        return .cancel
      })
    guard let probe else { return XCTFail("no probe") }
    await answer(probe, movie.path)
    XCTAssertEqual(pickersUnderTheDialog, 0)
    XCTAssertEqual(probe.ends, [.recorded(movie, hasSound: false)])
  }

  func testAMissingMicrophoneKeyStopsEvenASilentVideo() async {
    let system = ScriptedAuthority(
      status: [.camera: .authorized], usageDescriptions: [.microphone: nil])
    let (probe, _) = await pick(system, sound: .preferred)
    guard case .notOpened(.microphone(.misconfigured)) = probe.ends.first else {
      return XCTFail("expected the microphone's missing key, got \(probe.ends)")
    }
    XCTAssertEqual(probe.pickersMade, 0)
  }

  func testABusyCameraIsReportedBeforeEitherPrompt() async {
    let system = ScriptedAuthority()
    let (probe, screen) = await pick(system) { false }
    XCTAssertEqual(probe.ends, [.notOpened(.cameraBusy)])
    XCTAssertEqual(system.requestCount(for: .camera), 0)
    XCTAssertEqual(system.requestCount(for: .microphone), 0)
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.busy])
  }

  func testACameraThatTurnsBusyDuringThePromptsIsReportedBusy() async {
    let system = ScriptedAuthority()
    var checks = 0
    let (probe, _) = await pick(system) {
      checks += 1
      return checks == 1
    }
    XCTAssertEqual(probe.ends, [.notOpened(.cameraBusy)])
    XCTAssertEqual(checks, 2, "checked before and after asking")
    XCTAssertEqual(probe.pickersMade, 0)
  }

  /// A Mac Catalyst app or an iPad app on a Mac: the Mac has a camera, the picker none
  /// (issue 26, 2). Neither source is asked, and the dialog is not "busy".
  func testAPickerWithoutACameraOnAMacEndsUnavailableBeforeEitherPrompt() async {
    let system = ScriptedAuthority()
    let (probe, screen) = await pick(system, onMac: true) { false }
    XCTAssertEqual(probe.ends, [.notOpened(.access(.unavailable))])
    XCTAssertEqual(system.requestCount(for: .camera), 0)
    XCTAssertEqual(system.requestCount(for: .microphone), 0)
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.unavailable])
  }

  func testAMissingCameraIsReportedAsUnavailable() async {
    let system = ScriptedAuthority(unavailable: [.camera])
    let (probe, _) = await pick(system) { false }
    XCTAssertEqual(probe.ends, [.notOpened(.access(.unavailable))])
  }

  func testCancelAndSwipeDownEndCancelled() async {
    let system = ScriptedAuthority(status: [.camera: .authorized, .microphone: .authorized])
    let (cancelled, _) = await pick(system)
    await answer(cancelled, "")
    XCTAssertEqual(cancelled.ends, [.cancelled])
    let (swiped, _) = await pick(system)
    uikit.swipeDownTopSheet()
    await PickProbe.settle()
    XCTAssertEqual(swiped.ends, [.cancelled])
  }

  func testASecondPickWhileOneIsOpenIsRefusedAndTheFirstReturnsOnce() async {
    let system = ScriptedAuthority(status: [.camera: .authorized, .microphone: .authorized])
    let (first, _) = await pick(system)
    let (second, _) = await pick(system)
    XCTAssertEqual(second.ends, [.notOpened(.pickInProgress)])
    first.picker?.userAnswers(movie.path)
    first.picker?.userAnswers("/tmp/other.MOV")
    await answer(first, "/tmp/third.MOV")
    XCTAssertEqual(first.ends, [.recorded(movie, hasSound: true)])
  }

  func testAScreenNotInAWindowReturnsNotOpened() async {
    let system = ScriptedAuthority(status: [.camera: .authorized, .microphone: .authorized])
    controller = SimulatedController("loading", in: uikit)
    let (probe, _) = await pick(system)
    XCTAssertEqual(probe.ends, [.notOpened(.presentationRefused)])
  }
}
