import MediaAccess
import MediaAccessTesting
import XCTest

/// Proves the microphone and video-capture suites can fail: each runs against a screen broken
/// on purpose, and the test asserts the failures reported, one per broken row, at the suite's
/// call.
final class VideoCaptureFailureTests: FailureCapturingTestCase {
  private let required = "video capture (sound required), "
  private let preferred = "video capture (sound preferred), "
  private let settingsNeverOpened =
    "expected Settings to open once, it never opened (does the screen return the context's "
    + "settingsOpener, and hand taps on to the launch?)"
  private let heldWhilePrompting =
    "expected the screen to be released while the system was asking, but something still "
    + "holds it (a success closure that captures it strongly, a reference cycle, a static or "
    + "global reference, or an async capture not started with VideoCaptureConformanceLaunch.run)"

  /// The row where `source`'s prompt is up when the screen goes away, the other source
  /// allowed, for a screen that still records with sound.
  private func heldAndRecorded(_ prefix: String, _ source: String) -> String {
    prefix + "\(source), status notDetermined, the screen gone before the answer: "
      + "\(heldWhilePrompting); expected success not to run, got success to run with "
      + "recordsSound true; expected outcome \"stopped by \(source): cancelled\", got \"record "
      + "with sound\""
  }

  /// A microphone screen whose presenter drops every dialog: each row that shows one fails.
  @MainActor
  func testMicrophoneScreenThatDropsDialogsFailsEveryRowWithADialog() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertMicrophoneAuthorizingConformance { MicrophoneDialogDroppingScreen(context: $0) }
    }

    assertFailures(
      failures,
      [
        "microphone, hardware absent: expected an \"unavailable\" dialog with [OK], got none",
        "microphone, status limited: expected a \"restricted\" dialog with [OK], got none",
        "microphone, status denied: "
          + "expected a \"denied\" dialog with [Cancel] [Open Settings], got none",
        "microphone, status restricted: expected a \"restricted\" dialog with [OK], got none",
        "microphone, status unknown(7): expected a \"restricted\" dialog with [OK], got none",
        "microphone, status notDetermined, the user allows limited access: "
          + "expected a \"restricted\" dialog with [OK], got none",
        "microphone, status notDetermined, the prompt comes back undecided: "
          + "expected an \"unavailable\" dialog with [OK], got none",
        "microphone, status denied, \"Open Settings\" reported twice: "
          + "expected a \"denied\" dialog with [Cancel] [Open Settings], got none; "
          + "expected Settings to open once, it never opened (does the screen return the "
          + "context's settingsOpener, and hand taps on to the launch?)",
      ],
      atLine: line)
  }

  /// A recorder that drops every dialog fails each row, of both sources' tables and for both
  /// sound requirements, where a dialog explains why the camera did not open or why the video
  /// is silent.
  @MainActor
  func testRecorderThatDropsDialogsFailsEveryRowWithADialog() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertVideoCaptureConformance { DialogDroppingRecorderScreen(context: $0) }
    }

    func dialogRows(_ prefix: String, _ source: String) -> [String] {
      let restricted = "expected a \"restricted\" dialog with [OK] for the \(source), got none"
      let unavailable = "expected an \"unavailable\" dialog with [OK] for the \(source), got none"
      return [
        prefix + "\(source), hardware absent: \(unavailable)",
        prefix + "\(source), status limited: \(restricted)",
        prefix + "\(source), status denied: expected a \"denied\" dialog with [Cancel] "
          + "[Open Settings] for the \(source), got none",
        prefix + "\(source), status restricted: \(restricted)",
        prefix + "\(source), status unknown(7): \(restricted)",
        prefix + "\(source), status notDetermined, the user allows limited access: \(restricted)",
        prefix + "\(source), status notDetermined, the prompt comes back undecided: \(unavailable)",
      ]
    }
    func settingsRow(_ prefix: String, _ source: String, _ extra: String = "") -> String {
      prefix + "\(source), status denied, \"Open Settings\" reported twice: " + extra
        + "expected a \"denied\" dialog with [Cancel] [Open Settings] for the \(source), got "
        + "none; "
        + (extra.isEmpty
          ? ""
          : "expected outcome \"stopped by microphone: denied\", "
            + "got \"record without sound (microphone denied)\"; ") + settingsNeverOpened
    }
    let silent = "expected success not to run, got success to run with recordsSound false; "
    assertFailures(
      failures,
      dialogRows(required, "camera") + [settingsRow(required, "camera")]
        + dialogRows(required, "microphone") + [settingsRow(required, "microphone")]
        + dialogRows(preferred, "camera") + [settingsRow(preferred, "camera")]
        + dialogRows(preferred, "microphone") + [settingsRow(preferred, "microphone", silent)],
      atLine: line)
  }

  /// Asking for the microphone first: the rows with prompts see the order, the row where
  /// the screen goes away sees the capture hold it, and the rows with both allowed see it
  /// record a turn after the tap.
  @MainActor
  func testMicrophoneAskedFirstFailsTheOrderRows() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertVideoCaptureConformance(
        sound: [.required],
        makeScreen: { MicrophoneFirstScreen(context: $0) },
        launchingWith: { screen, _, launch in
          screen.captureVideo(success: launch.success, completion: launch.completion)
        })
    }

    let microphoneFirst =
      "expected the system to be asked for the camera, it was asked for the microphone, then "
      + "the camera"
    let recordsLate =
      "success ran after the launch call returned; with access already allowed it must run "
      + "before the call returns"
    assertFailures(
      failures,
      [
        required + "camera, status authorized: \(recordsLate)",
        heldAndRecorded(required, "camera"),
        required + "microphone, status authorized: \(recordsLate)",
        heldAndRecorded(required, "microphone"),
        required + "both notDetermined, the user refuses the camera: \(microphoneFirst)",
        required + "both notDetermined, the user allows both: expected one system prompt at "
          + "a time, the camera's then the microphone's, got microphone, then camera; expected "
          + "the system to be asked for the camera, then the microphone, it was asked for the "
          + "microphone, then the camera",
        required + "both notDetermined, the screen gone before the microphone is asked: "
          + "\(heldWhilePrompting); expected success not to run, got success to run with "
          + "recordsSound true; \(microphoneFirst); expected outcome \"stopped by camera: "
          + "cancelled\", got \"record with sound\"",
      ],
      atLine: line)
  }

  /// Asking for both at once: the microphone is asked even though the camera was refused, and
  /// the capture's own tasks hold the screen. Whether the two prompts are also seen up
  /// together depends on when the second request reaches the system, so that row is not
  /// required here.
  @MainActor
  func testBothAskedAtOnceFailsTheCameraRefusedAndScreenGoneRows() async {
    let failures = await capturingFailures {
      await assertVideoCaptureConformance(
        sound: [.required],
        makeScreen: { BothAtOnceScreen(context: $0) },
        launchingWith: { screen, _, launch in
          screen.captureVideo(success: launch.success, completion: launch.completion)
        })
    }

    let messages = failures.map(\.message)
    XCTAssertTrue(
      messages.contains {
        $0.hasPrefix(
          required + "both notDetermined, the user refuses the camera: expected the system to "
            + "be asked for the camera, it was asked for the ")
          && $0.contains("microphone")
      }, "\(messages)")
    XCTAssertTrue(
      messages.contains {
        $0.hasPrefix(
          required + "both notDetermined, the screen gone before the microphone is asked: "
            + heldWhilePrompting)
      }, "\(messages)")
  }

  /// Recording once the camera is allowed, whatever the microphone says: fails each of the
  /// microphone's refusals where sound is required, and where it is preferred, for reporting
  /// the capture as stopped.
  @MainActor
  func testRecordingWithARefusedMicrophoneFailsTheMicrophoneRefusedRows() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertVideoCaptureConformance(
        makeScreen: { SoundlessRecordingScreen(context: $0) },
        launchingWith: { screen, _, launch in
          screen.captureVideo(success: launch.success, completion: launch.completion)
        })
    }

    let refusals = [
      ("hardware absent", "unavailable"), ("status limited", "restricted"),
      ("status denied", "denied"), ("status restricted", "restricted"),
      ("status unknown(7)", "restricted"),
      ("status notDetermined, the user allows limited access", "restricted"),
      ("status notDetermined, the user refuses", "denied"),
    ]
    assertFailures(
      failures,
      refusals.map { row, _ in
        required + "microphone, \(row): expected success not to run, got success to run with "
          + "recordsSound false"
      }
        + refusals.map { row, outcome in
          preferred + "microphone, \(row): expected outcome \"record without sound (microphone "
            + "\(outcome))\", got \"stopped by microphone: \(outcome)\""
        },
      atLine: line)
  }

  /// A success closure that captures the screen strongly keeps it alive between the prompts:
  /// the microphone is then asked for a screen that has gone.
  @MainActor
  func testScreenRetainedBetweenPromptsFailsTheScreenGoneRow() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertVideoCaptureConformance(
        sound: [.preferred],
        makeScreen: { ClipScreen(context: $0) },
        launchingWith: { screen, sound, launch in
          screen.launchVideoCapture(
            sound: sound,
            success: { recordsSound in
              screen.showRecorder(withSound: recordsSound)
              launch.success(recordsSound)
            },
            completion: launch.completion)
        })
    }

    assertFailures(
      failures,
      [
        heldAndRecorded(preferred, "camera"), heldAndRecorded(preferred, "microphone"),
        preferred + "both notDetermined, the screen gone before the microphone is asked: "
          + "\(heldWhilePrompting); expected success not to run, got success to run with "
          + "recordsSound true; expected the system to be asked for the camera, it was asked "
          + "for the camera, then the microphone; expected outcome \"stopped by camera: "
          + "cancelled\", got \"record with sound\"",
      ],
      atLine: line)
  }
}
