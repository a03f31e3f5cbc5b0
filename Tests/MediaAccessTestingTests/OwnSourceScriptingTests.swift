import MediaAccess
import MediaAccessTesting
import XCTest

/// The test kit scripts a source of the app's own as it scripts the camera, through public API
/// alone: status, answers, hardware, usage descriptions, held answers and counts.
@MainActor
final class OwnSourceScriptingTests: XCTestCase {
  private let description = SpeechRecognition()
  private var speech: MediaSource { MediaSource(description) }

  func testAScriptedStatusDecidesTheLaunch() async {
    let system = ScriptedAuthority(status: [speech: .denied])
    let screen = DictationScreen(authority: system.authority(for: description))

    let outcome = await screen.authorizeSpeechRecognition()

    XCTAssertEqual(outcome, .denied)
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.denied])
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.source), [speech])
    XCTAssertEqual(system.requestCount(for: speech), 0)
    XCTAssertEqual(system.requestCount(for: .camera), 0)
  }

  func testAScriptedAnswerIsRememberedAsTheStatus() async {
    let system = ScriptedAuthority(answers: [speech: .authorized])
    let authority = system.authority(for: description)
    let screen = DictationScreen(authority: authority)

    let outcome = await screen.authorizeSpeechRecognition()

    XCTAssertEqual(outcome, .authorized)
    XCTAssertEqual(system.requestCount(for: speech), 1)
    XCTAssertEqual(authority.status(), .authorized)
    XCTAssertGreaterThan(system.statusReadCount(for: speech), 0)
  }

  func testHeldAnswersAreSharedByTwoLaunchesAndReleasedTogether() async {
    let system = ScriptedAuthority(answers: [speech: .denied])
    let authority = system.authority(for: description)
    let first = DictationScreen(authority: authority)
    let second = DictationScreen(authority: authority)
    system.holdAnswers()

    async let one = first.authorizeSpeechRecognition()
    async let two = second.authorizeSpeechRecognition()
    while system.heldRequestCount == 0 { await Task.yield() }
    XCTAssertEqual(system.heldRequestCount, 1)
    system.releaseHeldAnswers()
    let outcomes = await [one, two]

    XCTAssertEqual(outcomes, [.denied, .denied])
    XCTAssertEqual(system.requestCount(for: speech), 1, "one prompt for both launches")
  }

  func testTheSameAuthorityComesBackForTheSameSource() async {
    let system = ScriptedAuthority()
    let first = DictationScreen(authority: system.authority(for: description))
    let second = DictationScreen(authority: system.authority(for: description))
    system.holdAnswers()

    async let one = first.authorizeSpeechRecognition()
    async let two = second.authorizeSpeechRecognition()
    while system.heldRequestCount == 0 { await Task.yield() }
    system.releaseHeldAnswers()
    _ = await [one, two]

    XCTAssertEqual(system.requestCount(for: speech), 1, "authority(for:) made apart, one prompt")
  }

  func testScriptedHardwareAndUsageDescriptionsApply() async {
    let system = ScriptedAuthority(unavailable: [speech])
    let screen = DictationScreen(authority: system.authority(for: description))
    let absent = await screen.authorizeSpeechRecognition()
    XCTAssertEqual(absent, .unavailable)

    system.setAvailable(true, for: speech)
    system.setUsageDescription(nil, for: speech.usageDescriptionKey)
    let undescribed = await screen.authorizeSpeechRecognition()
    XCTAssertEqual(undescribed, .misconfigured(missingKey: speech.usageDescriptionKey))

    system.setUsageDescription("Dictate notes.", for: speech.usageDescriptionKey)
    system.setStatus(.authorized, for: speech)
    let allowed = await screen.authorizeSpeechRecognition()
    XCTAssertEqual(allowed, .authorized)
    XCTAssertEqual(system.requestCount(for: speech), 0)
  }
}

/// A dictation screen, as an app writes one for its own source.
@MainActor
private final class DictationScreen: SpeechRecognitionAuthorizing {
  let speechRecognitionAuthority: SpeechRecognitionAuthority
  let presenter = RecordingAlertPresenter()
  var settingsOpener: SettingsOpener { .disabled }

  init(authority: SpeechRecognitionAuthority) {
    speechRecognitionAuthority = authority
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }
}
