/// The timers of one suite's screens that act after their launch ended (a completion run
/// again, Settings opened, a dialog shown, an event reported): each fires after its row, when
/// the suite lets the row's screen go or builds its next screen, whichever comes first.
@MainActor
final class LateTimers {
  private var due: [@MainActor @Sendable () -> Void] = []

  /// Starts a timer that runs `body` after the row.
  func start(_ body: @escaping @MainActor @Sendable () -> Void) {
    due.append(body)
  }

  /// Fires every timer started so far.
  func fire() {
    let firing = due
    due = []
    for body in firing { body() }
  }
}
