internal import MediaAccess
internal import MediaAccessTestSupport

/// Plays one ``DemoSituation`` through the real library: a ``SampleScreen`` with a
/// ``MediaAccessTesting/ScriptedAuthority``, launched with the closure API, while a
/// ``MediaAccessTesting/RecordingAlertPresenter`` taps the buttons the situation scripts.
@MainActor
struct DemoRunner {
  /// The dialogs' language, one of ``MediaAccess/LocalizedAlertTextRenderer/supportedLanguages``.
  let language: String
  /// The app name the dialogs show.
  let appName: String

  func run(_ situation: DemoSituation) async -> DemoRecord {
    let source = situation.source
    let system = situation.row.makeSystem()
    let presenter = RecordingAlertPresenter()
    presenter.automaticReply = { alert in situation.choice(for: alert.reason) }
    let settings = RecordingSettingsOpener()
    var screen: SampleScreen? = SampleScreen(
      authority: system.authority,
      presenter: presenter,
      renderer: LocalizedAlertTextRenderer(language: language, appName: appName),
      settingsOpener: settings.opener,
      policy: situation.policy)
    // Assigned apart from its declaration so that compilers before `weak let` accept it.
    weak var closedScreen: SampleScreen?
    closedScreen = screen
    let recorder = LaunchRecorder()

    if situation.closesScreenDuringPrompt { system.holdAnswers() }
    screen?.launch(
      source,
      success: { recorder.recordSuccess() },
      completion: { recorder.recordCompletion($0) })
    if situation.closesScreenDuringPrompt {
      // The prompt is up once the request is held; the user closes the screen, then answers.
      _ = await system.heldRequestsReach(1, within: .seconds(30))
      screen = nil
      system.releaseHeldAnswers()
    }
    let outcome = await recorder.finalOutcome()
    // Keeps the screen open until the answer arrives, unless the situation closed it.
    withExtendedLifetime(screen) {}

    return DemoRecord(
      situation: situation,
      dialogs: presenter.presentedAlerts.map { alert in
        let role = situation.choice(for: alert.reason)
        return DemoRecord.ShownDialog(
          alert: alert, tapped: alert.actions.first { $0.role == role })
      },
      systemRequestCount: system.requestCount(for: MediaSource(source)),
      successRunCount: recorder.successRunCount,
      outcome: outcome,
      settingsOpened: settings.openedSources.compactMap(\.builtIn),
      screenReleased: closedScreen == nil)
  }
}

// MARK: - Video capture

extension DemoRunner {
  /// What one video capture did, for the transcript.
  struct VideoCaptureRecord {
    let situation: VideoCaptureSituation
    let dialogs: [AccessAlert]
    let cameraRequests: Int
    let microphoneRequests: Int
    let recordsSound: [Bool]
    let outcome: VideoCaptureOutcome
  }

  /// Plays a video capture through the library's closure API on the sample screen.
  func run(_ situation: VideoCaptureSituation) async -> VideoCaptureRecord {
    let system = ScriptedAuthority(
      status: [.camera: situation.camera.status, .microphone: situation.microphone.status],
      answers: [.camera: situation.camera.answer, .microphone: situation.microphone.answer])
    let presenter = RecordingAlertPresenter()
    presenter.automaticReply = { _ in .cancel }
    let screen = SampleScreen(
      authority: system.authority,
      presenter: presenter,
      renderer: LocalizedAlertTextRenderer(language: language, appName: appName),
      settingsOpener: .disabled,
      policy: .standard)
    var recordsSound: [Bool] = []
    let outcome = await withCheckedContinuation { finished in
      screen.launchVideoCapture(
        sound: situation.sound, success: { recordsSound.append($0) },
        completion: { finished.resume(returning: $0) })
    }
    return VideoCaptureRecord(
      situation: situation,
      dialogs: presenter.presentedAlerts,
      cameraRequests: system.requestCount(for: .camera),
      microphoneRequests: system.requestCount(for: .microphone),
      recordsSound: recordsSound,
      outcome: outcome)
  }
}
