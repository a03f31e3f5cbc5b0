/// The waits of launches that may end before what they wait for arrives: a launch whose task
/// is cancelled (async form) or whose screen is released (closure form) stops waiting at once,
/// whatever it waits for: the system's answer, a soft ask on screen, or the user's tap.
///
/// Cancellation announces itself. A released screen does not, so a wait that can be abandoned
/// comes with an `isAbandoned` check, and while any such wait is open a sweep runs every
/// ``sweepInterval`` and ends the waits whose check says so. The sweep stops as soon as no such
/// wait is left, so nothing runs while nobody waits.
@MainActor
final class EarlyEndingWaits {
  /// How to end one open wait early.
  private struct OpenWait {
    /// Whether the launch no longer wants what it waits for; `nil` when only cancellation ends
    /// the wait.
    let isAbandoned: (() -> Bool)?
    /// Takes the wait back from its owner and resumes it with the early value.
    let endEarly: () -> Void
  }

  /// How often waits are checked for abandonment while some wait may be abandoned.
  ///
  /// The sweep costs one short turn of the main actor per interval, only while some launch
  /// waits on a prompt or a dialog, so it can afford to be frequent.
  nonisolated static let sweepInterval: Duration = .milliseconds(100)

  private var openWaits: [Int: OpenWait] = [:]
  private var nextID = 0
  /// The running sweep, or `nil` when no wait can be abandoned.
  private var sweep: Task<Void, Never>?

  nonisolated init() {}

  /// Waits for a continuation its owner resumes, unless the calling task is cancelled or the
  /// wait is abandoned first.
  ///
  /// - Parameters:
  ///   - early: The value the wait returns when it ends early.
  ///   - isAbandoned: Checked every ``sweepInterval``; once it returns `true`, the wait ends
  ///     with `early`. `nil` when only cancellation should end it.
  ///   - register: Hands the continuation to its owner, with the wait's id. Not called when the
  ///     wait ends before it starts. The owner calls ``finished(_:)`` when it resumes it.
  ///   - withdraw: Takes the continuation back from its owner, by id, to end it early; `nil`
  ///     when the owner has already resumed it.
  /// - Returns: What the owner resumed the wait with, or `early`.
  func wait<Value: Sendable>(
    orEarly early: Value,
    abandonedWhen isAbandoned: (() -> Bool)?,
    register: (_ id: Int, _ continuation: CheckedContinuation<Value, Never>) -> Void,
    withdraw: @escaping (_ id: Int) -> CheckedContinuation<Value, Never>?
  ) async -> Value {
    let id = nextID
    nextID += 1
    // However the wait ended (its owner, an early end, or an owner that let go of it without
    // saying so), it is no longer open: a stale entry would keep the sweep running.
    defer { openWaits[id] = nil }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard !Task.isCancelled, isAbandoned?() != true else {
          continuation.resume(returning: early)
          return
        }
        openWaits[id] = OpenWait(
          isAbandoned: isAbandoned,
          endEarly: { withdraw(id)?.resume(returning: early) })
        if isAbandoned != nil { startSweeping() }
        register(id, continuation)
      }
    } onCancel: {
      Task { @MainActor in self.endEarly(id) }
    }
  }

  /// How many waits are open: for the package's tests, which check that none is left behind.
  package var openWaitCount: Int {
    openWaits.count
  }

  /// Whether a sweep is running: for the package's tests, which check that it stops.
  package var isSweeping: Bool {
    sweep != nil
  }

  /// Forgets a wait its owner has resumed.
  ///
  /// - Parameter id: The id ``wait(orEarly:abandonedWhen:register:withdraw:)`` registered.
  func finished(_ id: Int) {
    openWaits[id] = nil
  }

  /// Ends a wait early, if it is still open.
  private func endEarly(_ id: Int) {
    openWaits.removeValue(forKey: id)?.endEarly()
  }

  private func startSweeping() {
    guard sweep == nil else { return }
    sweep = Task { [weak self] in
      while true {
        try? await Task.sleep(for: Self.sweepInterval)
        guard let self, self.endAbandonedWaits() else { return }
      }
    }
  }

  /// Ends every wait whose launch is abandoned.
  ///
  /// - Returns: Whether a wait that may yet be abandoned remains; when none does, the sweep is
  ///   over and the next such wait starts a new one.
  private func endAbandonedWaits() -> Bool {
    var abandoned: [Int] = []
    var watched = false
    for (id, wait) in openWaits {
      guard let isAbandoned = wait.isAbandoned else { continue }
      if isAbandoned() { abandoned.append(id) } else { watched = true }
    }
    if !watched { sweep = nil }
    for id in abandoned { endEarly(id) }
    return watched
  }
}
