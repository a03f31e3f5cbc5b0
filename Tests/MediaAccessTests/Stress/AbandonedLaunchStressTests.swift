import MediaAccess
import MediaAccessTesting
import XCTest

/// System requests that are never answered while the screens that launched them go away:
/// every launch ends `cancelled`, screens and the closures given to launches are released, and
/// the request stays the only one.
@MainActor
final class AbandonedLaunchStressTests: XCTestCase {
  private static let screenCount = 40

  func testClosureLaunchesOfReleasedScreensEndCancelledWithoutAnAnswer() async {
    var random = SplitMix64(seed: 0xAB5E_0001)
    let system = StressSystem()
    system.beginUndeterminedPeriod(answers: [:])

    var screens: [StressScreen] = []
    var weakScreens: [WeakScreen] = []
    var launches: [StressLaunch] = []
    var tokens: [WeakToken] = []
    for _ in 0..<Self.screenCount {
      let policy =
        random.chance(30) ? AccessAlertPolicy(asksBeforeSystemPrompt: true) : .standard
      let screen = StressScreen(authority: system.authority, policy: policy)
      screens.append(screen)
      weakScreens.append(WeakScreen(screen))
      for source in MediaSource.builtIns.shuffled(using: &random) {
        let launch = screen.launch(source, form: .closure)
        launch.mayEndCancelled = true
        launches.append(launch)
        // A closure that captures something, to show the launch lets go of it.
        let token = Token()
        tokens.append(WeakToken(token))
        launchWithCapture(screen, source, token: token)
      }
    }

    // Soft asks are answered with Continue, so those launches wait for the system too.
    let allWaiting = await eventually {
      for screen in screens {
        while screen.presenter.tap(.continue) {}
      }
      return system.waitingSources.count == MediaSource.builtIns.count
        && screens.allSatisfy { $0.presenter.pendingAlerts.isEmpty }
    }
    XCTAssertTrue(allWaiting, "a request per source reaches the system")
    XCTAssertTrue(launches.allSatisfy { !$0.isComplete }, "nothing is answered yet")

    // The screens go away in random order while the prompts stay up.
    screens.shuffle(using: &random)
    while !screens.isEmpty {
      screens.removeLast()
      if random.chance(30) { await Task.yield() }
    }

    let allEnded = await eventually { launches.allSatisfy(\.isComplete) }
    XCTAssertTrue(allEnded, "every launch ends although the system never answers")
    for launch in launches {
      XCTAssertEqual(launch.outcomes, [.cancelled], "\(launch.source)")
      XCTAssertEqual(launch.successes, 0, "no success for a screen that is gone")
    }
    let screensReleased = await eventually { weakScreens.allSatisfy { $0.screen == nil } }
    XCTAssertTrue(screensReleased, "every screen is released")
    let closuresReleased = await eventually { tokens.allSatisfy { $0.token == nil } }
    XCTAssertTrue(closuresReleased, "the closures given to launches are released")

    for source in MediaSource.builtIns {
      XCTAssertEqual(system.requestCount(for: source), 1, "one system request for \(source)")
    }

    // The prompts are still up: a new launch joins them rather than asking again, and gets
    // the answer when it finally comes.
    let latecomer = StressScreen(authority: system.authority)
    let late = MediaSource.builtIns.map { latecomer.launch($0, form: .closure) }
    try? await Task.sleep(for: .milliseconds(20))
    for source in MediaSource.builtIns {
      XCTAssertEqual(system.requestCount(for: source), 1, "the latecomer joins (\(source))")
      system.answer(source, after: .zero)
    }
    let lateEnded = await eventually { late.allSatisfy(\.isComplete) }
    XCTAssertTrue(lateEnded)
    for launch in late {
      launch.assertDelivered(expecting: .authorized, "latecomer \(launch.source)")
    }
  }

  func testCancelledAsyncLaunchesEndCancelledWithoutAnAnswer() async {
    let system = StressSystem()
    system.beginUndeterminedPeriod(answers: [:])
    var screen: StressScreen? = StressScreen(authority: system.authority)
    let weakScreen = screen.map(WeakScreen.init)
    var launches: [StressLaunch] = []
    for _ in 0..<Self.screenCount {
      for source in MediaSource.builtIns {
        if let launch = screen?.launch(source, form: .async) { launches.append(launch) }
      }
    }
    let allWaiting = await eventually { system.waitingSources.count == MediaSource.builtIns.count }
    XCTAssertTrue(allWaiting)

    screen = nil
    XCTAssertNotNil(weakScreen?.screen, "an awaiting call keeps its screen, as any async call does")
    for launch in launches {
      launch.mayEndCancelled = true
      launch.task?.cancel()
    }

    let allEnded = await eventually { launches.allSatisfy(\.isComplete) }
    XCTAssertTrue(allEnded)
    for launch in launches {
      XCTAssertEqual(launch.outcomes, [.cancelled], "\(launch.source)")
      launch.task = nil
    }
    let released = await eventually { weakScreen?.screen == nil }
    XCTAssertTrue(released, "the screen is released once its calls return")
    for source in MediaSource.builtIns {
      XCTAssertEqual(system.requestCount(for: source), 1, "\(source)")
    }
  }

  /// A closure-form launch whose closures capture `token`.
  private func launchWithCapture(_ screen: StressScreen, _ source: MediaSource, token: Token) {
    switch source.builtIn {
    case .camera?:
      screen.launchCamera(success: { token.use() }, completion: { _ in token.use() })
    case .microphone?:
      screen.launchMicrophone(success: { token.use() }, completion: { _ in token.use() })
    case .photoLibrary(let access)?:
      screen.launchPhotoLibrary(
        access: access, success: { token.use() }, completion: { _ in token.use() })
    default: XCTFail("the stress screen launches only the package's own sources")
    }
  }
}

/// Something for a launch's closures to hold on to.
@MainActor
private final class Token {
  private(set) var uses = 0

  func use() {
    uses += 1
  }
}

@MainActor
private struct WeakToken {
  weak var token: Token?

  init(_ token: Token) {
    self.token = token
  }
}
