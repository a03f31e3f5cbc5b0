/// The timers of one suite's screens that run a completion again after their launch ended:
/// each fires after its row, when the suite builds its next screen, or, after the last row, a
/// moment later.
@MainActor
final class LateTimers {
  private var due: [(id: Int, body: @MainActor @Sendable () -> Void)] = []
  private var started = 0

  /// Starts a timer that runs `body` after the row.
  func start(_ body: @escaping @MainActor @Sendable () -> Void) {
    started += 1
    let id = started
    due.append((id, body))
    // For the last row, which no next screen follows; each timer fires only its own body.
    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(300))
      self.fire(only: id)
    }
  }

  /// Fires every timer started so far.
  func fire() {
    let firing = due
    due = []
    for timer in firing { timer.body() }
  }

  private func fire(only id: Int) {
    guard let index = due.firstIndex(where: { $0.id == id }) else { return }
    due.remove(at: index).body()
  }
}
