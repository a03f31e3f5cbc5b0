import MediaAccess
import MediaAccessCamera
import MediaAccessTesting
import XCTest

/// The events a screen's observer receives: in order, once each, on the main actor, for every
/// launch form, including cancellation and release.
@MainActor
final class AccessEventTests: QuietDiagnosticsTestCase {
  private let asking = AccessAlertPolicy(asksBeforeSystemPrompt: true)
  private let explaining = AccessAlertPolicy(explainsFreshRefusal: true)

  // MARK: - Known status: no prompt

  func testAuthorizedLaunchReportsItsOutcomeBeforeSuccessRuns() async {
    for source in [MediaSource.camera, .microphone, .photoLibrary(.readWrite)] {
      for form in LaunchForm.allCases {
        let screen = EventScreen(system: ScriptedAuthority(status: [source: .authorized]))
        var eventsWhenSuccessRan: [AccessEvent]?
        let outcome = await form.launch(source, on: screen) {
          eventsWhenSuccessRan = screen.events.events
        }

        XCTAssertEqual(outcome, .authorized, "\(source), \(form)")
        XCTAssertEqual(
          screen.events.events, [AccessEvent(.launchEnded(.authorized), source: source)],
          "\(source), \(form)")
        if form == .closure {
          XCTAssertEqual(eventsWhenSuccessRan, screen.events.events, "reported before success")
        }
      }
    }
  }

  func testLimitedLibraryReportsItsOutcome() async {
    for form in LaunchForm.allCases {
      let source = MediaSource.photoLibrary(.readWrite)
      let screen = EventScreen(system: ScriptedAuthority(status: [source: .limited]))
      _ = await form.launch(source, on: screen)
      XCTAssertEqual(screen.events.kinds, [.launchEnded(.limited)], "\(form)")
    }
  }

  func testEachDialogWithoutPromptIsReportedOnceBeforeTheOutcome() async {
    let cases: [(ScriptedAuthority, AccessEvent.Kind?, LaunchOutcome)] = [
      (ScriptedAuthority(status: [.camera: .denied]), .dialogShown(.denied), .denied),
      (ScriptedAuthority(status: [.camera: .restricted]), .dialogShown(.restricted), .restricted),
      (ScriptedAuthority(unavailable: [.camera]), .dialogShown(.unavailable), .unavailable),
      (
        ScriptedAuthority(usageDescriptions: [.camera: nil]), nil,
        .misconfigured(missingKey: .camera)
      ),
    ]
    for form in LaunchForm.allCases {
      for (system, dialog, outcome) in cases {
        let screen = EventScreen(system: system)
        _ = await form.launch(.camera, on: screen)
        XCTAssertEqual(
          screen.events.kinds, (dialog.map { [$0] } ?? []) + [.launchEnded(outcome)],
          "\(form), \(outcome)")
        XCTAssertEqual(Set(screen.events.events.map(\.source)), [.camera])
        XCTAssertEqual(Set(screen.events.events.map(\.launch)), [.single])
      }
    }
  }

  func testOpeningSettingsIsReportedOnceAfterTheOutcome() async {
    let screen = EventScreen(system: ScriptedAuthority(status: [.camera: .denied]))
    _ = await LaunchForm.closure.launch(.camera, on: screen)

    screen.presenter.tap(.openSettings, times: 2)

    XCTAssertEqual(
      screen.events.kinds, [.dialogShown(.denied), .launchEnded(.denied), .settingsOpened])
    XCTAssertEqual(screen.settings.openedSources, [.camera])
  }

  func testCancelOnTheDeniedDialogReportsNothingMore() async {
    let screen = EventScreen(system: ScriptedAuthority(status: [.camera: .denied]))
    _ = await LaunchForm.async.launch(.camera, on: screen)

    screen.presenter.tap(.cancel)

    XCTAssertEqual(screen.events.kinds, [.dialogShown(.denied), .launchEnded(.denied)])
  }

  // MARK: - The prompt and the soft ask

  func testSoftAskPromptAndAnswerAreReportedInOrder() async {
    for source in [MediaSource.camera, .microphone, .photoLibrary(.addOnly)] {
      for form in LaunchForm.allCases {
        for answer in [AuthorizationStatus.authorized, .denied] {
          let screen = EventScreen(
            system: ScriptedAuthority(answers: [source: answer]), policy: asking)
          screen.presenter.automaticReply = { _ in .continue }

          let outcome = await form.launch(source, on: screen)

          let expected = answer == .authorized ? LaunchOutcome.authorized : .denied
          XCTAssertEqual(outcome, expected)
          XCTAssertEqual(
            screen.events.events,
            [
              .softAskShown, .softAskContinued, .systemPromptShown,
              .systemPromptAnswered(answer), .launchEnded(expected),
            ].map { AccessEvent($0, source: source) }, "\(source), \(form), \(answer)")
        }
      }
    }
  }

  func testFreshRefusalExplainedReportsItsDialogAfterTheAnswer() async {
    for form in LaunchForm.allCases {
      let screen = EventScreen(
        system: ScriptedAuthority(answers: [.camera: .denied]), policy: explaining)
      _ = await form.launch(.camera, on: screen)
      XCTAssertEqual(
        screen.events.kinds,
        [
          .systemPromptShown, .systemPromptAnswered(.denied), .dialogShown(.denied),
          .launchEnded(.denied),
        ], "\(form)")
    }
  }

  func testSoftAskDismissedIsReportedAndNoPromptFollows() async {
    for form in LaunchForm.allCases {
      let system = ScriptedAuthority()
      let screen = EventScreen(system: system, policy: asking)
      let launched = Task { await form.launch(.camera, on: screen) }
      await waitUntil { screen.presenter.pendingAlerts.count == 1 }

      screen.presenter.dismissPending()
      let outcome = await launched.value

      XCTAssertEqual(outcome, .cancelled)
      XCTAssertEqual(
        screen.events.kinds, [.softAskShown, .softAskDismissed, .launchEnded(.cancelled)],
        "\(form)")
      XCTAssertEqual(system.requestCount(for: .camera), 0)
    }
  }

  func testLaunchesSharingOnePromptReportItOnceToTheScreenThatAsked() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    system.holdAnswers()
    let first = EventScreen(system: system)
    let second = EventScreen(system: system)
    let firstRecord = LaunchForm.closure.start(.camera, on: first)
    let secondRecord = LaunchForm.closure.start(.camera, on: second)
    let third = Task { await first.authorizeCamera() }
    _ = await system.waitForHeldRequests(1)

    system.releaseHeldAnswers()
    _ = await third.value
    await waitUntil { firstRecord.isComplete && secondRecord.isComplete }

    XCTAssertEqual(system.requestCount(for: .camera), 1)
    XCTAssertEqual(
      first.events.kinds,
      [
        .systemPromptShown, .systemPromptAnswered(.authorized), .launchEnded(.authorized),
        .launchEnded(.authorized),
      ])
    XCTAssertEqual(second.events.kinds, [.launchEnded(.authorized)])
  }

  func testSecondLaunchWaitingForASoftAskReportsOnlyItsOutcome() async {
    let system = ScriptedAuthority()
    let first = EventScreen(system: system, policy: asking)
    let second = EventScreen(system: system, policy: asking)
    let firstRecord = LaunchForm.closure.start(.camera, on: first)
    await waitUntil { first.presenter.pendingAlerts.count == 1 }
    let secondRecord = LaunchForm.closure.start(.camera, on: second)
    await Task.yield()

    first.presenter.tap(.continue)
    await waitUntil { firstRecord.isComplete && secondRecord.isComplete }

    XCTAssertEqual(
      first.events.kinds,
      [
        .softAskShown, .softAskContinued, .systemPromptShown,
        .systemPromptAnswered(.authorized), .launchEnded(.authorized),
      ])
    XCTAssertEqual(second.events.kinds, [.launchEnded(.authorized)])
    XCTAssertEqual(second.presenter.presentedAlerts, [])
  }

  // MARK: - Cancellation and release

  func testCancelledWhileThePromptIsUpEndsAtOnceAndTheAnswerFollows() async {
    let system = ScriptedAuthority(answers: [.camera: .denied])
    system.holdAnswers()
    let screen = EventScreen(system: system)
    let task = Task { await screen.authorizeCamera() }
    _ = await system.waitForHeldRequests(1)

    task.cancel()
    let outcome = await task.value
    let whenCancelled = screen.events.kinds
    system.releaseHeldAnswers()
    await waitUntil { screen.events.events.count == 3 }

    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(whenCancelled, [.systemPromptShown, .launchEnded(.cancelled)])
    XCTAssertEqual(
      screen.events.kinds,
      [.systemPromptShown, .launchEnded(.cancelled), .systemPromptAnswered(.denied)])
    XCTAssertEqual(screen.presenter.presentedAlerts, [], "no dialog for a cancelled launch")
  }

  func testCancelledWhileItsSoftAskIsUpReportsNeitherContinueNorDismiss() async {
    let screen = EventScreen(system: ScriptedAuthority(), policy: asking)
    let task = Task { await screen.authorizeCamera() }
    await waitUntil { screen.presenter.pendingAlerts.count == 1 }

    task.cancel()
    _ = await task.value
    screen.presenter.tap(.continue)
    await Task.yield()

    XCTAssertEqual(screen.events.kinds, [.softAskShown, .launchEnded(.cancelled)])
  }

  func testCancelledBeforeAnythingIsAskedReportsOnlyItsOutcome() async {
    let system = ScriptedAuthority()
    let screen = EventScreen(system: system, policy: asking)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await screen.authorizeCamera()
    }

    let outcome = await task.value
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(screen.events.kinds, [.launchEnded(.cancelled)])
    XCTAssertEqual(system.requestCount(for: .camera), 0)
  }

  func testReleasedScreenStillReportsHowItsLaunchEnded() async {
    for policy in [AccessAlertPolicy.standard, asking] {
      let system = ScriptedAuthority(answers: [.camera: .authorized])
      system.holdAnswers()
      let events = RecordingAccessEventObserver()
      let presenter = RecordingAlertPresenter()
      var screen: EventScreen? = EventScreen(
        system: system, policy: policy, events: events, presenter: presenter)
      weak var released: EventScreen?
      released = screen
      let record = LaunchForm.closure.start(.camera, on: screen!)
      if policy.asksBeforeSystemPrompt {
        await waitUntil { presenter.pendingAlerts.count == 1 }
      } else {
        _ = await system.waitForHeldRequests(1)
      }

      screen = nil
      await waitUntil { record.isComplete }
      XCTAssertNil(released, "the observer must not keep the screen alive")
      system.releaseHeldAnswers()
      presenter.tap(.continue)
      if !policy.asksBeforeSystemPrompt { await waitUntil { events.events.count == 3 } }

      XCTAssertEqual(record.outcome, .cancelled)
      XCTAssertEqual(
        events.kinds,
        policy.asksBeforeSystemPrompt
          ? [.softAskShown, .launchEnded(.cancelled)]
          : [.systemPromptShown, .launchEnded(.cancelled), .systemPromptAnswered(.authorized)],
        "asks first: \(policy.asksBeforeSystemPrompt)")
    }
  }

  // MARK: - Video capture

  func testVideoCaptureReportsEachLegThenTheCapture() async {
    for form in LaunchForm.allCases {
      let system = ScriptedAuthority(answers: [.camera: .authorized, .microphone: .authorized])
      let screen = EventScreen(system: system)

      let outcome = await form.capture(on: screen)

      XCTAssertEqual(outcome, .recordWithSound)
      XCTAssertEqual(
        screen.events.events,
        [
          AccessEvent(.systemPromptShown, source: .camera, launch: .videoCapture),
          AccessEvent(.systemPromptAnswered(.authorized), source: .camera, launch: .videoCapture),
          AccessEvent(.launchEnded(.authorized), source: .camera, launch: .videoCapture),
          AccessEvent(.systemPromptShown, source: .microphone, launch: .videoCapture),
          AccessEvent(
            .systemPromptAnswered(.authorized), source: .microphone, launch: .videoCapture),
          AccessEvent(.launchEnded(.authorized), source: .microphone, launch: .videoCapture),
          AccessEvent(
            .videoCaptureEnded(.recordWithSound), source: .microphone, launch: .videoCapture),
        ], "\(form)")
    }
  }

  func testVideoCaptureAllowedAtOnceReportsBothLegsAndTheCapture() async {
    for form in LaunchForm.allCases {
      let screen = EventScreen(
        system: ScriptedAuthority(status: [.camera: .authorized, .microphone: .authorized]))
      _ = await form.capture(on: screen)
      XCTAssertEqual(
        screen.events.events,
        [
          AccessEvent(.launchEnded(.authorized), source: .camera, launch: .videoCapture),
          AccessEvent(.launchEnded(.authorized), source: .microphone, launch: .videoCapture),
          AccessEvent(
            .videoCaptureEnded(.recordWithSound), source: .microphone, launch: .videoCapture),
        ], "\(form)")
    }
  }

  func testVideoCaptureStoppedByTheCameraReportsNoMicrophoneLeg() async {
    for form in LaunchForm.allCases {
      let screen = EventScreen(system: ScriptedAuthority(status: [.camera: .denied]))
      _ = await form.capture(on: screen)
      XCTAssertEqual(
        screen.events.events,
        [
          AccessEvent(.dialogShown(.denied), source: .camera, launch: .videoCapture),
          AccessEvent(.launchEnded(.denied), source: .camera, launch: .videoCapture),
          AccessEvent(
            .videoCaptureEnded(.stopped(by: .camera, outcome: .denied)), source: .camera,
            launch: .videoCapture),
        ], "\(form)")
    }
  }

  func testVideoCaptureWithoutSoundReportsTheMicrophoneDialogAndItsAnswer() async {
    for form in LaunchForm.allCases {
      for answer in [AccessAlert.Action.Role.cancel, .openSettings] {
        let screen = EventScreen(
          system: ScriptedAuthority(status: [.camera: .authorized, .microphone: .denied]))
        screen.presenter.automaticReply = { _ in answer }

        let outcome = await form.capture(on: screen, sound: .preferred)

        let expected: VideoCaptureOutcome =
          answer == .cancel
          ? .recordWithoutSound(microphone: .denied)
          : .stopped(by: .microphone, outcome: .denied)
        XCTAssertEqual(outcome, expected)
        XCTAssertEqual(
          screen.events.events.map(\.kind),
          [.launchEnded(.authorized), .dialogShown(.denied)]
            + (answer == .openSettings ? [.settingsOpened] : [])
            + [.launchEnded(.denied), .videoCaptureEnded(expected)], "\(form), \(answer)")
        XCTAssertEqual(
          screen.events.events.map(\.source),
          [.camera] + Array(repeating: .microphone, count: screen.events.events.count - 1))
      }
    }
  }

  func testVideoCaptureReleasedDuringTheCameraPromptEndsBothReports() async {
    let system = ScriptedAuthority(answers: [.camera: .authorized])
    system.holdAnswers()
    let events = RecordingAccessEventObserver()
    var screen: EventScreen? = EventScreen(system: system, events: events)
    var outcome: VideoCaptureOutcome?
    screen?.launchVideoCapture(success: { _ in }, completion: { outcome = $0 })
    _ = await system.waitForHeldRequests(1)

    screen = nil
    await waitUntil { outcome != nil }

    XCTAssertEqual(outcome, .stopped(by: .camera, outcome: .cancelled))
    XCTAssertEqual(
      events.kinds,
      [
        .systemPromptShown, .launchEnded(.cancelled),
        .videoCaptureEnded(.stopped(by: .camera, outcome: .cancelled)),
      ])
    system.releaseHeldAnswers()
    await waitUntil { events.events.count == 4 }
    XCTAssertEqual(events.kinds.last, .systemPromptAnswered(.authorized))
    XCTAssertEqual(system.requestCount(for: .microphone), 0)
  }

  // MARK: - Pickers

  func testCameraPickerReportsItsLaunchAndABusyCamera() async {
    for busyBeforeLaunch in [true, false] {
      let screen = EventScreen(system: ScriptedAuthority(status: [.camera: .authorized]))
      var checks = 0
      let reason = await CameraPickGate.reasonNotToOpen(on: screen) {
        checks += 1
        return !busyBeforeLaunch && checks == 1
      }

      XCTAssertEqual(reason, .cameraBusy)
      XCTAssertEqual(
        screen.events.kinds,
        busyBeforeLaunch
          ? [.dialogShown(.busy)] : [.launchEnded(.authorized), .dialogShown(.busy)],
        "busy before the launch: \(busyBeforeLaunch)")
    }
  }

  func testVideoPickerReportsTheCaptureAndABusyCameraAsItsOwn() async {
    let screen = EventScreen(
      system: ScriptedAuthority(status: [.camera: .authorized, .microphone: .authorized]))
    var checks = 0
    let decision = await CameraPickGate.videoDecision(on: screen, sound: .required) {
      checks += 1
      return checks == 1
    }

    XCTAssertEqual(decision, .notOpened(.cameraBusy))
    XCTAssertEqual(
      screen.events.events.map(\.kind),
      [
        .launchEnded(.authorized), .launchEnded(.authorized),
        .videoCaptureEnded(.recordWithSound), .dialogShown(.busy),
      ])
    XCTAssertEqual(Set(screen.events.events.map(\.launch)), [.videoCapture])
  }

  // MARK: - Delivery

  func testEveryEventIsDeliveredOnTheMainThread() async {
    var offMainThread = 0
    var received = 0
    let system = ScriptedAuthority(answers: [.camera: .denied, .microphone: .authorized])
    let screen = EventScreen(
      system: system, policy: AccessAlertPolicy(asksBeforeSystemPrompt: true),
      observer: AccessEventObserver { _ in
        received += 1
        if !isMainThread() { offMainThread += 1 }
      })
    screen.presenter.automaticReply = { _ in .continue }

    _ = await screen.authorizeCamera()
    _ = await screen.authorizeMicrophone()

    XCTAssertEqual(received, 10)
    XCTAssertEqual(offMainThread, 0)
  }
}

// MARK: - Support

/// A screen of every source that records its events, dialogs and Settings.
@MainActor
private final class EventScreen: CameraAuthorizing, MicrophoneAuthorizing,
  PhotoLibraryAuthorizing
{
  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority
  let photoLibraryAuthority: PhotoLibraryAuthority
  let presenter: RecordingAlertPresenter
  let settings = RecordingSettingsOpener()
  let events: RecordingAccessEventObserver
  let accessAlertPolicy: AccessAlertPolicy
  private let observer: AccessEventObserver?

  init(
    system: ScriptedAuthority,
    policy: AccessAlertPolicy = .standard,
    events: RecordingAccessEventObserver = RecordingAccessEventObserver(),
    presenter: RecordingAlertPresenter = RecordingAlertPresenter(),
    observer: AccessEventObserver? = nil
  ) {
    cameraAuthority = system.cameraAuthority
    microphoneAuthority = system.microphoneAuthority
    photoLibraryAuthority = system.photoLibraryAuthority
    accessAlertPolicy = policy
    self.events = events
    self.presenter = presenter
    self.observer = observer
  }

  var alertTextRenderer: any AlertTextRendering {
    LocalizedAlertTextRenderer(language: "en", appName: "Events")
  }

  var settingsOpener: SettingsOpener {
    settings.opener
  }

  var accessEventObserver: AccessEventObserver {
    observer ?? events.observer
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }
}

/// The closure form and the async form of a launch.
private enum LaunchForm: CaseIterable {
  case closure
  case async

  /// Starts a closure-form launch and returns its record at once.
  @MainActor
  func start(_ source: MediaSource, on screen: EventScreen) -> LaunchRecord {
    let record = LaunchRecord()
    switch source.builtIn {
    case .camera?:
      screen.launchCamera(success: { record.succeed() }, completion: { record.complete($0) })
    case .microphone?:
      screen.launchMicrophone(success: { record.succeed() }, completion: { record.complete($0) })
    case .photoLibrary(let access)?:
      screen.launchPhotoLibrary(
        access: access, success: { record.succeed() }, completion: { record.complete($0) })
    case nil:
      XCTFail("EventScreen launches only the package's own sources, not \(source)")
    }
    return record
  }

  /// Launches `source` and returns its outcome once delivered.
  @MainActor
  func launch(
    _ source: MediaSource, on screen: EventScreen, success: @escaping @MainActor () -> Void = {}
  ) async -> LaunchOutcome? {
    switch self {
    case .closure:
      var outcome: LaunchOutcome?
      switch source.builtIn {
      case .camera?:
        screen.launchCamera(success: success, completion: { outcome = $0 })
      case .microphone?:
        screen.launchMicrophone(success: success, completion: { outcome = $0 })
      case .photoLibrary(let access)?:
        screen.launchPhotoLibrary(access: access, success: success, completion: { outcome = $0 })
      case nil:
        XCTFail("EventScreen launches only the package's own sources, not \(source)")
        return nil
      }
      await waitUntil { outcome != nil }
      return outcome
    case .async:
      switch source.builtIn {
      case .camera?: return await screen.authorizeCamera()
      case .microphone?: return await screen.authorizeMicrophone()
      case .photoLibrary(let access)?: return await screen.authorizePhotoLibrary(access: access)
      case nil:
        XCTFail("EventScreen launches only the package's own sources, not \(source)")
        return nil
      }
    }
  }

  /// Runs a video capture and returns its outcome once delivered.
  @MainActor
  func capture(
    on screen: EventScreen, sound: SoundRequirement = .required
  ) async -> VideoCaptureOutcome? {
    switch self {
    case .closure:
      var outcome: VideoCaptureOutcome?
      screen.launchVideoCapture(sound: sound, success: { _ in }, completion: { outcome = $0 })
      await waitUntil { outcome != nil }
      return outcome
    case .async:
      return await screen.authorizeVideoCapture(sound: sound)
    }
  }
}
