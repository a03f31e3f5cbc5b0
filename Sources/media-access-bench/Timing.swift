/// Times loops of launches: a warm-up, then several rounds, reporting the median.
///
/// Each measured closure runs its whole loop itself, so the harness adds one call per round,
/// not per launch. Two loops compared side by side run in alternating rounds, so drift in the
/// machine's speed (other processes, frequency changes) falls on both alike.
@MainActor
enum Timing {
  /// The median nanoseconds per iteration of each loop, measured in alternating rounds.
  ///
  /// - Parameters:
  ///   - rounds: Rounds per loop; the median of them is reported.
  ///   - iterations: Iterations per round.
  ///   - loops: Each runs the work `n` times when called with `n`.
  /// - Returns: One median per loop, in order.
  static func medianNanoseconds(
    rounds: Int,
    iterations: Int,
    _ loops: [(Int) -> Void]
  ) -> [Double] {
    for loop in loops { loop(max(iterations / 10, 1)) }
    var samples = Array(repeating: [Double](), count: loops.count)
    for round in 0..<rounds {
      // Alternate the order as well, so neither loop always runs right after the other.
      let order = round.isMultiple(of: 2) ? Array(loops.indices) : loops.indices.reversed()
      for index in order {
        samples[index].append(nanoseconds(iterations: iterations, loops[index]))
      }
    }
    return samples.map(median)
  }

  /// Nanoseconds per iteration for one run of `loop`.
  static func nanoseconds(iterations: Int, _ loop: (Int) -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    loop(iterations)
    return nanoseconds(start.duration(to: clock.now)) / Double(iterations)
  }

  /// A duration in nanoseconds.
  static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}
