import MediaAccess
import MediaAccessTesting
import XCTest

/// The behaviour table (Docs/MediaAccess.docc/Articles/BehaviourContract.md) where a row says
/// more than its outcome, dialogs and requests: what is not read, in which order, how soon, and
/// what a tap does. Every row's outcome, dialogs and requests are checked against the table
/// itself by `BehaviourTableRowTests`, below.
@MainActor
final class BehaviourTableTests: QuietDiagnosticsTestCase {
  private let photoSources: [MediaSource] = [.photoLibrary(.readWrite), .photoLibrary(.addOnly)]

  func testHardwareAbsentShowsUnavailableWithOnlyOKAndNeverAsks() async {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority(unavailable: [source])
      let screen = TestScreen(system: system)

      let record = screen.launch(source)

      XCTAssertEqual(record.outcome, .unavailable, "\(source)")
      record.assertDeliveredOnce()
      XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.unavailable], "\(source)")
      XCTAssertEqual(
        screen.presenter.presentedAlerts.first?.actions.map(\.role), [.ok], "\(source)")
      XCTAssertEqual(system.requestCount(for: source), 0, "\(source)")
      XCTAssertEqual(system.statusReadCount(for: source), 0, "nothing is read past it: \(source)")
    }
  }

  func testMissingUsageDescriptionIsMisconfiguredWithoutAskingOrDialog() async {
    for source in MediaSource.builtIns {
      for text in [String?.none, "", "  \n"] {
        let system = ScriptedAuthority(usageDescriptions: [source.usageDescriptionKey: text])
        let screen = TestScreen(system: system)

        let record = screen.launch(source)
        await record.waitForCompletion()

        let key = source.usageDescriptionKey
        XCTAssertEqual(
          record.outcome, .misconfigured(missingKey: key), "\(source), \(text ?? "nil")")
        record.assertDeliveredOnce()
        XCTAssertEqual(system.requestCount(for: source), 0, "the system must never be asked")
        XCTAssertEqual(system.statusReadCount(for: source), 0, "nothing is read past the key")
        XCTAssertEqual(screen.presenter.presentedAlerts, [], "\(source)")
        XCTAssertEqual(
          record.outcome?.diagnostic?.contains(key.rawValue), true,
          "the diagnostic names \(key.rawValue)")
      }
    }
  }

  func testMissingUsageDescriptionWinsOverAnAuthorizedStatus() {
    for source in MediaSource.builtIns {
      let key = source.usageDescriptionKey
      let system = ScriptedAuthority(status: [source: .authorized], usageDescriptions: [key: nil])
      let screen = TestScreen(system: system)

      let record = screen.launch(source)

      XCTAssertEqual(record.outcome, .misconfigured(missingKey: key), "\(source)")
      XCTAssertEqual(record.successCount, 0, "\(source)")
    }
  }

  func testAbsentHardwareIsReportedBeforeAMissingKey() {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority(
        unavailable: [source], usageDescriptions: [source.usageDescriptionKey: nil])
      let screen = TestScreen(system: system)

      XCTAssertEqual(screen.launch(source).outcome, .unavailable, "\(source)")
    }
  }

  func testOtherSourcesKeysAreNotRequired() {
    let system = ScriptedAuthority(
      status: [.camera: .authorized],
      usageDescriptions: [.photoLibrary: nil, .photoLibraryAdd: nil])
    let screen = TestScreen(system: system)

    XCTAssertEqual(screen.launch(.camera).outcome, .authorized)
  }

  func testAuthorizedRunsSuccessOnceSynchronouslyWithoutDialog() {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority(status: [source: .authorized])
      let screen = TestScreen(system: system)

      let record = screen.launch(source)

      // No await since the launch: success and completion ran before launch returned.
      XCTAssertEqual(record.successCount, 1, "\(source)")
      XCTAssertEqual(record.outcome, .authorized, "\(source)")
      record.assertDeliveredOnce()
      XCTAssertEqual(screen.presenter.presentedAlerts, [], "\(source)")
      XCTAssertEqual(system.requestCount(for: source), 0, "\(source)")
    }
  }

  /// A decided status settles before the launch returns, with the table's outcome and dialog:
  /// no hop to another turn of the main actor.
  func testDecidedStatusesSettleBeforeTheLaunchReturnsAsTheTableSays() {
    for source in MediaSource.builtIns {
      for row in BehaviourTableRow.all(for: source) {
        guard case .status = row.setup else { continue }
        let screen = TestScreen(system: row.makeSystem())
        let expected = row.expectation(policy: screen.accessAlertPolicy)

        let record = screen.launch(source)

        XCTAssertEqual(record.outcome, expected.outcome, row.label)
        XCTAssertEqual(record.successCount, expected.runsSuccess ? 1 : 0, row.label)
        XCTAssertEqual(
          screen.presenter.presentedAlerts.map(\.reason), expected.dialogReasons, row.label)
        record.assertDeliveredOnce()
      }
    }
  }

  func testDeniedOpenSettingsOpensTheSourcesSettingsAndCancelDoesNot() {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority(status: [source: .denied])
      let screen = TestScreen(system: system)

      screen.launch(source).assertDeliveredOnce()
      XCTAssertTrue(screen.presenter.tap(.cancel))
      XCTAssertEqual(screen.settings.openedSources, [], "cancel opens nothing")

      screen.launch(source).assertDeliveredOnce()
      XCTAssertTrue(screen.presenter.tap(.openSettings))
      XCTAssertEqual(screen.settings.openedSources, [source])
    }
  }

  func testNotDeterminedAsksOnceThenRunsSuccessWhenGranted() async {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority(answers: [source: .authorized])
      let screen = TestScreen(system: system)

      let record = screen.launch(source)
      XCTAssertFalse(record.isComplete, "the answer is not known before the system is asked")
      await record.waitForCompletion()

      XCTAssertEqual(record.outcome, .authorized, "\(source)")
      record.assertDeliveredOnce()
      XCTAssertEqual(system.requestCount(for: source), 1, "\(source)")
      XCTAssertEqual(screen.presenter.presentedAlerts, [], "no soft ask unless configured")
      XCTAssertEqual(system.authority.status(for: source), .authorized, "the system remembers")
    }
  }

  /// Only the read/write library grants `limited`; elsewhere it fails closed (HostileLaunchTests).
  func testNotDeterminedGrantedLimitedRunsSuccess() async {
    for source in photoSources
    where source.builtIn?.profile.grantingStatuses.contains(.limited) == true {
      let system = ScriptedAuthority(answers: [source: .limited])
      let screen = TestScreen(system: system)

      let record = screen.launch(source)
      await record.waitForCompletion()

      XCTAssertEqual(record.outcome, .limited, "\(source)")
      record.assertDeliveredOnce()
    }
  }

  func testFreshRefusalEndsDeniedWithoutDialogByDefault() async {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority(answers: [source: .denied])
      let screen = TestScreen(system: system)

      let record = screen.launch(source)
      await record.waitForCompletion()

      XCTAssertEqual(record.outcome, .denied, "\(source)")
      record.assertDeliveredOnce()
      XCTAssertEqual(screen.presenter.presentedAlerts, [], "the user has just said no")
      XCTAssertEqual(system.requestCount(for: source), 1)
    }
  }

  func testFreshRefusalShowsDeniedDialogWhenConfigured() async {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority(answers: [source: .denied])
      let screen = TestScreen(system: system)
      screen.accessAlertPolicy = AccessAlertPolicy(explainsFreshRefusal: true)

      let record = screen.launch(source)
      await record.waitForCompletion()

      XCTAssertEqual(record.outcome, .denied, "\(source)")
      XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.denied])
    }
  }

  func testSoftAskOffersOnlyContinueAndAsksTheSystemAfterIt() async {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority(answers: [source: .authorized])
      let screen = TestScreen(system: system)
      screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)

      let record = screen.launch(source)
      await waitUntil { !screen.presenter.pendingAlerts.isEmpty }

      let softAsk = screen.presenter.pendingAlerts.first
      XCTAssertEqual(softAsk?.reason, .softAsk, "\(source)")
      XCTAssertEqual(softAsk?.actions.map(\.role), [.continue], "App Review 5.1.1(iv): no way out")
      XCTAssertEqual(system.requestCount(for: source), 0, "the soft ask comes first")

      XCTAssertTrue(screen.presenter.tap(.continue))
      await record.waitForCompletion()

      XCTAssertEqual(system.requestCount(for: source), 1)
      XCTAssertEqual(record.outcome, .authorized)
      record.assertDeliveredOnce()
    }
  }

  func testSoftAskDismissedWithoutTapIsCancelledAndNeverAsks() async {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority()
      let screen = TestScreen(system: system)
      screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)

      let record = screen.launch(source)
      await waitUntil { !screen.presenter.pendingAlerts.isEmpty }
      screen.presenter.dismissPending()
      await record.waitForCompletion()

      XCTAssertEqual(record.outcome, .cancelled, "\(source)")
      record.assertDeliveredOnce()
      XCTAssertEqual(system.requestCount(for: source), 0, "\(source)")
    }
  }

  func testASecondLaunchDuringASoftAskWaitsForItInsteadOfStackingAnother() async {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority(answers: [source: .authorized])
      let screen = TestScreen(system: system)
      screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)

      let first = screen.launch(source)
      let second = screen.launch(source)
      await waitUntil { !screen.presenter.pendingAlerts.isEmpty }
      // Let the second launch reach the point where it would show its own soft ask.
      try? await Task.sleep(for: .milliseconds(20))
      XCTAssertEqual(screen.presenter.pendingAlerts.count, 1, "one soft ask for \(source)")

      XCTAssertTrue(screen.presenter.tap(.continue))
      await first.waitForCompletion()
      await second.waitForCompletion()

      XCTAssertEqual(first.outcome, .authorized, "\(source)")
      XCTAssertEqual(second.outcome, .authorized, "\(source)")
      XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.softAsk], "\(source)")
      XCTAssertEqual(system.requestCount(for: source), 1, "\(source)")
    }
  }

  func testNoSoftAskWhenTheStatusWasDecidedBeforeItWouldAppear() async {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority()
      let screen = TestScreen(system: system)
      screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)

      let record = screen.launch(source)
      // Another launch's prompt was answered between this launch's status read and its ask.
      system.setStatus(.authorized, for: source)
      await record.waitForCompletion()

      XCTAssertEqual(record.outcome, .authorized, "\(source)")
      record.assertDeliveredOnce()
      XCTAssertEqual(screen.presenter.presentedAlerts, [], "a soft ask leading nowhere")
      XCTAssertEqual(system.requestCount(for: source), 0, "\(source)")
    }
  }

  func testScreenGoneBeforeTheSystemIsAskedAsksNothing() async {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority()
      var screen: TestScreen? = TestScreen(system: system)
      // Assigned apart from its declaration: `weak let` needs Swift 6.2.
      weak var weakScreen: TestScreen?
      weakScreen = screen

      let record = screen?.launch(source)
      screen = nil
      XCTAssertNil(weakScreen, "\(source)")
      await record?.waitForCompletion()

      XCTAssertEqual(record?.outcome, .cancelled, "\(source)")
      record?.assertDeliveredOnce()
      XCTAssertEqual(system.requestCount(for: source), 0, "nobody is left to use the answer")
    }
  }

  func testScreenGoneWhenTheAnswerArrivesIsCancelledAndReleased() async {
    for source in MediaSource.builtIns {
      let system = ScriptedAuthority(answers: [source: .authorized])
      system.holdAnswers()
      var screen: TestScreen? = TestScreen(system: system)
      // Assigned apart from its declaration: `weak let` needs Swift 6.2.
      weak var weakScreen: TestScreen?
      weakScreen = screen

      let record = screen?.launch(source)
      let heldInTime = await system.waitForHeldRequests(1)
      XCTAssertTrue(heldInTime)
      screen = nil
      XCTAssertNil(weakScreen, "a waiting launch must not keep its screen alive (\(source))")

      system.releaseHeldAnswers()
      await record?.waitForCompletion()

      XCTAssertEqual(record?.outcome, .cancelled, "\(source)")
      XCTAssertEqual(record?.successCount, 0, "success must not run for a screen that is gone")
      record?.assertDeliveredOnce()
    }
  }
}

/// Every row of the behaviour table, read from the table itself (`BehaviourTableRow`, which the
/// conformance suites and the demo read too), for every source, under every screen policy and
/// in both forms: the launch as the package ships it, with no app code in between.
@MainActor
final class BehaviourTableRowTests: QuietDiagnosticsTestCase {
  private let policies = [
    AccessAlertPolicy.standard, AccessAlertPolicy(asksBeforeSystemPrompt: true),
    AccessAlertPolicy(explainsFreshRefusal: true),
    AccessAlertPolicy(asksBeforeSystemPrompt: true, explainsFreshRefusal: true),
  ]

  func testEveryRowHoldsForEverySourceAndPolicyInTheClosureForm() async {
    for policy in policies {
      await assertCameraAuthorizingConformance { TableScreen(context: $0, policy: policy) }
      await assertMicrophoneAuthorizingConformance { TableScreen(context: $0, policy: policy) }
      await assertPhotoLibraryAuthorizingConformance { TableScreen(context: $0, policy: policy) }
    }
  }

  func testEveryRowHoldsForEverySourceAndPolicyInTheAsyncForm() async {
    for policy in policies {
      await assertCameraAuthorizingConformance(
        makeScreen: { TableScreen(context: $0, policy: policy) },
        launchingWith: { screen, launch in launch.run { await screen.authorizeCamera() } })
      await assertMicrophoneAuthorizingConformance(
        makeScreen: { TableScreen(context: $0, policy: policy) },
        launchingWith: { screen, launch in launch.run { await screen.authorizeMicrophone() } })
      await assertPhotoLibraryAuthorizingConformance(
        makeScreen: { TableScreen(context: $0, policy: policy) },
        launchingWith: { screen, access, launch in
          launch.run { await screen.authorizePhotoLibrary(access: access) }
        })
    }
  }
}

/// A screen that adds nothing to the mixins: the suite's authorities, presenter and Settings
/// opener, and a policy.
@MainActor
private final class TableScreen: CameraAuthorizing, MicrophoneAuthorizing, PhotoLibraryAuthorizing {
  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority
  let photoLibraryAuthority: PhotoLibraryAuthority
  let settingsOpener: SettingsOpener
  let accessAlertPolicy: AccessAlertPolicy
  private let presenter: RecordingAlertPresenter

  init(context: ConformanceContext, policy: AccessAlertPolicy) {
    cameraAuthority = context.cameraAuthority
    microphoneAuthority = context.microphoneAuthority
    photoLibraryAuthority = context.photoLibraryAuthority
    settingsOpener = context.settingsOpener
    accessAlertPolicy = policy
    presenter = context.presenter
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }
}
