/// Time a test moves by hand: every `sleep` waits until ``tick()``.
@MainActor
final class ManualClock {
  private var sleepers: [CheckedContinuation<Void, Never>] = []

  /// Whether something waits for the next tick.
  var hasSleepers: Bool { !sleepers.isEmpty }

  func sleep(_ duration: Duration) async {
    await withCheckedContinuation { sleepers.append($0) }
  }

  /// One interval passes: every sleeper wakes, then the woken code runs as far as it can.
  func tick(_ times: Int = 1) async {
    for _ in 0..<times {
      let woken = sleepers
      sleepers = []
      for sleeper in woken { sleeper.resume() }
      await PickProbe.settle()
    }
  }
}
