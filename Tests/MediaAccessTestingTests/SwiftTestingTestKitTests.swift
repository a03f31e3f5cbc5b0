import MediaAccess
import MediaAccessTesting
import Testing

/// The test kit as an app's Swift Testing tests use it on Linux, with no XCTest in the file:
/// a scripted authority and the recording fakes in a synchronous `@MainActor` test (which the
/// Testing Your Screens article recommends over a synchronous `@MainActor` `XCTestCase`) and in
/// an async one, and the suite for a source of the app's own, whose broken rows are issues at
/// the call.
@Suite("The test kit under Swift Testing")
@MainActor
struct SwiftTestingTestKitTests {
  @Test("A synchronous test scripts a denied camera and taps Open Settings")
  func deniedCameraOffersSettings() {
    let system = ScriptedAuthority(status: [.camera: .denied])
    let presenter = RecordingAlertPresenter()
    let settings = RecordingSettingsOpener()
    let screen = ClipScreen(
      cameraAuthority: system.cameraAuthority, microphoneAuthority: system.microphoneAuthority,
      settingsOpener: settings.opener, showAlert: presenter.present)
    var ran = false
    var outcome: LaunchOutcome?

    screen.launchCamera(success: { ran = true }, completion: { outcome = $0 })

    #expect(presenter.presentedAlerts.map(\.reason) == [.denied])
    #expect(outcome == .denied)
    #expect(presenter.tap(.openSettings))
    #expect(settings.openedSources == [.camera])
    #expect(!ran)
    #expect(system.requestCount(for: .camera) == 0)
  }

  @Test("An async test holds the prompt, answers it, and two launches share it")
  func heldPromptIsSharedByTwoLaunches() async {
    let system = ScriptedAuthority(answers: [.microphone: .authorized])
    let presenter = RecordingAlertPresenter()
    let screen = ClipScreen(
      cameraAuthority: system.cameraAuthority, microphoneAuthority: system.microphoneAuthority,
      settingsOpener: RecordingSettingsOpener().opener, showAlert: presenter.present)
    var successes = 0

    system.holdAnswers()
    let first = Task {
      await withCheckedContinuation { done in
        screen.launchMicrophone(
          success: { successes += 1 }, completion: { done.resume(returning: $0) })
      }
    }
    let second = Task { await screen.authorizeMicrophone() }
    #expect(await system.waitForHeldRequests(1))
    system.releaseHeldAnswers()

    #expect(await first.value == .authorized)
    #expect(await second.value == .authorized)
    #expect(successes == 1)
    #expect(system.requestCount(for: .microphone) == 1)
    #expect(presenter.presentedAlerts.isEmpty)
  }

  @Test("The suite for a source of the app's own passes a conforming screen")
  func ownSourceSuitePasses() async {
    await assertSourceConformance(
      SpeechRecognition(),
      makeScreen: { NotesScreen(context: $0) },
      launchingWith: { screen, launch in
        screen.launchSpeechRecognition(success: launch.success, completion: launch.completion)
      })
  }

  @Test("The suite for a source of the app's own records a broken row as an issue at its call")
  func ownSourceSuiteRecordsAnIssue() async {
    let seen = SeenIssues()
    let line = #line + 2
    await withKnownIssue {
      await assertSourceConformance(
        SpeechRecognition(),
        makeScreen: { NotesScreen(context: $0) },
        launchingWith: { screen, launch in
          // Broken on purpose: success runs whatever the outcome.
          screen.launchSpeechRecognition(
            success: launch.success,
            completion: { outcome in
              if !outcome.grantsAccess { launch.success() }
              launch.completion(outcome)
            })
        })
    } matching: { issue in
      seen.append(issue)
      return issue.sourceLocation?.line == line
    }

    #expect(seen.lines.allSatisfy { $0 == line })
    #expect(
      seen.messages.contains {
        $0.hasPrefix("speechRecognition, status denied: expected success not to run")
      })
  }
}

/// A notes screen of the speech sample's mixin, wired from the suite's context.
@MainActor
private final class NotesScreen: SpeechRecognitionAuthorizing {
  let speechRecognitionAuthority: SpeechRecognitionAuthority
  let settingsOpener: SettingsOpener
  private let presenter: RecordingAlertPresenter

  init(context: ConformanceContext) {
    speechRecognitionAuthority = context.authority(for: SpeechRecognition())
    settingsOpener = context.settingsOpener
    presenter = context.presenter
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }
}
