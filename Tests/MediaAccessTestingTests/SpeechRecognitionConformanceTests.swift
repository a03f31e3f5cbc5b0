import MediaAccess
import MediaAccessTesting
import XCTest

/// The article's own source (Adding a Source of Your Own), speech recognition, run through the
/// conformance suite an app runs for it: a screen of the article's mixin passes every row.
final class SpeechRecognitionConformanceTests: XCTestCase {
  @MainActor
  func testTheArticlesSpeechRecognitionScreenPassesTheSuite() async {
    await assertDictationScreenConforms { screen, launch in
      screen.launchSpeechRecognition(success: launch.success, completion: launch.completion)
    }
  }

  @MainActor
  func testTheArticlesSpeechRecognitionScreenPassesTheSuiteInTheAsyncForm() async {
    await assertDictationScreenConforms { screen, launch in
      launch.run { await screen.authorizeSpeechRecognition() }
    }
  }

  /// Runs the suite for speech recognition on a dictation screen the suite's context wires.
  @MainActor
  private func assertDictationScreenConforms(
    line: UInt = #line,
    launchingWith launch: @escaping @MainActor (DictationScreen, ConformanceLaunch) -> Void
  ) async {
    await assertSourceConformance(
      SpeechRecognition(), line: line,
      makeScreen: { context in
        DictationScreen(
          speechRecognitionAuthority: context.authority(for: SpeechRecognition()),
          settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
      },
      launchingWith: launch)
  }
}

/// A dictation screen of the article's mixin, wired as an app wires one.
@MainActor
private final class DictationScreen: SpeechRecognitionAuthorizing {
  let speechRecognitionAuthority: SpeechRecognitionAuthority
  let settingsOpener: SettingsOpener
  private let showAlert:
    @MainActor (AccessAlert, @escaping @MainActor (AccessAlert.Action) -> Void) -> Void

  init(
    speechRecognitionAuthority: SpeechRecognitionAuthority, settingsOpener: SettingsOpener,
    showAlert:
      @escaping @MainActor (
        AccessAlert, @escaping @MainActor (AccessAlert.Action) -> Void
      ) -> Void
  ) {
    self.speechRecognitionAuthority = speechRecognitionAuthority
    self.settingsOpener = settingsOpener
    self.showAlert = showAlert
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    showAlert(alert, onAction)
  }
}
