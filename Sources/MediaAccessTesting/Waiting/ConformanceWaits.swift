/// How long the suites wait, and how: on what they wait for, never for a fixed time.
///
/// A row waits for a signal (the launch's completion, a request held by the scripted system, a
/// dialog on screen, the launches it started ending) and re-checks it as soon as the main actor
/// has run whatever was waiting to run, so a busy machine only makes it later, never wrong. The
/// bounds below only end the wait for a screen that never gives the signal: a conforming
/// screen never reaches them, and a broken one pays them once per broken row. They are
/// generous because the suites run in apps' CI, on machines whose cores are all busy.
enum ConformanceWaits {
  /// How long a launch may take to complete, or to reach the system's prompt, before the row
  /// fails. A conforming launch needs milliseconds; the bound is for a loaded machine.
  static let completionBound: Duration = .seconds(30)

  /// How long a screen may stay alive once everything the suite knows of has let it go (the
  /// launch completed, the suite's own launch tasks ended). A conforming screen is released at
  /// once; the bound only gives a screen held by something unknown the benefit of the doubt,
  /// and each row that finds a screen held pays it, so it is short.
  static let releaseBound: Duration = .seconds(1)

  /// Waits until `condition` holds or `bound` has passed, re-checking first each time the main
  /// actor has run the work queued before it, then every few milliseconds.
  ///
  /// - Returns: Whether the condition held in time.
  @MainActor
  static func until(
    _ condition: @MainActor () -> Bool, within bound: Duration
  ) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: bound)
    var checks = 0
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      checks += 1
      if checks <= 100 {
        // Work already queued on the main actor (a launch resumed, a screen let go) runs first.
        await Task.yield()
      } else {
        // What is left comes from other threads (the scripted system's answer, a sweep of
        // abandoned waits): poll, gently, so as not to take their core.
        try? await Task.sleep(for: .milliseconds(min(checks - 100, 10)))
      }
    }
    return true
  }

  /// Lets the main actor run the work queued on it, such as a completion called twice from
  /// one task, before a row's results are read.
  @MainActor
  static func drainMainActor() async {
    for _ in 0..<100 { await Task.yield() }
  }
}
