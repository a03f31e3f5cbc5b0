import Foundation
import MediaAccess

/// A stand-in for the system in which every request waits until the test answers it, source by
/// source, in whatever order and after whatever delay the test picks; or never.
///
/// `ScriptedAuthority` holds and releases all requests at once; the stress tests need to answer
/// one source while others still wait, so they build their own authority, the way the live
/// ones are built: usage descriptions fixed when it is made. Like the real system, an answer
/// sticks as the status, and a request made once the status is decided returns it at once
/// without a prompt (it still counts as a request, which the tests forbid).
final class StressSystem: Sendable {
  /// The authority to inject; every copy shares the requests in flight.
  let authority: MediaAuthority
  private let state: LockedState

  init() {
    let state = LockedState()
    self.state = state
    authority = MediaAuthority(
      Dictionary(
        uniqueKeysWithValues: MediaSource.builtIns.map { ($0, StressSource($0, in: state)) }),
      textsAreFixed: true)
  }

  /// Starts an undetermined period: every source is `notDetermined` again (as after the user
  /// resets privacy settings) and the user will answer each with `answers[source]`.
  func beginUndeterminedPeriod(answers: [MediaSource: AuthorizationStatus]) {
    state.withLock { state in
      state.status = [:]
      state.answers = answers
      state.requestCounts = [:]
      state.period += 1
    }
  }

  /// Sets a source's status, as the user does in Settings.
  func setStatus(_ status: AuthorizationStatus, for source: MediaSource) {
    state.withLock { $0.status[source] = status }
  }

  /// The sources whose request waits for the user now.
  var waitingSources: [MediaSource] {
    state.withLock { state in
      MediaSource.builtIns.filter { !(state.waiting[$0] ?? []).isEmpty }
    }
  }

  /// System requests for `source` since the period began.
  func requestCount(for source: MediaSource) -> Int {
    state.withLock { $0.requestCounts[source, default: 0] }
  }

  /// System requests made on the main thread; rule 4 of Tests/AppleSDKStubs/README.md wants
  /// none.
  var requestsOnMainThread: Int {
    state.withLock { $0.requestsOnMainThread }
  }

  /// The user answers the prompt for `source` after `delay`: the status becomes the scripted
  /// answer, then the waiting requests return it, from a background thread.
  func answer(_ source: MediaSource, after delay: Duration) {
    let state = state
    let period = state.withLock { $0.period }
    Task.detached {
      if delay > .zero { try? await Task.sleep(for: delay) }
      let answered:
        (answer: AuthorizationStatus, replies: [CheckedContinuation<AuthorizationStatus, Never>])
      answered = state.withLock { state in
        // An answer scheduled in an earlier period must not decide this one's status: no
        // request of this period led to it.
        guard state.period == period else { return (.notDetermined, []) }
        let answer = state.answers[source] ?? .authorized
        state.status[source] = answer
        return (answer, state.waiting.removeValue(forKey: source) ?? [])
      }
      let (answer, replies) = answered
      for reply in replies { reply.resume(returning: answer) }
    }
  }
}

/// One source of the state, as the system the authority reads for it: every source is present,
/// and described, as the live authorities read an Info.plist.
private final class StressSource: SourceSystem {
  private let source: MediaSource
  private let state: LockedState

  init(_ source: MediaSource, in state: LockedState) {
    self.source = source
    self.state = state
  }

  func usageDescription(for key: UsageDescriptionKey) -> String? {
    "Stress test usage description for \(key.rawValue)."
  }

  func status() -> AuthorizationStatus {
    state.status(for: source)
  }

  func requestAccess() async -> AuthorizationStatus {
    await state.requestAccess(for: source)
  }
}

/// The system's state. `@unchecked Sendable` is safe because `state` is read and written only
/// inside `lock`, and continuations are resumed after it is released.
private final class LockedState: @unchecked Sendable {
  struct State {
    var status: [MediaSource: AuthorizationStatus] = [:]
    var answers: [MediaSource: AuthorizationStatus] = [:]
    var waiting: [MediaSource: [CheckedContinuation<AuthorizationStatus, Never>]] = [:]
    var requestCounts: [MediaSource: Int] = [:]
    var requestsOnMainThread = 0
    /// Which undetermined period this is.
    var period = 0
  }

  private let lock = NSLock()
  private var state = State()

  func withLock<Result>(_ body: (inout State) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&state)
  }

  func status(for source: MediaSource) -> AuthorizationStatus {
    withLock { $0.status[source] ?? .notDetermined }
  }

  func requestAccess(for source: MediaSource) async -> AuthorizationStatus {
    let onMainThread = Thread.isMainThread
    return await withCheckedContinuation { reply in
      let decided: AuthorizationStatus? = withLock { state in
        state.requestCounts[source, default: 0] += 1
        if onMainThread { state.requestsOnMainThread += 1 }
        if let status = state.status[source], status != .notDetermined { return status }
        state.waiting[source, default: []].append(reply)
        return nil
      }
      if let decided { reply.resume(returning: decided) }
    }
  }
}
