import MediaAccess
import MediaAccessTesting
import XCTest

/// The microphone and video-capture suites used the way an app uses them, on a screen that
/// records clips.
final class ClipScreenConformanceTests: XCTestCase {
  func testClipScreenHandlesMicrophoneAccess() async {
    await assertMicrophoneAuthorizingConformance { ClipScreen(context: $0) }
  }

  @MainActor
  func testClipScreenRecordsVideoWithAndWithoutRequiringSound() async {
    await assertVideoCaptureConformance { ClipScreen(context: $0) }
  }

  /// Soft asks before each prompt and a "denied" dialog after a fresh refusal, for both sources.
  @MainActor
  func testClipScreenWithSoftAskAndExplainedRefusalConforms() async {
    let policy = AccessAlertPolicy(asksBeforeSystemPrompt: true, explainsFreshRefusal: true)
    await assertMicrophoneAuthorizingConformance { ClipScreen(context: $0, policy: policy) }
    await assertVideoCaptureConformance { ClipScreen(context: $0, policy: policy) }
  }

  /// The async forms, the suite owning the task: in the rows where the screen goes away,
  /// cancelling the task ends the launch and lets the screen go.
  @MainActor
  func testAsyncFormsConform() async {
    await assertMicrophoneAuthorizingConformance(
      makeScreen: { ClipScreen(context: $0) },
      launchingWith: { screen, launch in launch.run { await screen.authorizeMicrophone() } })
    await assertVideoCaptureConformance(
      makeScreen: { ClipScreen(context: $0) },
      launchingWith: { screen, sound, launch in
        launch.run { await screen.authorizeVideoCapture(sound: sound) }
      })
  }

  /// Launching through the screen's own code, which brings up the recorder.
  @MainActor
  func testRecordButtonConforms() async {
    await assertVideoCaptureConformance(
      makeScreen: { ClipScreen(context: $0) },
      launchingWith: { screen, sound, launch in
        screen.launchVideoCapture(
          sound: sound,
          success: { [weak screen] recordsSound in
            screen?.showRecorder(withSound: recordsSound)
            launch.success(recordsSound)
          },
          completion: launch.completion)
      })
  }
}
