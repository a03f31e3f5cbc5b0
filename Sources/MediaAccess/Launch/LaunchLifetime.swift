/// How long one launch still wants what it waits for. It ends once: when the launch's task is
/// cancelled (async form), or when its screen is released (closure form; see
/// ``ScreenLifetime``). Every wait of the launch (the system's answer, a soft ask on screen, a
/// tap) goes through it, and all of them end at once, each with its early value, when it ends.
@MainActor
final class LaunchLifetime {
  /// Whether the launch no longer wants anything.
  private(set) var hasEnded = false
  private var earlyEnds: [Int: () -> Void] = [:]
  private var nextWait = 0

  nonisolated init() {}

  /// Ends every open wait early, and every later wait at once.
  func end() {
    guard !hasEnded else { return }
    hasEnded = true
    let ends = earlyEnds.sorted { $0.key < $1.key }.map(\.value)
    earlyEnds = [:]
    for end in ends { end() }
  }

  /// Waits for a continuation its owner resumes, unless the lifetime ends or the calling task is
  /// cancelled first.
  ///
  /// - Parameters:
  ///   - early: What the wait returns when it ends early.
  ///   - register: Hands the continuation to its owner. Not called when the lifetime has already
  ///     ended.
  ///   - withdraw: Takes the continuation back from its owner to end it early; `nil` when the
  ///     owner has already resumed it.
  /// - Returns: What the owner resumed the wait with, or `early`.
  func wait<Value: Sendable>(
    orEarly early: Value,
    register: (CheckedContinuation<Value, Never>) -> Void,
    withdraw: @escaping () -> CheckedContinuation<Value, Never>?
  ) async -> Value {
    let id = nextWait
    nextWait += 1
    defer { earlyEnds[id] = nil }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard !hasEnded, !Task.isCancelled else {
          continuation.resume(returning: early)
          return
        }
        earlyEnds[id] = { withdraw()?.resume(returning: early) }
        register(continuation)
      }
    } onCancel: {
      Task { @MainActor in self.end() }
    }
  }
}
