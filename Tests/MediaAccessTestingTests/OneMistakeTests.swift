import MediaAccess
import MediaAccessTesting
import XCTest

/// Every suite fails a screen that gets one observed item wrong, and nothing else, with a
/// message that names the item, at the suite's call; and passes the same screen without the
/// mistake. The screens are ``MistakeScreen``s, one per ``Mistake``.
final class OneMistakeTests: FailureCapturingTestCase {
  @MainActor
  func testCameraSuiteFailsEachMistake() async {
    await assertEachMistakeFails(.camera)
  }

  @MainActor
  func testMicrophoneSuiteFailsEachMistake() async {
    await assertEachMistakeFails(.microphone)
  }

  @MainActor
  func testPhotoLibrarySuiteFailsEachMistake() async {
    await assertEachMistakeFails(.photoLibrary)
  }

  @MainActor
  func testVideoCaptureSuiteFailsEachMistake() async {
    await assertEachMistakeFails(.videoCapture)
  }

  @MainActor
  func testOwnSourceSuiteFailsEachMistake() async {
    await assertEachMistakeFails(.ownSource)
  }

  /// A completion repeated by a timer that a row's screen starts as the suite lets it go, and
  /// that fires a hundred and fifty turns of the main actor later: the last row's repeat lands
  /// once every row has run, while the suite waits for the screens to let go of its handlers,
  /// and is charged to the last row.
  @MainActor
  func testACompletionRepeatedAfterTheLastRowFailsTheLastRow() async {
    let timers = LateTimers()
    let failures = await capturingFailures {
      await assertCameraAuthorizingConformance(
        makeScreen: { MistakeScreen(context: $0, nil, timers: timers) },
        launchingWith: { screen, launch in
          screen.launch(
            .camera, success: launch.success,
            completion: { outcome in
              launch.completion(outcome)
              timers.start {
                Task { @MainActor in
                  for _ in 0..<150 { await Task.yield() }
                  launch.completion(outcome)
                }
              }
            })
        })
    }

    XCTAssertTrue(
      failures.contains {
        $0.message
          == "camera, status denied, \"Open Settings\" reported twice: after the row ended: "
          + "the completion ran again, with denied; expected it to run once"
      }, "\(failures.map(\.message))")
  }

  /// The screen without a mistake passes `suite`; with each mistake that applies, `suite`
  /// fails, at its call, with a message naming the mistake's item.
  ///
  /// The wrong screens run side by side on the main actor, as Swift Testing runs its cases,
  /// each suite reporting at a line of its own, so that each failure is told apart by its line.
  @MainActor
  private func assertEachMistakeFails(
    _ suite: SuiteUnderTest, file: StaticString = #filePath, line: UInt = #line
  ) async {
    let conforming = await capturingFailures { await suite.run(nil) }
    XCTAssertEqual(conforming.map(\.message), [], "\(suite), no mistake", file: file, line: line)
    let mistakes = Mistake.allCases.filter { $0.applies(to: suite) }
    let failures = await capturingFailures {
      let runs = mistakes.enumerated().map { index, mistake in
        Task { @MainActor in await suite.run(mistake, line: UInt(index + 1)) }
      }
      for run in runs { await run.value }
    }
    for (index, mistake) in mistakes.enumerated() {
      let reported = failures.filter { $0.line == index + 1 }.map(\.message)
      XCTAssertTrue(
        reported.contains { message in mistake.named.allSatisfy(message.contains) },
        "\(suite) did not name \(mistake): \(reported)", file: file, line: line)
    }
    XCTAssertTrue(
      failures.allSatisfy { (1...mistakes.count).contains($0.line) && $0.file == "\(#filePath)" },
      "\(suite): every failure at a suite's call", file: file, line: line)
  }
}
