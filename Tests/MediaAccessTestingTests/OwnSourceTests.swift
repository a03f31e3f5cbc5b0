import Foundation
import MediaAccess
import MediaAccessTesting
import XCTest

/// A source of the app's own (the article's speech recognition sample) gets the package's
/// launch: the contract's outcomes, its own dialog texts, one shared prompt, events and a
/// status monitor.
@MainActor
final class OwnSourceTests: XCTestCase {
  func testADeniedSourceShowsItsOwnDialogAndOpensSettingsForIt() async {
    let screen = NotesScreen(system: ScriptedSourceSystem(status: .denied))
    var outcomes: [LaunchOutcome] = []

    screen.launchSpeechRecognition(
      success: { XCTFail("denied") }, completion: { outcomes.append($0) })
    XCTAssertTrue(screen.presenter.tap(.openSettings))

    XCTAssertEqual(outcomes, [.denied])
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.title), ["Speech Recognition Is Off"])
    XCTAssertEqual(
      screen.presenter.presentedAlerts.first?.message,
      "Turn on Speech Recognition for Notes in Settings to dictate.")
    XCTAssertEqual(screen.settings.openedSources.map(\.description), ["speechRecognition"])
    XCTAssertEqual(
      screen.events.events.map(\.description),
      [
        "speechRecognition: dialogShown(denied)", "speechRecognition: launchEnded(denied)",
        "speechRecognition: settingsOpened",
      ])
  }

  func testAnAuthorizedSourceRunsSuccessBeforeTheCallReturns() async {
    let system = ScriptedSourceSystem(status: .authorized)
    let screen = NotesScreen(system: system)
    var successes = 0

    screen.launchSpeechRecognition(success: { successes += 1 })

    XCTAssertEqual(successes, 1)
    XCTAssertEqual(system.requestCount, 0)
  }

  func testScreensSharingTheAuthorityShareOnePrompt() async {
    let system = ScriptedSourceSystem(status: .notDetermined, answer: .authorized)
    let authority = SpeechRecognitionAuthority(SpeechRecognition(), system: system)
    let first = NotesScreen(authority: authority)
    let second = NotesScreen(authority: authority)

    async let one = first.authorizeSpeechRecognition()
    async let two = second.authorizeSpeechRecognition()
    let outcomes = await [one, two]

    XCTAssertEqual(outcomes, [.authorized, .authorized])
    XCTAssertEqual(system.requestCount, 1, "one system prompt for both screens")
    XCTAssertEqual(authority.status(), .authorized)
  }

  func testTheSoftAskUsesTheSourcesOwnTexts() async {
    let screen = NotesScreen(system: ScriptedSourceSystem(status: .notDetermined))
    screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    screen.presenter.automaticReply = { _ in .continue }

    let outcome = await screen.authorizeSpeechRecognition()

    XCTAssertEqual(outcome, .authorized)
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.title), ["Dictate Your Notes"])
  }

  func testAMissingUsageDescriptionNeverReachesTheSystem() async {
    let system = ScriptedSourceSystem(status: .notDetermined, usageDescription: " ")
    let screen = NotesScreen(system: system)

    let outcome = await screen.authorizeSpeechRecognition()

    XCTAssertEqual(
      outcome,
      .misconfigured(
        missingKey: UsageDescriptionKey(rawValue: "NSSpeechRecognitionUsageDescription")))
    XCTAssertEqual(system.requestCount, 0)
    XCTAssertEqual(screen.presenter.presentedAlerts, [])
  }

  func testAnUnavailableSourceIsExplained() async {
    let screen = NotesScreen(system: ScriptedSourceSystem(isAvailable: false))
    var outcomes: [LaunchOutcome] = []

    screen.launchSpeechRecognition(success: {}, completion: { outcomes.append($0) })

    XCTAssertEqual(outcomes, [.unavailable])
    XCTAssertEqual(
      screen.presenter.presentedAlerts.map(\.title), ["Speech Recognition Unavailable"])
  }

  func testAStatusMonitorReadsTheSource() async {
    let system = ScriptedSourceSystem(status: .denied)
    let authority = SpeechRecognitionAuthority(SpeechRecognition(), system: system)
    let monitor = AccessStatusMonitor(authority, becameActive: nil)

    XCTAssertEqual(monitor.status, .denied)
    system.setStatus(.authorized)
    monitor.refresh()

    XCTAssertEqual(monitor.status, .authorized)
    XCTAssertEqual(monitor.source.description, "speechRecognition")
    XCTAssertFalse(MediaSource.builtIns.contains(monitor.source))
  }

  /// The article shows the file these tests compile, so the two cannot drift apart.
  func testTheArticleShowsTheSourceTestedHere() async throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = tests.deletingLastPathComponent().deletingLastPathComponent()
    let sample = try String(
      contentsOf: tests.appendingPathComponent("Support/SpeechRecognition.swift"), encoding: .utf8)
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Docs/MediaAccess.docc/Articles/AddingASourceOfYourOwn.md"),
      encoding: .utf8)

    XCTAssertTrue(article.contains("```swift\n" + sample + "```"))
  }

  /// Speech numbers its statuses otherwise than AVFoundation and Photos (denied 1, restricted
  /// 2; Tests/AppleSDKStubs/README.md, "Status raw values"): the sample's live system maps them
  /// by case, so that a user who refused is shown the denied dialog with "Open Settings", not
  /// the restricted one. Linux has no Speech to run it against, so the test reads the file.
  func testTheSamplesLiveSystemMapsSpeechStatusesByCaseNotByRawValue() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let sample = try String(
      contentsOf: tests.appendingPathComponent("Support/SpeechRecognition.swift"), encoding: .utf8)

    XCTAssertFalse(sample.contains("AuthorizationStatus(rawValue: "))
    for name in ["notDetermined", "denied", "restricted", "authorized"] {
      XCTAssertTrue(sample.contains("case .\(name): .\(name)\n"), name)
    }
  }
}

/// A notes screen, as an app writes one for its own source.
@MainActor
private final class NotesScreen: SpeechRecognitionAuthorizing {
  let speechRecognitionAuthority: SpeechRecognitionAuthority
  let presenter = RecordingAlertPresenter()
  let settings = RecordingSettingsOpener()
  let events = RecordingAccessEventObserver()
  var accessAlertPolicy = AccessAlertPolicy.standard

  convenience init(system: ScriptedSourceSystem) {
    self.init(authority: SpeechRecognitionAuthority(SpeechRecognition(), system: system))
  }

  init(authority: SpeechRecognitionAuthority) {
    speechRecognitionAuthority = authority
  }

  var settingsOpener: SettingsOpener { settings.opener }
  var accessEventObserver: AccessEventObserver { events.observer }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }
}
