/// The continuations of a monitor's ``AccessStatusMonitor/statusUpdates`` streams that are
/// being iterated, by an identifier their termination removes them by.
@MainActor
struct StatusUpdateSubscribers {
  private var continuations: [Int: AsyncStream<AuthorizationStatus>.Continuation] = [:]
  private var nextID = 0

  /// Whether no stream is being iterated: for the tests, which check that a cancelled loop
  /// leaves nothing behind.
  var isEmpty: Bool { continuations.isEmpty }

  /// Adds a continuation; returns the identifier to remove it by.
  mutating func add(_ continuation: AsyncStream<AuthorizationStatus>.Continuation) -> Int {
    nextID += 1
    continuations[nextID] = continuation
    return nextID
  }

  /// Removes the continuation `id`, once its stream has terminated.
  mutating func remove(_ id: Int) {
    continuations[id] = nil
  }

  /// Hands a new status to every stream being iterated.
  func yield(_ status: AuthorizationStatus) {
    for continuation in continuations.values {
      continuation.yield(status)
    }
  }
}
