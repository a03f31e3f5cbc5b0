import Foundation
import MediaAccess
import MediaAccessTesting
import XCTest

/// An answer still `notDetermined` after the system was asked: macOS refuses a sandboxed or
/// hardened-runtime app without the source's entitlement silently. The launch must not be a
/// silent dead end, and a microphone left undecided must not open the recorder.
@MainActor
final class UndecidedAnswerTests: XCTestCase {
  /// It fails closed as a restriction, with the "unavailable" dialog, which blames no Screen
  /// Time or management profile the user would look for in vain, asks once, and tells the
  /// developer the entitlement to add.
  func testUndecidedAnswerEndsRestrictedWithADialogAndNamesTheEntitlement() async {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority(answers: [source: .notDetermined])
      let screen = TestScreen(system: system)
      let diagnostics = Diagnostics()

      let outcome = await MediaAccessDiagnostics.withHandler(
        { diagnostics.append($0) }, operation: { await screen.authorize(source) })

      XCTAssertEqual(outcome, .restricted, "\(source)")
      XCTAssertEqual(system.requestCount(for: source), 1, "asked once, not again: \(source)")
      XCTAssertEqual(
        screen.presenter.presentedAlerts.map(\.reason), [.unavailable], "not silent: \(source)")
      let message = screen.presenter.presentedAlerts.first?.message ?? ""
      XCTAssertFalse(
        message.contains("Screen Time") || message.contains("management"),
        "no restriction the user would look for in vain: \(message)")
      let entitlement = source.builtIn?.profile.macEntitlement ?? ""
      XCTAssertTrue(
        diagnostics.messages.contains { $0.contains(entitlement) && $0.contains("notDetermined") },
        "\(source): \(diagnostics.messages)")
    }
  }

  /// A video with sound preferred whose microphone stays undecided stops instead of recording
  /// silently: capturing would prompt over the recorder, and its sound could not be told.
  func testUndecidedMicrophoneStopsACaptureThatPrefersSound() async {
    let system = ScriptedAuthority(
      status: [.camera: .authorized], answers: [.microphone: .notDetermined])
    let screen = TestScreen(system: system)
    screen.presenter.automaticReply = { _ in .ok }

    let outcome = await screen.authorizeVideoCapture(sound: .preferred)

    XCTAssertEqual(outcome, .stopped(by: .microphone, outcome: .restricted))
    XCTAssertFalse(outcome.grantsAccess, "the recorder does not open")
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.unavailable])
  }

  /// A microphone the user refused still records silent video when sound is only preferred.
  func testRefusedMicrophoneStillRecordsSilentVideoWhenSoundIsPreferred() async {
    let system = ScriptedAuthority(
      status: [.camera: .authorized], answers: [.microphone: .denied])
    let screen = TestScreen(system: system)

    let outcome = await screen.authorizeVideoCapture(sound: .preferred)

    XCTAssertEqual(outcome, .recordWithoutSound(microphone: .denied))
  }
}

/// The diagnostics a test captured. `@unchecked Sendable`: `log` is read and written only
/// under `lock`.
private final class Diagnostics: @unchecked Sendable {
  private let lock = NSLock()
  private var log: [String] = []

  var messages: [String] { lock.withLock { log } }

  func append(_ diagnostic: MediaAccessDiagnostic) {
    lock.withLock { log.append(diagnostic.message) }
  }
}
