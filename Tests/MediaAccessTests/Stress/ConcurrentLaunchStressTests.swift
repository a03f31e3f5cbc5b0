import MediaAccess
import MediaAccessTesting
import XCTest

/// Many screens launching every source, in both forms, while the system answers after random
/// delays and in random order, screens go away, soft asks are tapped or dismissed and awaiting
/// tasks are cancelled. Each run is driven by a seeded generator: the same seed makes the same
/// choices, and the checks hold for any interleaving the runtime picks.
@MainActor
final class ConcurrentLaunchStressTests: XCTestCase {
  private static let seeds: [UInt64] = [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004]
  private static let periods = 8
  private static let screensPerPeriod = 10
  private static let stepsPerPeriod = 200

  private static let possibleAnswers: [AuthorizationStatus] = [
    .authorized, .limited, .denied, .restricted, .unknown(rawValue: 7),
  ]

  func testRandomLaunchesAgainstAnswersInRandomOrderKeepTheContract() async {
    var outcomes: [LaunchOutcome: Int] = [:]
    for seed in Self.seeds {
      var random = SplitMix64(seed: seed)
      let system = StressSystem()
      for period in 0..<Self.periods {
        let launches = await runUndeterminedPeriod(
          period, seed: seed, system: system, random: &random)
        for launch in launches { outcomes[launch.outcomes.first ?? .cancelled, default: 0] += 1 }
      }
      XCTAssertEqual(
        system.requestsOnMainThread, 0, "Tests/AppleSDKStubs/README.md, rule 4 (seed \(seed))")
    }
    // The run reached every kind of ending, so the checks above were not vacuous.
    for outcome in [LaunchOutcome.authorized, .limited, .denied, .restricted, .cancelled] {
      XCTAssertGreaterThan(outcomes[outcome, default: 0], 0, "some launches end \(outcome)")
    }
  }

  func testBurstOfLaunchesOnManyScreensSharesOneRequestPerSource() async {
    var random = SplitMix64(seed: 0xB025_7001)
    let system = StressSystem()
    var answers: [MediaSource: AuthorizationStatus] = [:]
    for source in MediaSource.builtIns {
      answers[source] = Self.possibleAnswers.randomElement(using: &random)
    }
    system.beginUndeterminedPeriod(answers: answers)

    var screens = (0..<200).map { _ in StressScreen(authority: system.authority) }
    let weakScreens = screens.map(WeakScreen.init)
    var launches: [StressLaunch] = []
    for screen in screens {
      for source in MediaSource.builtIns.shuffled(using: &random) {
        launches.append(screen.launch(source, form: random.chance(75) ? .closure : .async))
      }
    }
    let allAsked = await eventually { system.waitingSources.count == MediaSource.builtIns.count }
    XCTAssertTrue(allAsked)

    // The answers come in random order, each after its own delay, from background threads.
    for source in MediaSource.builtIns.shuffled(using: &random) {
      system.answer(source, after: .microseconds(Int.random(in: 0..<3_000, using: &random)))
    }
    let allEnded = await eventually { launches.allSatisfy(\.isComplete) }
    XCTAssertTrue(allEnded)
    for launch in launches {
      launch.assertDelivered(
        expecting: expectedOutcome(
          for: answers[launch.source] ?? .authorized, about: launch.source),
        "\(launch.source), \(launch.form)")
    }
    for source in MediaSource.builtIns {
      XCTAssertEqual(system.requestCount(for: source), 1, "one system request for \(source)")
    }

    for launch in launches { launch.task = nil }
    screens.removeAll()
    let released = await eventually { weakScreens.allSatisfy { $0.screen == nil } }
    XCTAssertTrue(released, "all screens released")
  }

  /// One undetermined period: random steps, then every prompt answered and every launch
  /// finished, then the checks.
  ///
  /// - Returns: The period's launches, all finished.
  private func runUndeterminedPeriod(
    _ period: Int, seed: UInt64, system: StressSystem, random: inout SplitMix64
  ) async -> [StressLaunch] {
    var answers: [MediaSource: AuthorizationStatus] = [:]
    for source in MediaSource.builtIns {
      answers[source] = Self.possibleAnswers.randomElement(using: &random)
    }
    system.beginUndeterminedPeriod(answers: answers)

    var screens: [StressScreen] = []
    var released: [WeakScreen] = []
    func makeScreen() -> StressScreen {
      let policies = [
        AccessAlertPolicy.standard, AccessAlertPolicy(asksBeforeSystemPrompt: true),
        AccessAlertPolicy(explainsFreshRefusal: true),
      ]
      let policy = policies.randomElement(using: &random) ?? .standard
      let screen = StressScreen(authority: system.authority, policy: policy)
      released.append(WeakScreen(screen))
      return screen
    }
    for _ in 0..<Self.screensPerPeriod { screens.append(makeScreen()) }
    var launches: [StressLaunch] = []

    for _ in 0..<Self.stepsPerPeriod {
      let roll = Int.random(in: 0..<100, using: &random)
      switch roll {
      case 0..<40:
        if screens.isEmpty { screens.append(makeScreen()) }
        let screen = screens[Int.random(in: 0..<screens.count, using: &random)]
        let source = MediaSource.builtIns.randomElement(using: &random) ?? .camera
        let form: StressLaunch.Form = random.chance(70) ? .closure : .async
        launches.append(screen.launch(source, form: form, period: period))
      case 40..<55:
        if let source = system.waitingSources.randomElement(using: &random) {
          let delay = Duration.microseconds(Int.random(in: 0..<2_000, using: &random))
          system.answer(source, after: delay)
        }
      case 55..<63:
        if let screen = screens.randomElement(using: &random) { screen.presenter.tap(.continue) }
      case 63..<67:
        if let screen = screens.randomElement(using: &random) {
          for launch in screen.launches where !launch.isComplete { launch.mayEndCancelled = true }
          screen.presenter.dismissPending()
        }
      case 67..<72:
        if !screens.isEmpty {
          let screen = screens.remove(at: Int.random(in: 0..<screens.count, using: &random))
          for launch in screen.launches where !launch.isComplete { launch.mayEndCancelled = true }
        }
      case 72..<75:
        if let launch = launches.filter({ $0.task != nil && !$0.isComplete })
          .randomElement(using: &random)
        {
          launch.mayEndCancelled = true
          launch.task?.cancel()
        }
      case 75..<90:
        await Task.yield()
      default:
        try? await Task.sleep(for: .microseconds(Int.random(in: 0..<1_500, using: &random)))
      }
    }

    // The user answers whatever is still on screen, and taps Continue on every soft ask,
    // including those of screens the test let go that an awaiting task still holds.
    let finished = await eventually {
      for source in system.waitingSources { system.answer(source, after: .zero) }
      for screen in released.compactMap(\.screen) {
        while screen.presenter.tap(.continue) {}
      }
      // A request every launch has left goes on until answered; the next period must not
      // inherit it, or its launches would settle with this period's answer.
      let requestInFlight = MediaSource.builtIns.contains { system.authority.isAsking(about: $0) }
      return launches.allSatisfy(\.isComplete) && !requestInFlight
    }
    let context = "seed \(seed), period \(period)"
    XCTAssertTrue(finished, "every launch ends (\(context))")

    for launch in launches {
      launch.assertDelivered(
        expecting: expectedOutcome(
          for: answers[launch.source] ?? .authorized, about: launch.source),
        "\(launch.source), \(launch.form), \(context)")
    }
    for source in MediaSource.builtIns {
      let count = system.requestCount(for: source)
      let answered = launches.contains { $0.source == source && $0.outcomes != [.cancelled] }
      XCTAssertLessThanOrEqual(count, 1, "one system request per period: \(source), \(context)")
      if answered {
        XCTAssertEqual(count, 1, "the answer came from the system: \(source), \(context)")
      }
    }

    // Every screen goes away, and nothing keeps one alive.
    for launch in launches { launch.task = nil }
    screens.removeAll()
    let allReleased = await eventually { released.allSatisfy { $0.screen == nil } }
    XCTAssertTrue(allReleased, "all \(released.count) screens released (\(context))")
    return launches
  }
}

/// Refers to a screen without keeping it.
@MainActor
struct WeakScreen {
  weak var screen: StressScreen?

  init(_ screen: StressScreen) {
    self.screen = screen
  }
}
