import MediaAccess
import MediaAccessTesting
import XCTest

/// Video captures under load: many screens capture at once, in both forms, while some go away
/// and some tasks are cancelled, against answers from background threads.
@MainActor
final class VideoCaptureStressTests: XCTestCase {
  func testManyCapturesShareOnePromptPerSourceAndNeverAskForTheMicrophoneFirst() async {
    for (cameraAnswer, microphoneAnswer) in [
      (AuthorizationStatus.authorized, AuthorizationStatus.authorized), (.authorized, .denied),
      (.denied, .authorized),
    ] {
      let system = StressSystem()
      system.beginUndeterminedPeriod(answers: [
        .camera: cameraAnswer, .microphone: microphoneAnswer,
      ])
      var screens = (0..<100).map { _ in StressScreen(authority: system.authority) }
      let weakScreens = screens.map(WeakScreen.init)
      var outcomes: [VideoCaptureOutcome] = []
      var tasks: [Task<Void, Never>] = []
      for (index, screen) in screens.enumerated() {
        if index.isMultiple(of: 3) {
          tasks.append(Task { outcomes.append(await screen.authorizeVideoCapture()) })
        } else {
          screen.launchVideoCapture(success: { _ in }, completion: { outcomes.append($0) })
        }
      }

      let cameraAsked = await eventually { system.waitingSources == [.camera] }
      let microphoneBeforeCamera = system.requestCount(for: .microphone)
      system.answer(.camera, after: .microseconds(500))
      if cameraAnswer.grantsAccess {
        let microphoneAsked = await eventually { system.waitingSources == [.microphone] }
        XCTAssertTrue(microphoneAsked, "\(cameraAnswer), \(microphoneAnswer)")
        system.answer(.microphone, after: .microseconds(500))
      }
      let allEnded = await eventually { outcomes.count == screens.count }

      let context = "camera \(cameraAnswer), microphone \(microphoneAnswer)"
      XCTAssertTrue(cameraAsked && allEnded, context)
      XCTAssertEqual(
        microphoneBeforeCamera, 0, "no microphone prompt under the camera's: \(context)")
      XCTAssertEqual(system.requestCount(for: .camera), 1, context)
      XCTAssertEqual(
        system.requestCount(for: .microphone), cameraAnswer.grantsAccess ? 1 : 0, context)
      let expected: VideoCaptureOutcome =
        !cameraAnswer.grantsAccess
        ? .stopped(by: .camera, outcome: .denied)
        : microphoneAnswer.grantsAccess
          ? .recordWithSound : .stopped(by: .microphone, outcome: .denied)
      XCTAssertEqual(Set(outcomes), [expected], context)

      tasks.removeAll()
      screens.removeAll()
      let released = await eventually { weakScreens.allSatisfy { $0.screen == nil } }
      XCTAssertTrue(released, "all screens released: \(context)")
    }
  }
}
