import Foundation
import MediaAccess

/// Many launches waiting for one system prompt the user has not answered yet.
@MainActor
enum Coalescing {
  /// How the launches are made.
  enum Form: String {
    /// `launchCamera(success:completion:)`.
    case closure = "closure form"
    /// `await authorizeCamera()`, each in its own task.
    case async = "async form"
  }

  /// What one run measured.
  struct Result {
    var launches: Int
    /// From the first launch call until every launch waits for the prompt.
    var nanosecondsToWait: Double
    /// From the user's answer until every outcome was delivered.
    var nanosecondsToDeliver: Double
    var systemRequests: Int
    var outcomesCorrect: Bool
    /// Heap bytes in use while every launch waits, above those before the first launch.
    var heapBytesAtPeak: Int?
    /// Resident-set high-water mark during the run, above the resident set before it.
    var residentBytesAtPeak: Int?
  }

  /// Makes `launches` launches for the camera against one held request, answers it, and
  /// measures.
  static func run(launches: Int, form: Form) async -> Result {
    let prompt = HeldPrompt()
    let authority = MediaAuthority(
      status: { _ in prompt.status },
      requestAccess: { _ in await prompt.ask() },
      isAvailable: { _ in true },
      usageDescription: { _ in "Scan receipts with the camera." }
    )
    let screen = BenchScreen(authority: authority)
    let tally = Tally(expecting: launches)

    Memory.resetPeakResidentSet()
    let residentBefore = Memory.residentSet()
    let heapBefore = Memory.heapBytesInUse()
    let clock = ContinuousClock()
    let start = clock.now
    switch form {
    case .closure:
      for _ in 0..<launches {
        screen.launchCamera(success: { consume(1) }, completion: { tally.record($0) })
      }
    case .async:
      for _ in 0..<launches {
        Task { tally.record(await screen.authorizeCamera()) }
      }
    }
    // Launches queue on the main actor in order, and the request starts behind the first of
    // them; once it has reached the system and one more turn of the main actor has passed,
    // every launch waits.
    await prompt.waitForRequest()
    await Task { @MainActor in }.value
    let waiting = clock.now
    let heapAtPeak = Memory.heapBytesInUse()

    await withCheckedContinuation { allDelivered in
      tally.whenComplete = { allDelivered.resume() }
      prompt.answer(.authorized)
    }
    let delivered = clock.now
    let residentAfter = Memory.residentSet()

    return Result(
      launches: launches,
      nanosecondsToWait: Timing.nanoseconds(start.duration(to: waiting)),
      nanosecondsToDeliver: Timing.nanoseconds(waiting.duration(to: delivered)),
      systemRequests: prompt.requestCount,
      outcomesCorrect: tally.outcomes == [.authorized: launches],
      heapBytesAtPeak: heapAtPeak.flatMap { peak in heapBefore.map { peak - $0 } },
      residentBytesAtPeak: residentAfter.flatMap { after in
        residentBefore.map { after.peak - $0.current }
      }
    )
  }
}

/// Counts delivered outcomes and calls ``whenComplete`` once all have arrived.
@MainActor
private final class Tally {
  private let expected: Int
  private(set) var outcomes: [LaunchOutcome: Int] = [:]
  private var delivered = 0
  var whenComplete: (() -> Void)?

  init(expecting expected: Int) {
    self.expected = expected
  }

  func record(_ outcome: LaunchOutcome) {
    outcomes[outcome, default: 0] += 1
    delivered += 1
    if delivered == expected {
      whenComplete?()
      whenComplete = nil
    }
  }
}

/// A system prompt on screen: requests wait until ``answer(_:)``, and the status reads
/// `notDetermined` until then, as the system reports it.
///
/// `@unchecked Sendable` is safe because every stored property is read and written only while
/// `lock` is held, and continuations are resumed after it is released.
private final class HeldPrompt: @unchecked Sendable {
  private let lock = NSLock()
  private var answer: AuthorizationStatus?
  private var pendingReplies: [CheckedContinuation<AuthorizationStatus, Never>] = []
  private var requestWatchers: [CheckedContinuation<Void, Never>] = []
  private var requests = 0

  var status: AuthorizationStatus {
    lock.withLock { answer ?? .notDetermined }
  }

  var requestCount: Int {
    lock.withLock { requests }
  }

  /// The system request: waits for the user's answer.
  func ask() async -> AuthorizationStatus {
    await withCheckedContinuation { reply in
      let (immediate, watchers) = lock.withLock {
        requests += 1
        let watchers = requestWatchers
        requestWatchers = []
        if let answer { return (Optional(answer), watchers) }
        pendingReplies.append(reply)
        return (nil, watchers)
      }
      for watcher in watchers { watcher.resume() }
      if let immediate { reply.resume(returning: immediate) }
    }
  }

  /// Returns once the system has been asked at least once.
  func waitForRequest() async {
    await withCheckedContinuation { watcher in
      let asked = lock.withLock {
        if requests > 0 { return true }
        requestWatchers.append(watcher)
        return false
      }
      if asked { watcher.resume() }
    }
  }

  /// The user answers the prompt.
  func answer(_ status: AuthorizationStatus) {
    let replies = lock.withLock {
      answer = status
      let replies = pendingReplies
      pendingReplies = []
      return replies
    }
    for reply in replies { reply.resume(returning: status) }
  }
}
