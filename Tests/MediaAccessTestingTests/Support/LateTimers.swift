/// The timers of one suite's screens that run a completion again after their launch ended:
/// each fires after its row, when the suite builds its next screen, or, after the last row, a
/// moment later.
@MainActor
final class LateTimers {
  private var due: [@MainActor @Sendable () -> Void] = []

  /// Starts a timer that runs `body` after the row.
  func start(_ body: @escaping @MainActor @Sendable () -> Void) {
    due.append(body)
    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(50))
      self.fire()
    }
  }

  /// Fires every timer started so far.
  func fire() {
    let firing = due
    due = []
    for body in firing { body() }
  }
}
