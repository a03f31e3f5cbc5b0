import MediaAccess
import MediaAccessTesting
import XCTest

/// The rule every launch keeps: `success` never runs while a dialog of that launch is on
/// screen, and "Open Settings" means the launch does not go on. With the dialog sequence each
/// source's one owner keeps: an answer is explained at most once, whatever it was.
@MainActor
final class DialogRuleTests: QuietDiagnosticsTestCase {
  // MARK: - One explanation per answer

  func testRestrictedOrUnknownAnswerSharedByThreeLaunchesIsExplainedOnce() async {
    for answer in [AuthorizationStatus.restricted, AuthorizationStatus(rawValue: 7)] {
      let system = ScriptedAuthority(answers: [.camera: answer])
      system.holdAnswers()
      let screen = TestScreen(system: system)
      let records = (0..<3).map { _ in screen.launch(.camera) }
      _ = await system.waitForHeldRequests(1)

      system.releaseHeldAnswers()
      for record in records { await record.waitForCompletion() }

      XCTAssertEqual(records.map(\.outcome), [.restricted, .restricted, .restricted], "\(answer)")
      XCTAssertEqual(
        screen.presenter.presentedAlerts.map(\.reason), [.restricted], "\(answer): one dialog")
      XCTAssertEqual(system.requestCount(for: .camera), 1)
    }
  }

  /// The next request is a new answer: it is explained again.
  func testANewRequestIsExplainedAgain() async {
    let system = ScriptedAuthority(answers: [.camera: .restricted])
    let screen = TestScreen(system: system)

    let first = await screen.authorizeCamera()
    system.setStatus(.notDetermined, for: .camera)
    let second = await screen.authorizeCamera()

    XCTAssertEqual([first, second], [.restricted, .restricted])
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.restricted, .restricted])
  }

  // MARK: - Silent video waits for the microphone's dialog

  func testSilentVideoRunsSuccessOnlyAfterTheMicrophoneDialogIsAnswered() async {
    for situation in MicrophoneRefusal.allCases {
      for form in CaptureForm.allCases {
        let system = situation.system()
        let screen = TestScreen(system: system)
        screen.accessAlertPolicy = AccessAlertPolicy(explainsFreshRefusal: true)
        let capture = form.start(on: screen, sound: .preferred)
        let label = "\(situation), \(form)"

        await waitUntil { !screen.presenter.pendingAlerts.isEmpty || capture.isComplete }
        await settle()
        XCTAssertEqual(
          screen.presenter.pendingAlerts.map(\.reason), [situation.dialog], "\(label): dialog")
        XCTAssertEqual(capture.successes, [], "\(label): success ran under the dialog")
        XCTAssertNil(capture.outcome, "\(label): ended under the dialog")

        let answer: AccessAlert.Action.Role = situation.dialog == .denied ? .cancel : .ok
        XCTAssertTrue(screen.presenter.tap(answer), label)
        await waitUntil { capture.isComplete }

        XCTAssertEqual(capture.successes, [false], label)
        XCTAssertEqual(
          capture.outcome, .recordWithoutSound(microphone: situation.outcome), label)
        XCTAssertEqual(screen.settings.openedSources, [], label)
      }
    }
  }

  func testOpenSettingsOnTheMicrophoneDialogStopsTheSilentCapture() async {
    for situation in [MicrophoneRefusal.denied, .freshRefusal] {
      for form in CaptureForm.allCases {
        let system = situation.system()
        let screen = TestScreen(system: system)
        screen.accessAlertPolicy = AccessAlertPolicy(explainsFreshRefusal: true)
        let capture = form.start(on: screen, sound: .preferred)
        let label = "\(situation), \(form)"

        await waitUntil { !screen.presenter.pendingAlerts.isEmpty || capture.isComplete }
        XCTAssertTrue(screen.presenter.tap(.openSettings), label)
        await waitUntil { capture.isComplete }
        await settle()

        XCTAssertEqual(capture.successes, [], "\(label): nothing recorded")
        XCTAssertEqual(capture.outcome, .stopped(by: .microphone, outcome: .denied), label)
        XCTAssertEqual(screen.settings.openedSources, [.microphone], label)
      }
    }
  }

  /// Where sound is required the capture stops at the microphone's dialog, as a single launch
  /// does: nothing goes on, so nothing waits for the tap.
  func testRequiredSoundStopsAtOnceUnderTheMicrophoneDialog() async {
    for form in CaptureForm.allCases {
      let system = ScriptedAuthority(status: [.camera: .authorized, .microphone: .denied])
      let screen = TestScreen(system: system)

      let capture = form.start(on: screen, sound: .required)
      await waitUntil { capture.isComplete }

      XCTAssertEqual(capture.outcome, .stopped(by: .microphone, outcome: .denied), "\(form)")
      XCTAssertEqual(screen.presenter.pendingAlerts.map(\.reason), [.denied], "\(form)")
    }
  }

  /// A silent capture whose screen goes away while the microphone's dialog is up ends
  /// cancelled, as any launch abandoned in a wait does.
  func testScreenReleasedUnderTheMicrophoneDialogEndsTheSilentCaptureCancelled() async {
    let system = ScriptedAuthority(status: [.camera: .authorized, .microphone: .denied])
    var screen: TestScreen? = TestScreen(system: system)
    let presenter = screen?.presenter
    weak var released: TestScreen?
    released = screen
    var outcomes: [VideoCaptureOutcome] = []
    var successes: [Bool] = []
    screen?.launchVideoCapture(
      sound: .preferred, success: { successes.append($0) }, completion: { outcomes.append($0) })
    await waitUntil { presenter?.pendingAlerts.isEmpty == false }

    screen = nil
    await waitUntil { !outcomes.isEmpty }

    XCTAssertEqual(outcomes, [.stopped(by: .microphone, outcome: .cancelled)])
    XCTAssertEqual(successes, [])
    XCTAssertNil(released)
  }

  // MARK: - The rule, for every launch form

  func testSuccessNeverRunsWhileADialogOfTheLaunchIsOnScreen() async {
    let policies = [
      AccessAlertPolicy.standard,
      AccessAlertPolicy(asksBeforeSystemPrompt: true, explainsFreshRefusal: true),
    ]
    for policy in policies {
      for camera in Scripted.allCases {
        for microphone in Scripted.allCases {
          for form in EveryLaunch.allCases {
            let system = Scripted.system(camera: camera, microphone: microphone)
            let screen = TestScreen(system: system)
            screen.accessAlertPolicy = policy
            let label = "\(form), camera \(camera), microphone \(microphone), \(policy)"
            let launch = form.start(on: screen)

            // Answer each dialog as a user does, never with "Open Settings".
            let deadline = ContinuousClock.now.advanced(by: .seconds(5))
            while !launch.isComplete, ContinuousClock.now < deadline {
              if let alert = screen.presenter.pendingAlerts.first {
                screen.presenter.tap(alert.reason == .softAsk ? .continue : alert.actions[0].role)
              }
              try? await Task.sleep(for: .milliseconds(1))
            }

            XCTAssertTrue(launch.isComplete, "\(label): never completed")
            XCTAssertEqual(launch.successesUnderADialog, 0, "\(label): success under a dialog")
          }
        }
      }
    }
  }

  /// Lets queued main-actor work run, so that anything a launch would do next shows.
  private func settle() async {
    for _ in 0..<20 { await Task.yield() }
    try? await Task.sleep(for: .milliseconds(20))
  }
}

// MARK: - Helpers

/// A microphone that is not allowed while the camera is, and the dialog that explains it.
private enum MicrophoneRefusal: CaseIterable {
  case denied, restricted, unknown, absent, freshRefusal

  func system() -> ScriptedAuthority {
    switch self {
    case .denied: ScriptedAuthority(status: [.camera: .authorized, .microphone: .denied])
    case .restricted: ScriptedAuthority(status: [.camera: .authorized, .microphone: .restricted])
    case .unknown:
      ScriptedAuthority(
        status: [.camera: .authorized, .microphone: AuthorizationStatus(rawValue: 7)])
    case .absent: ScriptedAuthority(status: [.camera: .authorized], unavailable: [.microphone])
    case .freshRefusal:
      ScriptedAuthority(
        status: [.camera: .authorized, .microphone: .notDetermined],
        answers: [.microphone: .denied])
    }
  }

  var dialog: AccessAlert.Reason {
    switch self {
    case .denied, .freshRefusal: .denied
    case .restricted, .unknown: .restricted
    case .absent: .unavailable
    }
  }

  var outcome: LaunchOutcome {
    switch self {
    case .denied, .freshRefusal: .denied
    case .restricted, .unknown: .restricted
    case .absent: .unavailable
    }
  }
}

/// A video capture started through one of its two forms, and what it delivered so far.
@MainActor
private final class CaptureRecord {
  var successes: [Bool] = []
  var outcome: VideoCaptureOutcome?
  var isComplete: Bool { outcome != nil }
}

private enum CaptureForm: CaseIterable {
  case closure, async

  @MainActor
  func start(on screen: TestScreen, sound: SoundRequirement) -> CaptureRecord {
    let record = CaptureRecord()
    switch self {
    case .closure:
      screen.launchVideoCapture(
        sound: sound, success: { record.successes.append($0) },
        completion: { record.outcome = $0 })
    case .async:
      Task {
        let outcome = await screen.authorizeVideoCapture(sound: sound)
        if outcome.grantsAccess { record.successes.append(outcome.recordsSound) }
        record.outcome = outcome
      }
    }
    return record
  }
}

/// What a source is scripted as, for the rule's sweep.
private enum Scripted: CaseIterable {
  case authorized, denied, restricted, absent, allowsWhenAsked, refusesWhenAsked

  static func system(camera: Scripted, microphone: Scripted) -> ScriptedAuthority {
    let sources: [(MediaSource, Scripted)] = [
      (.camera, camera), (.microphone, microphone), (.photoLibrary(.readWrite), camera),
    ]
    var status: [MediaSource: AuthorizationStatus] = [:]
    var answers: [MediaSource: AuthorizationStatus] = [:]
    var unavailable: Set<MediaSource> = []
    for (source, scripted) in sources {
      switch scripted {
      case .authorized: status[source] = .authorized
      case .denied: status[source] = .denied
      case .restricted: status[source] = .restricted
      case .absent: unavailable.insert(source)
      case .allowsWhenAsked: answers[source] = .authorized
      case .refusesWhenAsked: answers[source] = .denied
      }
    }
    return ScriptedAuthority(status: status, answers: answers, unavailable: unavailable)
  }
}

/// Every way to launch, each recording whether its success ran while one of the screen's
/// dialogs was on screen.
private enum EveryLaunch: CaseIterable {
  case launchCamera, authorizeCamera, launchMicrophone, authorizeMicrophone
  case launchPhotoLibrary, authorizePhotoLibrary
  case launchVideoRequired, launchVideoPreferred, authorizeVideoRequired, authorizeVideoPreferred

  @MainActor
  final class Record {
    var isComplete = false
    var successesUnderADialog = 0
  }

  @MainActor
  func start(on screen: TestScreen) -> Record {
    let record = Record()
    let presenter = screen.presenter
    let succeed: @MainActor () -> Void = {
      if !presenter.pendingAlerts.isEmpty { record.successesUnderADialog += 1 }
    }
    let finishLaunch: @MainActor (LaunchOutcome) -> Void = { _ in record.isComplete = true }
    let finishCapture: @MainActor (VideoCaptureOutcome) -> Void = { _ in record.isComplete = true }
    func awaiting(_ body: @escaping @MainActor () async -> Bool) {
      Task {
        if await body() { succeed() }
        record.isComplete = true
      }
    }
    switch self {
    case .launchCamera: screen.launchCamera(success: succeed, completion: finishLaunch)
    case .authorizeCamera: awaiting { await screen.authorizeCamera().grantsAccess }
    case .launchMicrophone: screen.launchMicrophone(success: succeed, completion: finishLaunch)
    case .authorizeMicrophone: awaiting { await screen.authorizeMicrophone().grantsAccess }
    case .launchPhotoLibrary: screen.launchPhotoLibrary(success: succeed, completion: finishLaunch)
    case .authorizePhotoLibrary: awaiting { await screen.authorizePhotoLibrary().grantsAccess }
    case .launchVideoRequired, .launchVideoPreferred:
      screen.launchVideoCapture(
        sound: self == .launchVideoRequired ? .required : .preferred, success: { _ in succeed() },
        completion: finishCapture)
    case .authorizeVideoRequired, .authorizeVideoPreferred:
      let sound: SoundRequirement = self == .authorizeVideoRequired ? .required : .preferred
      awaiting { await screen.authorizeVideoCapture(sound: sound).grantsAccess }
    }
    return record
  }
}
