import Foundation
import MediaAccess

/// A source's system scripted read by read, as an app's own system or the closures of an
/// authority see it: each status read takes the next of the scripted reads, and once those are
/// used up the status is the last of them, or the answer given since. Asking answers the
/// scripted answer while that status is undecided, and otherwise the status as it is, without a
/// prompt, as the real system does.
final class StatusScript: SourceSystem, @unchecked Sendable {
  // `@unchecked Sendable`: every stored property is read and written only under `lock`.
  private let lock = NSLock()
  private var reads: [AuthorizationStatus]
  private var current: AuthorizationStatus
  private let answer: AuthorizationStatus
  private var requests = 0
  private var statusReads = 0
  private var holding = false
  private var held: [CheckedContinuation<Void, Never>] = []

  /// - Parameters:
  ///   - reads: What the status reads, one read after another.
  ///   - answer: What the user answers in the system prompt.
  init(reads: [AuthorizationStatus], answer: AuthorizationStatus = .authorized) {
    self.reads = reads
    self.current = reads.last ?? .notDetermined
    self.answer = answer
  }

  /// How many times the system was asked.
  var requestCount: Int { lock.withLock { requests } }

  /// How many times the status was read.
  var statusReadCount: Int { lock.withLock { statusReads } }

  /// Decides the status now, as the user would elsewhere; the scripted reads left are dropped.
  func setStatus(_ status: AuthorizationStatus) {
    lock.withLock {
      reads = []
      current = status
    }
  }

  func status() -> AuthorizationStatus {
    lock.withLock {
      statusReads += 1
      return reads.isEmpty ? current : reads.removeFirst()
    }
  }

  /// Keeps the system's answers back until ``releaseHeldAnswers()``, so that launches can meet
  /// while a request is in flight.
  func holdAnswers() {
    lock.withLock { holding = true }
  }

  /// Answers every request held back, and stops holding.
  func releaseHeldAnswers() {
    let released = lock.withLock {
      holding = false
      defer { held = [] }
      return held
    }
    for request in released { request.resume() }
  }

  func requestAccess() async -> AuthorizationStatus {
    await withCheckedContinuation { request in
      let holds = lock.withLock {
        requests += 1
        if holding { held.append(request) }
        return holding
      }
      if !holds { request.resume() }
    }
    return lock.withLock {
      if current == .notDetermined { current = answer }
      return current
    }
  }

  func isAvailable() -> Bool { true }

  func usageDescription(for key: UsageDescriptionKey) -> String? { "Dictates notes." }

  /// The camera's authority made from closures over this script, as an app makes one.
  var cameraAuthority: CameraAuthority {
    CameraAuthority(
      status: { _ in self.status() },
      requestAccess: { _ in await self.requestAccess() },
      isAvailable: { _ in self.isAvailable() },
      usageDescription: { self.usageDescription(for: $0) })
  }

  /// The authority of an app's own source over this script.
  var dictationAuthority: SourceAuthority<Dictation> {
    SourceAuthority(Dictation(), system: self)
  }
}

/// Dictation, a source of an app's own: its description.
struct Dictation: SourceDescription, SourceKind {
  var name: String { "dictation" }

  var usageDescriptionKey: UsageDescriptionKey {
    UsageDescriptionKey(rawValue: "NSSpeechRecognitionUsageDescription")
  }

  func title(for reason: AccessAlert.Reason) -> String {
    "Dictation \(reason.rawValue)"
  }

  func message(for reason: AccessAlert.Reason) -> String {
    "Dictation is \(reason.rawValue)."
  }
}
