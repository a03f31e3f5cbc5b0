internal import MediaAccess

/// Counts a launch's success runs and hands over its outcome when the completion delivers it.
@MainActor
final class LaunchRecorder {
  private(set) var successRunCount = 0
  private var outcome: LaunchOutcome?
  private var waiter: CheckedContinuation<LaunchOutcome, Never>?

  /// The launch's `success` closure.
  func recordSuccess() {
    successRunCount += 1
  }

  /// The launch's `completion` closure.
  func recordCompletion(_ outcome: LaunchOutcome) {
    self.outcome = outcome
    waiter?.resume(returning: outcome)
    waiter = nil
  }

  /// The outcome, once the completion has run; the library runs every completion exactly once.
  func finalOutcome() async -> LaunchOutcome {
    if let outcome { return outcome }
    return await withCheckedContinuation { waiter = $0 }
  }
}
