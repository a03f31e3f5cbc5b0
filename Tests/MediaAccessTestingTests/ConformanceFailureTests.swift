import MediaAccess
import MediaAccessTesting
import XCTest

/// Proves the suites can fail: each runs against a screen broken on purpose, and the test
/// asserts the exact failures reported, one per broken row, captured so the run stays green.
final class ConformanceFailureTests: FailureCapturingTestCase {
  private let releasedAfter =
    "expected the screen to be released after the launch, but something still holds it "
    + "(a reference cycle, or a static or global reference)"
  private let releasedWhileAsking =
    "expected the screen to be released while the system was asking, but something still "
    + "holds it (a success closure that captures it strongly, a reference cycle, a static or "
    + "global reference, or an async launch not started with ConformanceLaunch.run)"
  private let settingsNeverOpened =
    "expected Settings to open once, it never opened (does the screen return the context's "
    + "settingsOpener, and hand taps on to the launch?)"

  /// A screen that declares its own `launchCamera`, which always succeeds. The suite reaches it
  /// through `launchingWith`, written here where the screen's type is known.
  @MainActor
  func testLaunchThatAlwaysSucceedsFailsEveryRowThatMustNotSucceed() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertCameraAuthorizingConformance(
        // Skips every check and always succeeds.
        makeScreen: { SelfGrantingScreen(context: $0, grants: { _ in .authorized }) },
        launchingWith: { screen, launch in
          screen.launchCamera(success: launch.success, completion: launch.completion)
        })
    }

    let ranSuccess = "expected success not to run, it ran once"
    let neverAsked = "expected the system to be asked once, it was never asked"
    assertFailures(
      failures,
      [
        "camera, hardware absent: \(ranSuccess); "
          + "expected an \"unavailable\" dialog with [OK], got none; "
          + "expected outcome unavailable, got authorized",
        "camera, NSCameraUsageDescription missing: \(ranSuccess); "
          + "expected outcome misconfigured(NSCameraUsageDescription), got authorized",
        "camera, NSCameraUsageDescription blank: \(ranSuccess); "
          + "expected outcome misconfigured(NSCameraUsageDescription), got authorized",
        "camera, status limited: \(ranSuccess); "
          + "expected a \"restricted\" dialog with [OK], got none; "
          + "expected outcome restricted, got authorized",
        "camera, status denied: \(ranSuccess); "
          + "expected a \"denied\" dialog with [Cancel] [Open Settings], got none; "
          + "expected outcome denied, got authorized",
        "camera, status restricted: \(ranSuccess); "
          + "expected a \"restricted\" dialog with [OK], got none; "
          + "expected outcome restricted, got authorized",
        "camera, status unknown(7): \(ranSuccess); "
          + "expected a \"restricted\" dialog with [OK], got none; "
          + "expected outcome restricted, got authorized",
        "camera, status notDetermined, the user allows: \(neverAsked)",
        "camera, status notDetermined, the user allows limited access: \(ranSuccess); "
          + "expected a \"restricted\" dialog with [OK], got none; \(neverAsked); "
          + "expected outcome restricted, got authorized",
        "camera, status notDetermined, the user refuses: \(ranSuccess); \(neverAsked); "
          + "expected outcome denied, got authorized",
        "camera, status notDetermined, the prompt comes back undecided: \(ranSuccess); "
          + "expected an \"unavailable\" dialog with [OK], got none; \(neverAsked); "
          + "expected outcome restricted, got authorized",
        "camera, status notDetermined, the screen gone before the answer: \(ranSuccess); "
          + "\(neverAsked); expected outcome cancelled, got authorized",
        "camera, status denied, \"Open Settings\" reported twice: \(ranSuccess); "
          + "expected a \"denied\" dialog with [Cancel] [Open Settings], got none; "
          + "expected outcome denied, got authorized; \(settingsNeverOpened)",
      ],
      atLine: line)
  }

  /// A screen that treats `limited` as granted for the camera, which has no limited access:
  /// the suite fails it on the camera's `limited` rows, read and answered.
  @MainActor
  func testScreenThatTreatsLimitedAsGrantedForTheCameraFailsItsLimitedRow() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertCameraAuthorizingConformance(
        // Treats `limited` as granted, as an app might that checks the status's `grantsAccess`.
        makeScreen: {
          SelfGrantingScreen(context: $0, grants: { $0 == .limited ? .limited : nil })
        },
        launchingWith: { screen, launch in
          screen.launchCamera(success: launch.success, completion: launch.completion)
        })
    }

    assertFailures(
      failures,
      [
        "camera, status limited: expected success not to run, it ran once; "
          + "expected a \"restricted\" dialog with [OK], got none; "
          + "expected outcome restricted, got limited"
      ],
      atLine: line)
  }

  /// A screen whose presenter drops every dialog: each row that shows one fails.
  @MainActor
  func testPresenterThatDropsDialogsFailsEveryRowWithADialog() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertCameraAuthorizingConformance { DialogDroppingScreen(context: $0) }
    }

    assertFailures(
      failures,
      [
        "camera, hardware absent: expected an \"unavailable\" dialog with [OK], got none",
        "camera, status limited: expected a \"restricted\" dialog with [OK], got none",
        "camera, status denied: "
          + "expected a \"denied\" dialog with [Cancel] [Open Settings], got none",
        "camera, status restricted: expected a \"restricted\" dialog with [OK], got none",
        "camera, status unknown(7): expected a \"restricted\" dialog with [OK], got none",
        "camera, status notDetermined, the user allows limited access: "
          + "expected a \"restricted\" dialog with [OK], got none",
        "camera, status notDetermined, the prompt comes back undecided: "
          + "expected an \"unavailable\" dialog with [OK], got none",
        "camera, status denied, \"Open Settings\" reported twice: "
          + "expected a \"denied\" dialog with [Cancel] [Open Settings], got none; "
          + settingsNeverOpened,
      ],
      atLine: line)
  }

  /// A screen held by a reference cycle of its own: no row releases it.
  @MainActor
  func testScreenThatRetainsItselfFailsEveryRow() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertCameraAuthorizingConformance { SelfRetainingScreen(context: $0) }
    }

    let rows = [
      "hardware absent", "NSCameraUsageDescription missing", "NSCameraUsageDescription blank",
      "status authorized", "status limited", "status denied", "status restricted",
      "status unknown(7)", "status notDetermined, the user allows",
      "status notDetermined, the user allows limited access",
      "status notDetermined, the user refuses",
      "status notDetermined, the prompt comes back undecided",
    ]
    assertFailures(
      failures,
      rows.map { "camera, \($0): \(releasedAfter)" }
        + [
          "camera, status notDetermined, the screen gone before the answer: \(releasedWhileAsking)",
          "camera, status denied, \"Open Settings\" reported twice: \(releasedAfter)",
        ],
      atLine: line)
  }

  /// A launch whose success captures the screen strongly keeps it alive while the user decides:
  /// only the row where the screen goes away notices.
  @MainActor
  func testSuccessThatCapturesTheScreenStronglyFailsTheScreenGoneRow() async {
    await assertOnlyTheScreenGoneRowFails { screen, launch in
      screen.launchCamera(
        success: {
          screen.showCamera()
          launch.success()
        },
        completion: launch.completion)
    }
  }

  /// An async launch in a task of the test's own: the suite cannot cancel it, so the screen is
  /// held while the system is asking, which the row where the screen goes away notices; and an
  /// allowed camera opens a turn after the tap, which the row where it is allowed notices.
  @MainActor
  func testAsyncLaunchNotHandedToTheSuiteFailsTheScreenGoneRow() async {
    let successLate =
      "camera, status authorized: success ran after the launch call returned; with access "
      + "already allowed it must run before the call returns"
    await assertOnlyTheScreenGoneRowFails(besides: [successLate]) { screen, launch in
      Task {
        let outcome = await screen.authorizeCamera()
        if outcome.grantsAccess { launch.success() }
        launch.completion(outcome)
      }
    }
  }

  /// A screen that adds "Open Settings" where the user cannot change anything in Settings.
  @MainActor
  func testSettingsButtonWhereNoneBelongsFailsAtBothAccessLevels() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertPhotoLibraryAuthorizingConformance { SettingsEverywhereScreen(context: $0) }
    }

    let restrictedNotDenied =
      "expected a \"restricted\" dialog with [OK], "
      + "got a \"denied\" dialog with [Cancel] [Open Settings]"
    let unavailableNotDenied =
      "expected an \"unavailable\" dialog with [OK], "
      + "got a \"denied\" dialog with [Cancel] [Open Settings]"
    // The add-only library has no limited access: it explains `limited` as restricted too.
    let restrictedRows = [
      "photo library (read/write)": ["status restricted", "status unknown(7)"],
      "photo library (add-only)": [
        "status limited", "status restricted", "status unknown(7)",
        "status notDetermined, the user allows limited access",
      ],
    ]
    let expected = ["photo library (read/write)", "photo library (add-only)"].flatMap { source in
      ["\(source), hardware absent: \(unavailableNotDenied)"]
        + (restrictedRows[source] ?? []).map { "\(source), \($0): \(restrictedNotDenied)" }
        + [
          "\(source), status notDetermined, the prompt comes back undecided: "
            + unavailableNotDenied
        ]
    }
    assertFailures(failures, expected, atLine: line)
  }

  /// A screen whose dialog handler holds it: released while its soft ask is up, it stays.
  @MainActor
  func testScreenHeldByItsSoftAskFailsTheScreenGoneDuringSoftAskRow() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertCameraAuthorizingConformance { SoftAskHoldingScreen(context: $0) }
    }

    assertFailures(
      failures,
      [
        "camera, status notDetermined, the screen gone during the soft ask: expected the screen "
          + "to be released while its soft ask was up, but something still holds it (a dialog "
          + "handler or success closure that captures it strongly, a reference cycle, or a "
          + "static or global reference)"
      ],
      atLine: line)
  }

  /// A screen that opens Settings itself besides handing the tap on: a tap reported twice
  /// opens Settings three times.
  @MainActor
  func testScreenActingOnTapsItselfFailsTheReportedTwiceRow() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertCameraAuthorizingConformance { SettingsDoublingScreen(context: $0) }
    }

    assertFailures(
      failures,
      [
        "camera, status denied, \"Open Settings\" reported twice: "
          + "expected Settings to open once, it opened 3 times"
      ],
      atLine: line)
  }

  /// A screen that keeps the system's Settings opener: the suite refuses to tap it.
  @MainActor
  func testScreenWithTheRealSettingsOpenerIsToldToInjectTheContexts() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertCameraAuthorizingConformance { context in
        ProfileScreen(
          cameraAuthority: context.cameraAuthority,
          photoLibraryAuthority: context.photoLibraryAuthority, showAlert: context.presenter.present
        )
      }
    }

    assertFailures(
      failures,
      [
        "camera, status denied, \"Open Settings\" reported twice: the screen's settingsOpener "
          + "is not the context's: return context.settingsOpener from settingsOpener, so the "
          + "suite can check that \"Open Settings\" opens Settings once without opening the "
          + "real Settings app"
      ],
      atLine: line)
  }

  /// A renderer whose Korean table has gaps: one failure for Korean, none for English.
  @MainActor
  func testRendererWithGapsFailsOnlyTheLanguageWithGaps() async {
    let line = #line + 2
    let failures = await capturingFailures {
      assertAlertTextRendererConformance(languages: ["en", "ko"]) {
        HalfTranslatedTexts(language: $0)
      }
    }

    assertFailures(
      failures,
      [
        "renderer, language \"ko\": empty message for denied · camera; "
          + "unfilled %@ in the message for restricted · photo library (add-only); "
          + "empty title for [Open Settings]"
      ],
      atLine: line)
  }

  /// A renderer with no microphone texts fails, although a screen of an app that never records
  /// sound would never show them: the suite checks every source (Testing Your Screens, "Check
  /// your dialog texts").
  @MainActor
  func testRendererWithoutMicrophoneTextsFails() async {
    let line = #line + 2
    let failures = await capturingFailures {
      assertAlertTextRendererConformance(languages: ["en"]) { _ in SilentMicrophoneTexts() }
    }

    let reasons = ["soft ask", "denied", "restricted", "unavailable", "busy"]
    let problems = reasons.flatMap { reason in
      ["empty title for \(reason) · microphone", "empty message for \(reason) · microphone"]
    }
    assertFailures(
      failures, ["renderer, language \"en\": " + problems.joined(separator: "; ")],
      atLine: line)
  }

  /// A renderer that leaves numbers, widths, precisions and positions unformatted fails for
  /// each of them; percent signs that are text (`100 %`, `50 % de`, `100%%`) pass.
  @MainActor
  func testRendererWithUnformattedNumbersFailsForEverySpecifier() async {
    let line = #line + 2
    let failures = await capturingFailures {
      assertAlertTextRendererConformance(languages: ["fr"]) { _ in HalfFormattedTexts() }
    }

    let problems = [
      "unfilled %.1f in the message for denied · camera",
      "unfilled %lld in the message for restricted · camera",
      "unfilled %+.2e in the message for unavailable · camera",
      "unfilled %5d in the message for denied · microphone",
      "unfilled %zu in the message for restricted · microphone",
      "unfilled %#x in the message for unavailable · microphone",
      "unfilled %1$@ in the message for denied · photo library (read/write)",
      "unfilled %*d in the message for restricted · photo library (read/write)",
      "unfilled %'d in the message for unavailable · photo library (read/write)",
      "unfilled %-08.3lf in the message for denied · photo library (add-only)",
      "unfilled %.*f in the message for restricted · photo library (add-only)",
      "unfilled %2$*1$.3hhd in the message for unavailable · photo library (add-only)",
    ]
    assertFailures(
      failures, ["renderer, language \"fr\": " + problems.joined(separator: "; ")],
      atLine: line)
  }

  /// Failures go to the file and line the caller names, as helpers that wrap a suite need.
  @MainActor
  func testFailuresAreReportedWhereTheCallerSays() async {
    let failures = await capturingFailures {
      await assertCameraAuthorizingConformance(file: "ProfileScreenTests.swift", line: 42) {
        DialogDroppingScreen(context: $0)
      }
    }

    XCTAssertEqual(failures.count, 8)
    for failure in failures {
      XCTAssertEqual(failure.file, "ProfileScreenTests.swift")
      XCTAssertEqual(failure.line, 42)
    }
  }

  /// A conforming screen records nothing, even while failures are being captured.
  @MainActor
  func testConformingScreenRecordsNoFailure() async {
    let failures = await capturingFailures {
      await assertCameraAuthorizingConformance { context in
        ProfileScreen(
          cameraAuthority: context.cameraAuthority,
          photoLibraryAuthority: context.photoLibraryAuthority,
          settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
      }
    }

    XCTAssertEqual(failures, [])
  }

  /// Runs the camera suite on a sample screen that `launch` starts, and asserts that the only
  /// failure is the screen not released while the system was asking.
  @MainActor
  private func assertOnlyTheScreenGoneRowFails(
    besides earlierRows: [String] = [], file: StaticString = #filePath, line: UInt = #line,
    launchingWith launch: @escaping @MainActor (ProfileScreen, ConformanceLaunch) -> Void
  ) async {
    let suiteLine = #line + 2
    let failures = await capturingFailures {
      await assertCameraAuthorizingConformance(
        makeScreen: {
          ProfileScreen(
            cameraAuthority: $0.cameraAuthority, photoLibraryAuthority: $0.photoLibraryAuthority,
            settingsOpener: $0.settingsOpener, showAlert: $0.presenter.present)
        },
        launchingWith: launch)
    }

    assertFailures(
      failures,
      earlierRows + [
        "camera, status notDetermined, the screen gone before the answer: \(releasedWhileAsking)"
      ],
      atLine: suiteLine, file: file, line: line)
  }
}
