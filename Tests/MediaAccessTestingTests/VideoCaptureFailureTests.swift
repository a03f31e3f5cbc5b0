import MediaAccess
import MediaAccessTesting
import XCTest

/// Proves the microphone and video-capture suites can fail: each runs against a screen broken
/// on purpose, and the test asserts the failures reported, one per broken row, at the suite's
/// call.
final class VideoCaptureFailureTests: FailureCapturingTestCase {
  private let required = "video capture (sound required), "
  private let preferred = "video capture (sound preferred), "
  private let heldWhilePrompting =
    "expected the screen to be released while the camera's prompt was up, but something "
    + "still holds it (a success closure that captures it strongly, a reference cycle, or an "
    + "async capture not started with VideoCaptureConformanceLaunch.run)"

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
        "microphone, status denied: "
          + "expected a \"denied\" dialog with [Cancel] [Open Settings], got none",
        "microphone, status restricted: expected a \"restricted\" dialog with [OK], got none",
        "microphone, status unknown(7): expected a \"restricted\" dialog with [OK], got none",
        "microphone, status denied, \"Open Settings\" reported twice: "
          + "expected a \"denied\" dialog with [Cancel] [Open Settings], got none; "
          + "expected Settings to open once, it never opened (does the screen return the "
          + "context's settingsOpener, and hand taps on to the launch?)",
      ],
      atLine: line)
  }

  /// Asking for the microphone first: the rows with prompts see the order, and the row where
  /// the screen goes away sees the capture hold it.
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
    assertFailures(
      failures,
      [
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

  /// Recording once the camera is allowed, whatever the microphone says: fails where sound is
  /// required, and where it is preferred, for reporting the capture as stopped.
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

    assertFailures(
      failures,
      [
        required + "camera allowed, the user refuses the microphone: expected success not to "
          + "run, got success to run with recordsSound false",
        preferred + "camera allowed, the user refuses the microphone: expected outcome "
          + "\"record without sound (microphone denied)\", got \"stopped by microphone: denied\"",
      ],
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
        preferred + "both notDetermined, the screen gone before the microphone is asked: "
          + "\(heldWhilePrompting); expected success not to run, got success to run with "
          + "recordsSound true; expected the system to be asked for the camera, it was asked "
          + "for the camera, then the microphone; expected outcome \"stopped by camera: "
          + "cancelled\", got \"record with sound\""
      ],
      atLine: line)
  }
}
