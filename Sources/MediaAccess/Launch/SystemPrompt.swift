/// Where the system is asked: one request per source at a time, shared by every launch of that
/// source on every screen that uses the same authority.
///
/// The system shows one prompt at a time and remembers the answer; asking twice would at best be
/// ignored and at worst show a second prompt. So a launch that finds a request in flight joins
/// it, and however many launches shared a request, its answer is explained at most once. A
/// request every launch has left still counts as in flight until it ends, so a later launch
/// joins it rather than asking again.
@MainActor
package final class SystemPrompt {
  /// Launches waiting for each source's answer. A source is present, perhaps with no waiters
  /// left, exactly while its request is in flight.
  private var waiters: [MediaSource: [(id: Int, continuation: Answer)]] = [:]
  /// Sources whose latest answer a launch has claimed to explain with a dialog, each with the
  /// user's reply to it while a launch holds it.
  private var explanations: [MediaSource: WeakExplanation] = [:]
  /// How many answers the system has given about each source through this authority.
  private var answerCounts: [MediaSource: Int] = [:]
  private var nextWaiter = 0

  private typealias Answer = CheckedContinuation<AuthorizationStatus?, Never>

  nonisolated init() {}

  /// Whether the system is being asked about `source` right now.
  package func isAsking(about source: MediaSource) -> Bool {
    waiters[source] != nil
  }

  /// The system's answer for `source`: joins the request in flight, or starts one with `ask`.
  ///
  /// - Parameters:
  ///   - source: The source to ask about.
  ///   - ask: Asks the system; called only when no request for `source` is in flight, off the
  ///     main actor.
  ///   - lifetime: Ends the wait early, with `nil`.
  ///   - events: Where the prompt and its answer are reported, when this launch makes the
  ///     request; a launch that joins one reports neither.
  ///   - inFlight: Runs once the request is in flight (or the wait ended before it began): a
  ///     launch woken by the soft ask that led here must find the request to join.
  /// - Returns: The resulting status, or `nil` when the lifetime ended first.
  func answer(
    for source: MediaSource,
    asking ask: @escaping @Sendable (MediaSource) async -> AuthorizationStatus,
    lifetime: LaunchLifetime,
    reporting events: LaunchEvents,
    inFlight: () -> Void
  ) async -> AuthorizationStatus? {
    let id = nextWaiter
    nextWaiter += 1
    let status = await lifetime.wait(
      orEarly: AuthorizationStatus?.none,
      register: { continuation in
        if waiters[source] != nil {
          waiters[source]?.append((id, continuation))
        } else {
          waiters[source] = [(id, continuation)]
          explanations[source] = nil
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
        inFlight()
      },
      withdraw: { self.withdraw(id, for: source) })
    inFlight()
    return status
  }

  /// How many answers the system has given about `source` through this authority: a launch
  /// notes it at its first read, and a status it reads later is an answer the user gave only
  /// if this has grown since.
  func answerCount(about source: MediaSource) -> Int {
    answerCounts[source, default: 0]
  }

  /// Claims the one explanation of `source`'s latest answer.
  ///
  /// - Returns: Where the claiming launch gives the user's reply to its dialog, for the first
  ///   launch to claim it since the request; `nil` for every other.
  func claimExplanation(of source: MediaSource) -> ExplanationReply? {
    guard explanations[source] == nil else { return nil }
    let reply = ExplanationReply()
    explanations[source] = WeakExplanation(reply: reply)
    return reply
  }

  /// The user's reply to the dialog another launch shows to explain `source`'s latest answer,
  /// once it is given.
  ///
  /// - Parameters:
  ///   - source: The source whose answer is explained.
  ///   - lifetime: Ends the wait early, with no tap.
  /// - Returns: `nil` when no such dialog can still be answered, and nothing is waited for;
  ///   otherwise the tap, or `.some(nil)` for a dialog gone without one or a wait ended early.
  func replyToExplanation(
    of source: MediaSource, lifetime: LaunchLifetime
  ) async -> AccessAlert.Action?? {
    // Held weakly across the wait: the dialog's handler keeps it, and dropping the dialog
    // releases it, which ends the wait.
    guard let pending = explanations[source], pending.reply != nil else { return nil }
    let id = nextWaiter
    nextWaiter += 1
    let tapped = await lifetime.wait(
      orEarly: AccessAlert.Action?.none,
      register: { continuation in
        if let reply = pending.reply {
          reply.register(id, continuation)
        } else {
          continuation.resume(returning: nil)
        }
      },
      withdraw: { pending.reply?.withdraw(id) })
    return .some(tapped)
  }

  private func deliver(_ status: AuthorizationStatus, for source: MediaSource) {
    answerCounts[source, default: 0] += 1
    for waiter in waiters.removeValue(forKey: source) ?? [] {
      waiter.continuation.resume(returning: status)
    }
  }

  private func withdraw(_ id: Int, for source: MediaSource) -> Answer? {
    guard let index = waiters[source]?.firstIndex(where: { $0.id == id }) else { return nil }
    return waiters[source]?.remove(at: index).continuation
  }
}

/// A claimed explanation, holding the reply to its dialog without keeping it alive.
private struct WeakExplanation {
  weak var reply: ExplanationReply?
}
