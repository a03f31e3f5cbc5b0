/// The soft ask on screen for each source, and the launches waiting for it to end.
///
/// A prompt raised under a soft ask would leave that soft ask's "Continue" leading nowhere, so a
/// launch about to prompt first waits for the soft ask on screen for its source, whoever shows
/// it, then joins the request it led to, settles with the answer given meanwhile, or (the soft
/// ask dismissed) goes on itself.
@MainActor
final class SoftAsks {
  private var onScreen: [MediaSource: Int] = [:]
  private var nextID = 0
  private var waiters: [MediaSource: [(id: Int, continuation: CheckedContinuation<Bool, Never>)]] =
    [:]

  nonisolated init() {}

  /// Whether a soft ask about `source` is on screen.
  func isShowing(_ source: MediaSource) -> Bool {
    onScreen[source] != nil
  }

  /// Marks a soft ask about `source` as on screen.
  ///
  /// - Returns: Its id, for ``end(_:about:)``.
  func begin(about source: MediaSource) -> Int {
    let id = nextID
    nextID += 1
    onScreen[source] = id
    return id
  }

  /// Marks the soft ask `id` as answered or dismissed, waking the launches that waited for it.
  /// Does nothing if that soft ask has already ended.
  func end(_ id: Int, about source: MediaSource) {
    guard onScreen[source] == id else { return }
    onScreen[source] = nil
    for waiter in waiters.removeValue(forKey: source) ?? [] {
      waiter.continuation.resume(returning: true)
    }
  }

  /// Returns once no soft ask about `source` is on screen.
  ///
  /// - Returns: `false` when the wait ended because the launch's lifetime ended.
  func ended(about source: MediaSource, lifetime: LaunchLifetime) async -> Bool {
    guard onScreen[source] != nil else { return true }
    let id = nextID
    nextID += 1
    return await lifetime.wait(
      orEarly: false,
      register: { waiters[source, default: []].append((id, $0)) },
      withdraw: {
        guard let index = self.waiters[source]?.firstIndex(where: { $0.id == id }) else {
          return nil
        }
        return self.waiters[source]?.remove(at: index).continuation
      })
  }
}
