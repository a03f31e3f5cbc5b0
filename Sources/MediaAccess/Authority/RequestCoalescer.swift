/// Keeps one system request per source in flight and hands its answer to every launch that
/// waits for it.
///
/// The system shows one prompt at a time and remembers the answer; asking twice would at best
/// be ignored and at worst show a second prompt. Waiters are tracked one by one so that a
/// waiter that leaves (its task cancelled, its screen released) goes at once while the request
/// goes on for the others; a request all waiters left still counts as in flight until it ends,
/// so a later launch joins it rather than asking again.
///
/// A closure-form launch has no task to cancel, and nothing tells the coalescer when its screen
/// is released. Such a waiter comes with an `isAbandoned` check instead, and while any waiter
/// has one, a sweep runs every ``sweepInterval`` and ends the waits whose check says so. The
/// sweep stops as soon as no such waiter is left, so nothing runs while no prompt is waited for.
@MainActor
@usableFromInline
final class RequestCoalescer {
  private struct Waiter {
    let id: Int
    let continuation: CheckedContinuation<AuthorizationStatus?, Never>
    /// Whether the launch no longer wants the answer; `nil` when only cancellation ends it.
    let isAbandoned: (() -> Bool)?
  }

  /// How often waits are checked for abandonment while some wait may be abandoned.
  ///
  /// The sweep costs one short turn of the main actor per interval, only while the system is
  /// asking (a prompt is on screen), so it can afford to be frequent.
  nonisolated static let sweepInterval: Duration = .milliseconds(100)

  /// Launches waiting for each source's answer, in the order they arrived. A source is present,
  /// perhaps with no waiters left, exactly while its request is in flight.
  private var waitersBySource: [MediaSource: [Waiter]] = [:]
  private var nextWaiterID = 0
  /// Launches waiting for the soft ask on screen for each source; a source is present exactly
  /// while its soft ask is.
  private var softAskWaiters: [MediaSource: [CheckedContinuation<Void, Never>]] = [:]
  /// The running sweep, or `nil` when no waiter can be abandoned.
  private var sweep: Task<Void, Never>?

  @usableFromInline
  nonisolated init() {}

  /// Whether the system is being asked about `source` right now.
  func isAsking(about source: MediaSource) -> Bool {
    waitersBySource[source] != nil
  }

  /// The system's answer for `source`: joins the request in flight, or starts one with `ask`.
  ///
  /// - Parameters:
  ///   - source: The source to ask about.
  ///   - ask: Asks the system; called only when no request for `source` is in flight.
  ///   - isAbandoned: Checked every ``sweepInterval`` while waiting; once it returns `true`,
  ///     the wait ends with `nil`. Pass `nil` when only cancelling the task should end it.
  /// - Returns: The resulting status, or `nil` when the calling task was cancelled or the wait
  ///   was abandoned first.
  func answer(
    for source: MediaSource,
    askingWith ask: @escaping @Sendable (MediaSource) async -> AuthorizationStatus,
    abandonedWhen isAbandoned: (() -> Bool)?
  ) async -> AuthorizationStatus? {
    let waiterID = nextWaiterID
    nextWaiterID += 1
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard !Task.isCancelled else {
          continuation.resume(returning: nil)
          return
        }
        let waiter = Waiter(id: waiterID, continuation: continuation, isAbandoned: isAbandoned)
        if isAbandoned != nil { startSweeping() }
        if waitersBySource[source] != nil {
          waitersBySource[source]?.append(waiter)
          return
        }
        waitersBySource[source] = [waiter]
        Task {
          // Detached so the system call never runs on the main actor (Tests/AppleSDKStubs/
          // README.md, rule 4), whatever isolation the caller's closure type would otherwise
          // inherit.
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

  // MARK: - Soft asks

  /// Whether a soft ask about `source` is on screen.
  func isShowingSoftAsk(about source: MediaSource) -> Bool {
    softAskWaiters[source] != nil
  }

  /// Marks a soft ask about `source` as on screen until ``endSoftAsk(about:)``.
  func beginSoftAsk(about source: MediaSource) {
    if softAskWaiters[source] == nil { softAskWaiters[source] = [] }
  }

  /// Marks the soft ask about `source` as answered or dismissed, waking the launches that
  /// waited for it.
  func endSoftAsk(about source: MediaSource) {
    for waiter in softAskWaiters.removeValue(forKey: source) ?? [] {
      waiter.resume()
    }
  }

  /// Returns once no soft ask about `source` is on screen.
  func softAskEnded(about source: MediaSource) async {
    await withCheckedContinuation { continuation in
      if softAskWaiters[source] != nil {
        softAskWaiters[source]?.append(continuation)
      } else {
        continuation.resume()
      }
    }
  }

  // MARK: - Sweeping abandoned waits

  private func startSweeping() {
    guard sweep == nil else { return }
    sweep = Task { [weak self] in
      while true {
        try? await Task.sleep(for: Self.sweepInterval)
        guard let self, self.endAbandonedWaits() else { return }
      }
    }
  }

  /// Ends every wait whose launch is abandoned, leaving the requests in flight.
  ///
  /// - Returns: Whether a wait that may yet be abandoned remains; when none does, the sweep
  ///   is over and the next such waiter starts a new one.
  private func endAbandonedWaits() -> Bool {
    var abandoned: [CheckedContinuation<AuthorizationStatus?, Never>] = []
    var watched = false
    for (source, waiters) in waitersBySource {
      var staying: [Waiter] = []
      for waiter in waiters {
        if let isAbandoned = waiter.isAbandoned {
          if isAbandoned() {
            abandoned.append(waiter.continuation)
            continue
          }
          watched = true
        }
        staying.append(waiter)
      }
      if staying.count < waiters.count { waitersBySource[source] = staying }
    }
    if !watched { sweep = nil }
    for continuation in abandoned { continuation.resume(returning: nil) }
    return watched
  }
}
