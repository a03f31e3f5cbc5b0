/// Keeps one dialog sequence per source: at most one soft ask on screen, one system request in
/// flight whose answer every waiting launch shares, and one explanation of a refusal.
///
/// The system shows one prompt at a time and remembers the answer; asking twice would at best
/// be ignored and at worst show a second prompt, and a prompt raised under a soft ask would
/// leave that soft ask's "Continue" leading nowhere. So a launch about to prompt first waits
/// for the soft ask on screen for its source, then joins the request that soft ask led to.
///
/// Every wait here ends early, through ``waits``, when its launch's task is cancelled or its
/// screen is released; the request or soft ask goes on for the others. A request all waiters
/// left still counts as in flight until it ends, so a later launch joins it rather than asking
/// again.
@MainActor
@usableFromInline
final class RequestCoalescer {
  /// Launches waiting for each source's answer, in the order they arrived. A source is present,
  /// perhaps with no waiters left, exactly while its request is in flight.
  private var answerWaiters: [MediaSource: [(id: Int, continuation: Continuation)]] = [:]
  /// The soft ask on screen for each source, by the id ``beginSoftAsk(about:)`` gave it.
  private var softAskOnScreen: [MediaSource: Int] = [:]
  private var nextSoftAskID = 0
  /// Launches waiting for the soft ask on screen for each source to end.
  private var softAskWaiters:
    [MediaSource: [(id: Int, continuation: CheckedContinuation<Bool, Never>)]] =
      [:]
  /// Sources whose latest refusal has been explained with a "denied" dialog.
  private var explainedRefusals: Set<MediaSource> = []

  /// The waits that end early on cancellation or release, shared with the launches' dialogs.
  let waits = EarlyEndingWaits()

  private typealias Continuation = CheckedContinuation<AuthorizationStatus?, Never>

  @usableFromInline
  nonisolated init() {}

  /// Whether the system is being asked about `source` right now.
  func isAsking(about source: MediaSource) -> Bool {
    answerWaiters[source] != nil
  }

  /// The system's answer for `source`: joins the request in flight, or starts one with `ask`.
  ///
  /// - Parameters:
  ///   - source: The source to ask about.
  ///   - ask: Asks the system; called only when no request for `source` is in flight.
  ///   - isAbandoned: Checked while waiting; once it returns `true`, the wait ends with `nil`.
  ///     Pass `nil` when only cancelling the task should end it.
  ///   - softAsk: The soft ask that led to this request, ended once the request is in flight
  ///     (not before: a launch woken by its end must find the request to join).
  ///   - events: Where the prompt and its answer are reported, when this launch makes the
  ///     request; a launch that joins one reports neither.
  /// - Returns: The resulting status, or `nil` when the calling task was cancelled or the wait
  ///   was abandoned first.
  func answer(
    for source: MediaSource,
    askingWith ask: @escaping @Sendable (MediaSource) async -> AuthorizationStatus,
    abandonedWhen isAbandoned: (() -> Bool)?,
    endingSoftAsk softAsk: Int? = nil,
    reporting events: LaunchEvents
  ) async -> AuthorizationStatus? {
    let status = await waits.wait(
      orEarly: AuthorizationStatus?.none, abandonedWhen: isAbandoned,
      register: { id, continuation in
        if answerWaiters[source] != nil {
          answerWaiters[source]?.append((id, continuation))
        } else {
          answerWaiters[source] = [(id, continuation)]
          explainedRefusals.remove(source)
          events.report(.systemPromptShown, about: source)
          Task {
            // Detached so the system call never runs on the main actor, whatever isolation the
            // caller's closure type would otherwise inherit: the frameworks answer on queues of
            // their own.
            let status = await Task.detached { await ask(source) }.value
            // Before any waiting launch settles, and even when the launch that asked has ended.
            events.report(.systemPromptAnswered(status), about: source)
            self.deliver(status, for: source)
          }
        }
        if let softAsk { endSoftAsk(softAsk, about: source) }
      },
      withdraw: { id in self.withdrawAnswerWaiter(id, for: source) })
    // A wait that ended before it began leaves the soft ask to end here.
    if let softAsk { endSoftAsk(softAsk, about: source) }
    return status
  }

  private func deliver(_ status: AuthorizationStatus, for source: MediaSource) {
    for waiter in answerWaiters.removeValue(forKey: source) ?? [] {
      waits.finished(waiter.id)
      waiter.continuation.resume(returning: status)
    }
  }

  private func withdrawAnswerWaiter(_ id: Int, for source: MediaSource) -> Continuation? {
    guard let index = answerWaiters[source]?.firstIndex(where: { $0.id == id }) else { return nil }
    return answerWaiters[source]?.remove(at: index).continuation
  }

  // MARK: - Soft asks

  /// Whether a soft ask about `source` is on screen.
  func isShowingSoftAsk(about source: MediaSource) -> Bool {
    softAskOnScreen[source] != nil
  }

  /// Marks a soft ask about `source` as on screen until ``endSoftAsk(_:about:)``.
  ///
  /// - Returns: The soft ask's id, which ends it and no later one.
  func beginSoftAsk(about source: MediaSource) -> Int {
    let id = nextSoftAskID
    nextSoftAskID += 1
    softAskOnScreen[source] = id
    return id
  }

  /// Marks the soft ask `id` as answered or dismissed, waking the launches that waited for it.
  /// Does nothing if that soft ask has already ended.
  func endSoftAsk(_ id: Int, about source: MediaSource) {
    guard softAskOnScreen[source] == id else { return }
    softAskOnScreen[source] = nil
    for waiter in softAskWaiters.removeValue(forKey: source) ?? [] {
      waits.finished(waiter.id)
      waiter.continuation.resume(returning: true)
    }
  }

  /// Returns once no soft ask about `source` is on screen.
  ///
  /// - Parameter isAbandoned: Checked while waiting; once it returns `true`, the wait ends.
  /// - Returns: `false` when the wait ended because the task was cancelled or the launch was
  ///   abandoned.
  func softAskEnded(
    about source: MediaSource, abandonedWhen isAbandoned: (() -> Bool)?
  ) async -> Bool {
    guard isShowingSoftAsk(about: source) else { return true }
    return await waits.wait(
      orEarly: false, abandonedWhen: isAbandoned,
      register: { id, continuation in softAskWaiters[source, default: []].append((id, continuation))
      },
      withdraw: { id in
        guard let index = self.softAskWaiters[source]?.firstIndex(where: { $0.id == id }) else {
          return nil
        }
        return self.softAskWaiters[source]?.remove(at: index).continuation
      })
  }

  // MARK: - Explaining a refusal

  /// Claims the one "denied" dialog that explains the latest refusal of `source`: `true` for
  /// the first launch to ask since that request began, `false` for every other.
  func claimRefusalExplanation(for source: MediaSource) -> Bool {
    explainedRefusals.insert(source).inserted
  }
}
