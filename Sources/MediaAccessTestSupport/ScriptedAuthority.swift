public import MediaAccess
internal import Foundation

/// A stand-in for the system, scripted by a test: the status of each source, the answer the
/// "user" gives in the system prompt, whether the hardware exists and the app's usage texts.
///
/// Inject ``cameraAuthority``, ``microphoneAuthority`` or ``photoLibraryAuthority`` into the
/// screen under test; they share one script. After an answer the status becomes that
/// answer, as the real system remembers it. ``holdAnswers()`` keeps answers back so a test can
/// launch many times while one request is in flight, then ``releaseHeldAnswers(keepHolding:)``
/// answers them (and stops holding, unless told to keep holding).
///
/// ```swift
/// let system = ScriptedAuthority(status: [.camera: .notDetermined], answers: [.camera: .denied])
/// let screen = ProfileViewController(cameraAuthority: system.cameraAuthority)
/// let outcome = await screen.authorizeCamera()
/// XCTAssertEqual(outcome, .denied)
/// XCTAssertEqual(system.requestCount(for: .camera), 1)
/// ```
public final class ScriptedAuthority: Sendable {
  /// The untyped authority behind the typed ones, for the package's own tests.
  package let authority: MediaAuthority
  private let script: LockedScript

  /// Creates a script. Unlisted sources are `notDetermined`, answered `authorized`, present,
  /// and described in Info.plist. A source of the app's own is scripted like the package's:
  /// list it by its `MediaSource`, and inject ``authority(for:)``.
  ///
  /// - Parameters:
  ///   - status: The current status per source.
  ///   - answers: What the user answers in the system prompt, per source.
  ///   - unavailable: Sources the device lacks.
  ///   - usageDescriptions: Info.plist texts per key; a key mapped to `nil` is missing.
  public init(
    status: [MediaSource: AuthorizationStatus] = [:],
    answers: [MediaSource: AuthorizationStatus] = [:],
    unavailable: Set<MediaSource> = [],
    usageDescriptions: [UsageDescriptionKey: String?] = [:]
  ) {
    let script = LockedScript(
      Script(
        status: status, answers: answers, unavailable: unavailable,
        usageDescriptions: usageDescriptions))
    self.script = script
    self.authority = MediaAuthority(
      MediaSource.builtIns.map { source in (source, ScriptedSource(source, in: script)) })
  }

  /// An authority over this script made as the live ones are, with usage descriptions fixed
  /// when it is made; its status, hardware and requests are the script's, so every setter but
  /// ``setUsageDescription(_:for:)``, and every counter, applies. For the package's tests of
  /// the live authorities' shape.
  ///
  /// - Parameter descriptions: Info.plist texts per key; a key absent or mapped to `nil` is
  ///   missing.
  /// - Returns: A new authority, whose requests coalesce apart from ``authority``'s.
  package func authority(
    fixingUsageDescriptions descriptions: [UsageDescriptionKey: String?]
  ) -> MediaAuthority {
    let texts = descriptions.compactMapValues { $0 }
    return MediaAuthority(
      MediaSource.builtIns.map { source in
        (source, ScriptedSource(source, in: script, texts: texts))
      }, textsAreFixed: true)
  }
}

// MARK: - Authorities

extension ScriptedAuthority {
  /// The authority of a source of the app's own over this script, to inject as the screen's:
  /// the same value on every call, so that every launch shares its prompt. Its status, answers,
  /// hardware, held answers and counts are this script's, under `MediaSource(source)`.
  ///
  /// ```swift
  /// let speech = SpeechRecognition()
  /// let system = ScriptedAuthority(status: [MediaSource(speech): .denied])
  /// let screen = DictationScreen(speechAuthority: system.authority(for: speech))
  /// ```
  ///
  /// - Parameter source: The source's description.
  /// - Returns: The source's authority, reading and asking this script.
  public func authority<Kind: SourceDescription & SourceKind>(
    for source: Kind
  ) -> SourceAuthority<Kind> {
    let named = MediaSource(source)
    return script.withLock { state in
      if let made = state.ownAuthorities[named] as? SourceAuthority<Kind> { return made }
      let made = SourceAuthority(source, system: ScriptedSource(named, in: script))
      state.ownAuthorities[named] = made
      return made
    }
  }

  /// The camera authority to inject: return it from a screen's `cameraAuthority`.
  ///
  /// It and ``photoLibraryAuthority`` read this one script and share its requests in flight.
  public var cameraAuthority: CameraAuthority {
    CameraAuthority(authority)
  }

  /// The microphone authority to inject: return it from a screen's `microphoneAuthority`.
  public var microphoneAuthority: MicrophoneAuthority {
    MicrophoneAuthority(authority)
  }

  /// The photo library authority to inject: return it from a screen's
  /// `photoLibraryAuthority`.
  public var photoLibraryAuthority: PhotoLibraryAuthority {
    PhotoLibraryAuthority(authority)
  }
}

// MARK: - Scripting

extension ScriptedAuthority {
  /// Sets the status the system reports for a source, as if the user changed it in Settings.
  ///
  /// - Parameters:
  ///   - status: The new status.
  ///   - source: The source it applies to.
  public func setStatus(_ status: AuthorizationStatus, for source: MediaSource) {
    script.withLock { $0.status[source] = status }
  }

  /// Sets what the user answers when the system asks about a source.
  ///
  /// - Parameters:
  ///   - answer: The resulting status, such as `.authorized`, `.limited` or `.denied`.
  ///   - source: The source it applies to.
  public func setAnswer(_ answer: AuthorizationStatus, for source: MediaSource) {
    script.withLock { $0.answers[source] = answer }
  }

  /// Sets whether the device has a source.
  ///
  /// - Parameters:
  ///   - isAvailable: `false` to script a device without it, such as the Simulator's camera.
  ///   - source: The source it applies to.
  public func setAvailable(_ isAvailable: Bool, for source: MediaSource) {
    script.withLock {
      if isAvailable { $0.unavailable.remove(source) } else { $0.unavailable.insert(source) }
    }
  }

  /// Sets or removes the app's Info.plist text for a usage-description key.
  ///
  /// - Parameters:
  ///   - text: The text, or `nil` to script a missing key.
  ///   - key: The key it applies to.
  public func setUsageDescription(_ text: String?, for key: UsageDescriptionKey) {
    script.withLock { $0.usageDescriptions[key] = .some(text) }
  }

  /// Keeps the answers to system requests back, from now until ``releaseHeldAnswers(keepHolding:)``
  /// stops holding: each request the screen makes waits, as the real system's prompt waits for
  /// the user, and counts in ``heldRequestCount``.
  public func holdAnswers() {
    script.withLock { $0.isHolding = true }
  }

  /// Answers every held request with the scripted answer, oldest first, and, unless
  /// `keepHolding` is `true`, stops holding.
  ///
  /// After `releaseHeldAnswers()` a request is answered at once, as before ``holdAnswers()``.
  /// To let the requests held so far through and hold the next one (the microphone's, asked as
  /// soon as the camera's is answered), pass `keepHolding: true`: both happen in one step, so
  /// no request slips through between them, whatever thread makes it.
  ///
  /// - Parameter keepHolding: Whether requests made from now on are held too.
  public func releaseHeldAnswers(keepHolding: Bool = false) {
    script.releaseHeld(keepHolding: keepHolding)
  }

  /// Answers every held request with the scripted answer and goes on holding, in one step, so
  /// that a request made as soon as one is answered (the microphone's, after the camera's) is
  /// held too, whatever thread makes it.
  package func answerHeldAndKeepHolding() {
    script.releaseHeld(keepHolding: true)
  }
}

// MARK: - Observing

extension ScriptedAuthority {
  /// How many times the system was asked about a source.
  ///
  /// - Parameter source: The source.
  /// - Returns: The number of system requests so far.
  public func requestCount(for source: MediaSource) -> Int {
    script.withLock { $0.requestCounts[source, default: 0] }
  }

  /// How many times a source's status was read.
  ///
  /// - Parameter source: The source.
  /// - Returns: The number of status reads so far.
  public func statusReadCount(for source: MediaSource) -> Int {
    script.withLock { $0.statusReadCounts[source, default: 0] }
  }

  /// How many system requests were made on the main thread; rule 4 of
  /// Tests/AppleSDKStubs/README.md wants none.
  package var requestsOnMainThread: Int {
    script.withLock { $0.requestsOnMainThread }
  }

  /// Every system request so far, by source, in the order they were made: the video-capture
  /// suite reads it to check that the camera is asked before the microphone.
  package var requestedSources: [MediaSource] {
    script.withLock { $0.requestLog }
  }

  /// The sources of the requests held back right now, oldest first.
  package var heldSources: [MediaSource] {
    script.withLock { $0.held.map(\.source) }
  }

  /// How many requests are being held back right now.
  public var heldRequestCount: Int {
    script.withLock { $0.held.count }
  }

  /// Waits until at least `count` requests are held back, or `bound` has passed, without
  /// reporting anything: for the `media-access` tool, which has no test to fail. Tests call
  /// `waitForHeldRequests(_:timeout:)` from MediaAccessTesting, which reports a wait that gives
  /// up.
  ///
  /// - Parameters:
  ///   - count: The number of held requests to wait for.
  ///   - bound: How long to wait at most.
  /// - Returns: Whether that many requests were held in time.
  package func heldRequestsReach(_ count: Int, within bound: Duration) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: bound)
    while heldRequestCount < count {
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return true
  }
}

// MARK: - Script state

/// The mutable script, with every access under one lock.
struct Script: Sendable {
  var status: [MediaSource: AuthorizationStatus]
  var answers: [MediaSource: AuthorizationStatus]
  var unavailable: Set<MediaSource>
  /// The scripted texts; a key mapped to `nil` is missing, and an unlisted key is described.
  var usageDescriptions: [UsageDescriptionKey: String?]
  var isHolding = false
  var held: [(source: MediaSource, reply: CheckedContinuation<AuthorizationStatus, Never>)] = []
  var requestCounts: [MediaSource: Int] = [:]
  var requestLog: [MediaSource] = []
  var statusReadCounts: [MediaSource: Int] = [:]
  var requestsOnMainThread = 0
  /// The authorities of the app's own sources made over the script, one per source.
  var ownAuthorities: [MediaSource: any Sendable] = [:]

  func usageDescription(for key: UsageDescriptionKey) -> String? {
    usageDescriptions[key] ?? "Scripted usage description for \(key.rawValue)."
  }

  mutating func readStatus(_ source: MediaSource) -> AuthorizationStatus {
    statusReadCounts[source, default: 0] += 1
    return status[source] ?? .notDetermined
  }

  /// Records the user's answer the way the system does: an answer sticks as the new status.
  mutating func answer(_ source: MediaSource) -> AuthorizationStatus {
    let answer = answers[source] ?? .authorized
    status[source] = answer
    return answer
  }
}

/// The script behind a lock, which each source's ``ScriptedSource`` reads and asks.
/// `@unchecked Sendable` is safe
/// because every read and write of `state` happens inside `lock`, and continuations are resumed
/// only after it is released.
final class LockedScript: @unchecked Sendable {
  private let lock = NSLock()
  private var state: Script

  init(_ state: Script) {
    self.state = state
  }

  func withLock<Result>(_ body: (inout Script) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&state)
  }

  func isAvailable(_ source: MediaSource) -> Bool {
    withLock { !$0.unavailable.contains(source) }
  }

  func status(for source: MediaSource) -> AuthorizationStatus {
    withLock { $0.readStatus(source) }
  }

  func requestAccess(for source: MediaSource) async -> AuthorizationStatus {
    let onMainThread = Self.isOnMainThread()
    return await withCheckedContinuation { reply in
      let answer: AuthorizationStatus? = withLock { state in
        state.requestCounts[source, default: 0] += 1
        state.requestLog.append(source)
        if onMainThread { state.requestsOnMainThread += 1 }
        if state.isHolding {
          state.held.append((source, reply))
          return nil
        }
        return state.answer(source)
      }
      if let answer { reply.resume(returning: answer) }
    }
  }

  func usageDescription(for key: UsageDescriptionKey) -> String? {
    withLock { $0.usageDescription(for: key) }
  }

  func releaseHeld(keepHolding: Bool) {
    let replies = withLock { state in
      state.isHolding = keepHolding
      let held = state.held
      state.held = []
      return held.map { ($0.reply, state.answer($0.source)) }
    }
    for (reply, answer) in replies { reply.resume(returning: answer) }
  }

  private static func isOnMainThread() -> Bool {
    Thread.isMainThread
  }
}
