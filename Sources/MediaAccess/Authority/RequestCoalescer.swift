/// Keeps one system request per source in flight and hands its answer to every launch that
/// waits for it.
///
/// The system shows one prompt at a time and remembers the answer; asking twice would at best
/// be ignored and at worst show a second prompt. Waiters are tracked one by one so that a
/// cancelled waiter leaves at once while the request goes on for the others.
@MainActor
final class RequestCoalescer {
  private typealias Waiter = (
    id: Int, continuation: CheckedContinuation<AuthorizationStatus?, Never>
  )

  /// Launches waiting for each source's answer, in the order they arrived.
  private var waitersBySource: [MediaSource: [Waiter]] = [:]
  private var nextWaiterID = 0

  nonisolated init() {}

  /// Whether the system is being asked about `source` right now.
  func isAsking(about source: MediaSource) -> Bool {
    waitersBySource[source] != nil
  }

  /// The system's answer for `source`: joins the request in flight, or starts one with `ask`.
  ///
  /// - Returns: The resulting status, or `nil` when the calling task was cancelled first.
  func answer(
    for source: MediaSource,
    askingWith ask: @escaping @Sendable (MediaSource) async -> AuthorizationStatus
  ) async -> AuthorizationStatus? {
    let waiterID = nextWaiterID
    nextWaiterID += 1
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard !Task.isCancelled else {
          continuation.resume(returning: nil)
          return
        }
        if waitersBySource[source] != nil {
          waitersBySource[source]?.append((waiterID, continuation))
          return
        }
        waitersBySource[source] = [(waiterID, continuation)]
        Task {
          // Detached so the system call never runs on the main actor (APPLE-APIS.md rule 4),
          // whatever isolation the caller's closure type would otherwise inherit.
          let status = await Task.detached { await ask(source) }.value
          self.deliver(status, for: source)
        }
      }
    } onCancel: {
      Task { @MainActor in self.dropWaiter(waiterID, for: source) }
    }
  }

  private func deliver(_ status: AuthorizationStatus, for source: MediaSource) {
    for waiter in waitersBySource.removeValue(forKey: source) ?? [] {
      waiter.continuation.resume(returning: status)
    }
  }

  private func dropWaiter(_ waiterID: Int, for source: MediaSource) {
    guard let index = waitersBySource[source]?.firstIndex(where: { $0.id == waiterID }) else {
      return
    }
    waitersBySource[source]?.remove(at: index).continuation.resume(returning: nil)
  }
}
