/// Wakes whoever waits for a launch to complete, as soon as it does.
@MainActor
final class CompletionSignal {
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private(set) var isSignalled = false

  /// Marks the launch complete and wakes every waiter.
  func signal() {
    isSignalled = true
    wakeAll()
  }

  /// Waits until ``signal()`` or until `bound` has passed.
  ///
  /// - Returns: Whether the signal came in time.
  func wait(within bound: Duration) async -> Bool {
    if isSignalled { return true }
    let timeout = Task { @MainActor [weak self] in
      // Cancelled once the signal came: then nobody is left to wake.
      guard (try? await Task.sleep(for: bound)) != nil else { return }
      self?.wakeAll()
    }
    await withCheckedContinuation { waiters.append($0) }
    timeout.cancel()
    return isSignalled
  }

  private func wakeAll() {
    let woken = waiters
    waiters = []
    for waiter in woken { waiter.resume() }
  }
}
