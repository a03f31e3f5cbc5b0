import MediaAccess
import MediaAccessTesting
import XCTest

/// What an app written from the README and the DocC catalog alone ran into, through the public
/// API only: a recorder with sound preferred, several launches sharing one prompt.
@MainActor
final class DocsAppReproductionTests: XCTestCase {
  // MARK: - A recorder with sound preferred

  /// The microphone refused in each way the contract explains with a dialog, and the button
  /// that lets the capture go on.
  private let refusedMicrophones:
    [(
      status: AuthorizationStatus, available: Bool, reason: AccessAlert.Reason,
      goOn: AccessAlert.Action.Role
    )] = [
      (.denied, true, .denied, .cancel),
      (.restricted, true, .restricted, .ok),
      (.unknown(rawValue: 9), true, .restricted, .ok),
      (.authorized, false, .unavailable, .ok),
    ]

  func testPreferredSoundRecordsOnlyOnceTheMicrophonesDialogIsAnswered() async {
    for refusal in refusedMicrophones {
      let app = RecorderApp(microphone: refusal.status, microphoneAvailable: refusal.available)
      app.recorder.record()
      await waitUntil { !app.presenter.presentedAlerts.isEmpty }
      XCTAssertEqual(app.presenter.pendingAlerts.map(\.reason), [refusal.reason], "\(refusal)")
      XCTAssertEqual(
        app.recorder.recordings, [], "\(refusal): the recorder came up over the dialog")

      XCTAssertTrue(app.presenter.tap(refusal.goOn), "\(refusal)")
      await waitUntil { app.recorder.outcome != nil }

      XCTAssertEqual(app.recorder.recordings, [false], "\(refusal): one silent recording")
      XCTAssertEqual(app.recorder.recordingsUnderADialog, 0, "\(refusal)")
      XCTAssertEqual(
        app.recorder.outcome,
        .recordWithoutSound(
          microphone: refusal.status == .authorized
            ? .unavailable : refusal.status == .denied ? .denied : .restricted), "\(refusal)")
    }
  }

  func testOpenSettingsOnTheMicrophonesDialogRecordsNothing() async {
    let app = RecorderApp(microphone: .denied)
    app.recorder.record()
    await waitUntil { !app.presenter.presentedAlerts.isEmpty }

    XCTAssertTrue(app.presenter.tap(.openSettings, times: 2))
    await waitUntil { app.recorder.outcome != nil }

    XCTAssertEqual(app.settings.openedSources, [.microphone])
    XCTAssertEqual(app.recorder.recordings, [], "a user on the way to Settings got a recording")
    XCTAssertEqual(app.recorder.outcome, .stopped(by: .microphone, outcome: .denied))
  }

  func testTheAsyncFormReturnsOnlyOnceTheMicrophonesDialogIsAnswered() async {
    let app = RecorderApp(microphone: .denied)
    var returned: VideoCaptureOutcome?
    let capture = Task { returned = await app.recorder.authorizeVideoCapture(sound: .preferred) }
    await waitUntil { !app.presenter.presentedAlerts.isEmpty }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertNil(returned, "the async form returned while its dialog was on screen")

    app.presenter.tap(.cancel)
    await capture.value
    XCTAssertEqual(returned, .recordWithoutSound(microphone: .denied))
  }

  // MARK: - When a test may look ("Wait for what happens later")

  func testASettledStatusActsBeforeTheLaunchCallReturns() {
    let situations:
      [(system: ScriptedAuthority, dialogs: [AccessAlert.Reason], outcome: LaunchOutcome)] = [
        (ScriptedAuthority(status: [.camera: .authorized]), [], .authorized),
        (ScriptedAuthority(status: [.camera: .denied]), [.denied], .denied),
        (ScriptedAuthority(status: [.camera: .restricted]), [.restricted], .restricted),
        (ScriptedAuthority(status: [.camera: .unknown(rawValue: 5)]), [.restricted], .restricted),
        (ScriptedAuthority(unavailable: [.camera]), [.unavailable], .unavailable),
      ]
    for situation in situations {
      let presenter = RecordingAlertPresenter()
      let app = RecorderApp(system: situation.system, presenter: presenter)
      var outcomes: [LaunchOutcome] = []
      app.recorder.launchCamera(success: {}, completion: { outcomes.append($0) })
      XCTAssertEqual(
        presenter.presentedAlerts.map(\.reason), situation.dialogs, "\(situation.outcome)")
      XCTAssertEqual(outcomes, [situation.outcome], "\(situation.outcome)")
    }
  }

  func testASoftAskReachesThePresenterAfterTheLaunchCallReturns() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    let presenter = RecordingAlertPresenter()
    let app = RecorderApp(system: system, presenter: presenter)
    app.recorder.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
    var outcomes: [LaunchOutcome] = []
    app.recorder.launchCamera(success: {}, completion: { outcomes.append($0) })
    XCTAssertFalse(presenter.tap(.continue), "the docs say there is nothing to tap yet")

    await waitUntil { !presenter.pendingAlerts.isEmpty }
    XCTAssertTrue(presenter.tap(.continue))
    await waitUntil { !outcomes.isEmpty }
    XCTAssertEqual(outcomes, [.authorized])
  }

  // MARK: - Several launches sharing one prompt

  func testOneRequestAnsweredRestrictedOrUnknownIsExplainedOnce() async {
    for answer in [AuthorizationStatus.restricted, .unknown(rawValue: 42)] {
      let system = ScriptedAuthority(status: [.camera: .notDetermined], answers: [.camera: answer])
      let presenter = RecordingAlertPresenter()
      presenter.automaticReply = { _ in .ok }
      let app = RecorderApp(system: system, presenter: presenter)
      system.holdAnswers()
      var outcomes: [LaunchOutcome] = []
      for _ in 0..<3 {
        app.recorder.launchCamera(
          success: { XCTFail("success on \(answer)") },
          completion: { outcomes.append($0) })
      }
      await system.waitForHeldRequests(1)
      system.releaseHeldAnswers()
      await waitUntil { outcomes.count == 3 }

      XCTAssertEqual(outcomes, [.restricted, .restricted, .restricted], "\(answer)")
      XCTAssertEqual(system.requestCount(for: .camera), 1, "\(answer)")
      XCTAssertEqual(
        presenter.presentedAlerts.map(\.reason), [.restricted], "\(answer): one request, one dialog"
      )
    }
  }
}

/// An app's recorder screen and the fakes its tests give it, as the docs describe them.
@MainActor
private final class RecorderApp {
  let system: ScriptedAuthority
  let presenter: RecordingAlertPresenter
  let settings = RecordingSettingsOpener()
  let recorder: Recorder

  init(
    microphone: AuthorizationStatus = .authorized, microphoneAvailable: Bool = true,
    system: ScriptedAuthority? = nil, presenter: RecordingAlertPresenter = RecordingAlertPresenter()
  ) {
    let system =
      system
      ?? ScriptedAuthority(
        status: [.camera: .authorized, .microphone: microphone],
        unavailable: microphoneAvailable ? [] : [.microphone])
    self.system = system
    self.presenter = presenter
    recorder = Recorder(system: system, presenter: presenter, settings: settings.opener)
  }
}

/// Records video with sound preferred, and notes any recording started under a dialog.
@MainActor
private final class Recorder: CameraAuthorizing, MicrophoneAuthorizing {
  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority
  let settingsOpener: SettingsOpener
  var accessAlertPolicy = AccessAlertPolicy.standard
  private let presenter: RecordingAlertPresenter
  private(set) var recordings: [Bool] = []
  private(set) var recordingsUnderADialog = 0
  private(set) var outcome: VideoCaptureOutcome?

  init(system: ScriptedAuthority, presenter: RecordingAlertPresenter, settings: SettingsOpener) {
    cameraAuthority = system.cameraAuthority
    microphoneAuthority = system.microphoneAuthority
    settingsOpener = settings
    self.presenter = presenter
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }

  func record() {
    launchVideoCapture(
      sound: .preferred,
      success: { [weak self] recordsSound in self?.startRecording(withSound: recordsSound) },
      completion: { [weak self] outcome in self?.outcome = outcome })
  }

  private func startRecording(withSound: Bool) {
    if !presenter.pendingAlerts.isEmpty { recordingsUnderADialog += 1 }
    recordings.append(withSound)
  }
}
