internal import Dispatch

/// Makes the handlers the suites hand a screen: each records on the main actor, and one
/// called from another thread is noted as such and recorded there, rather than racing the
/// suite or stopping the run.
enum MainActorHandler {
  /// A handler that runs `deliver` on the main actor and calls `offMain` first when it was
  /// called from another thread.
  ///
  /// The closure is nonisolated underneath, so a screen that calls it from another thread
  /// (through code compiled without strict concurrency, or an unsafe cast) reaches this check
  /// instead of a crash or a data race.
  static func make<Argument: Sendable>(
    offMain: @escaping @MainActor @Sendable () -> Void,
    deliver: @escaping @MainActor @Sendable (Argument) -> Void
  ) -> @MainActor (Argument) -> Void {
    let handler: @Sendable (Argument) -> Void = { argument in
      if isOnMainQueue {
        MainActor.assumeIsolated { deliver(argument) }
      } else {
        Task { @MainActor in
          offMain()
          deliver(argument)
        }
      }
    }
    return handler
  }

  /// Whether the caller runs on the main queue, which runs the main actor's work: asked of the
  /// queue rather than of the thread, since a test runner may drain the main queue from a
  /// thread other than the process's first.
  private static var isOnMainQueue: Bool {
    _ = markMainQueue
    return DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  /// The key the main queue carries, set once.
  private static let mainQueueKey = DispatchSpecificKey<Bool>()
  private static let markMainQueue: Void = DispatchQueue.main.setSpecific(
    key: mainQueueKey, value: true)
}

extension MainActorHandler {
  /// A handler without an argument, as ``make(offMain:deliver:)`` makes one with.
  static func make(
    offMain: @escaping @MainActor @Sendable () -> Void,
    deliver: @escaping @MainActor @Sendable () -> Void
  ) -> @MainActor () -> Void {
    let handler: @Sendable () -> Void = {
      if isOnMainQueue {
        MainActor.assumeIsolated { deliver() }
      } else {
        Task { @MainActor in
          offMain()
          deliver()
        }
      }
    }
    return handler
  }
}
