import MediaAccess
import MediaAccessTesting

/// A conformance suite a wrong screen is fed to, run as an app runs it.
enum SuiteUnderTest: String, CaseIterable, Sendable {
  case camera
  case microphone
  case photoLibrary
  case videoCapture
  case ownSource

  /// Runs the suite on a ``MistakeScreen`` that makes `mistake`, reporting at the caller.
  @MainActor
  func run(
    _ mistake: Mistake?, fileID: StaticString = #fileID, file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let timers = LateTimers()
    let make: @MainActor @Sendable (ConformanceContext) -> MistakeScreen = { context in
      MistakeScreen(context: context, mistake, timers: timers)
    }
    switch self {
    case .camera:
      await assertCameraAuthorizingConformance(
        fileID: fileID, file: file, line: line, column: column, makeScreen: make,
        launchingWith: { screen, launch in
          screen.launch(.camera, success: launch.success, completion: launch.completion)
        })
    case .microphone:
      await assertMicrophoneAuthorizingConformance(
        fileID: fileID, file: file, line: line, column: column, makeScreen: make,
        launchingWith: { screen, launch in
          screen.launch(.microphone, success: launch.success, completion: launch.completion)
        })
    case .photoLibrary:
      await assertPhotoLibraryAuthorizingConformance(
        fileID: fileID, file: file, line: line, column: column, makeScreen: make,
        launchingWith: { screen, access, launch in
          screen.launch(
            .photoLibrary(access), success: launch.success, completion: launch.completion)
        })
    case .videoCapture:
      // Sound preferred: the form with a dialog the capture waits for.
      await assertVideoCaptureConformance(
        sound: [.preferred], fileID: fileID, file: file, line: line, column: column,
        makeScreen: make,
        launchingWith: { screen, sound, launch in
          screen.capture(sound: sound, success: launch.success, completion: launch.completion)
        })
    case .ownSource:
      await assertSourceConformance(
        SpeechRecognition(), fileID: fileID, file: file, line: line, column: column,
        makeScreen: make,
        launchingWith: { screen, launch in
          screen.launch(nil, success: launch.success, completion: launch.completion)
        })
    }
  }
}
