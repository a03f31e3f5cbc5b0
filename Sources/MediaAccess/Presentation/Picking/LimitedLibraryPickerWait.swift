/// The limited-library picker, from the status check to the caller's resumption: the part of
/// `presentLimitedLibraryPickerIfLimited()` and `limitedLibraryPicker(isPresented:…)` that is
/// not Photos or UIKit, tested against a simulated UIKit.
///
/// Photos presents the picker itself and reports through one completion handler, on a queue of
/// its own, with the newly selected identifiers. Nothing documents that the handler always
/// comes, so the wait is bounded: the picker is watched as the presenting controller's
/// presented controller, and once it has gone the handler has a short time to arrive; a picker
/// that never appears ends the wait too.
@MainActor
package final class LimitedLibraryPickerWait {
  /// How often the picker is looked at, and how long each bound is.
  package struct Timing: Sendable {
    /// The time between two looks at the presenting controller.
    package var poll: Duration
    /// How long the picker may take to appear before the wait ends ``LimitedLibraryPickerOutcome/notShown``.
    package var appearance: Duration
    /// How long Photos' report may come after the picker has gone.
    package var lateReport: Duration

    /// Creates a timing.
    ///
    /// - Parameters:
    ///   - poll: The time between two looks.
    ///   - appearance: The bound for the picker to appear.
    ///   - lateReport: The bound for the report once the picker has gone.
    package init(poll: Duration, appearance: Duration, lateReport: Duration) {
      self.poll = poll
      self.appearance = appearance
      self.lateReport = lateReport
    }

    /// The timing of the Apple glue: a look every quarter second; the out-of-process picker
    /// gets ten seconds to appear, and its report two seconds after it has gone.
    package static let standard = Timing(
      poll: .milliseconds(250), appearance: .seconds(10), lateReport: .seconds(2))
  }

  private var newlySelected: [String]?

  private init() {}

  /// Shows the limited-library picker when the read/write status is `limited` and returns how
  /// it ended, exactly once and in bounded time after the picker has gone.
  ///
  /// - Parameters:
  ///   - screen: The controller to present from; the picker goes on top of its chain, after
  ///     any transition in progress.
  ///   - authority: The authority whose status is read now, before anything is shown.
  ///   - timing: The look interval and the bounds.
  ///   - sleep: Waits for a duration; tests pass a clock they advance.
  ///   - present: Asks Photos to present the picker from the given controller, handing it the
  ///     completion handler (`@Sendable`, formed outside the main actor: Photos calls it on a
  ///     queue of its own).
  /// - Returns: What the picker came to.
  package static func run<Host: ModalPresenting>(
    from screen: Host,
    authority: PhotoLibraryAuthority,
    timing: Timing = .standard,
    sleep: @escaping @MainActor (Duration) async -> Void = { try? await Task.sleep(for: $0) },
    present: (Host, @escaping @Sendable ([String]) -> Void) -> Void
  ) async -> LimitedLibraryPickerOutcome where Host.Modal == Host {
    // The no-completion form "does nothing" unless access is limited; neither does this.
    let status = authority.status(for: .photoLibrary(.readWrite))
    guard status == .limited else { return .notLimited(status) }
    var host = screen.topMostModal
    while await waitForTransition(on: host) {
      host = screen.topMostModal
    }
    guard host.isInWindow else { return .notShown }
    let wait = LimitedLibraryPickerWait()
    present(host, completionHandler(delivering: wait))
    return await wait.outcome(watching: host, timing: timing, sleep: sleep)
  }

  /// Waits for the transition in progress on `host`, if any; `true` when there was one.
  private static func waitForTransition<Host: ModalPresenting>(on host: Host) async -> Bool {
    var waited = false
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      waited = host.runAfterTransition { continuation.resume() }
      if !waited { continuation.resume() }
    }
    return waited
  }

  /// The handler Photos calls, on a queue of its own: formed here, outside the main actor, so
  /// it does not inherit it (Tests/AppleSDKStubs/README.md, rule 4); it only hops to the main
  /// actor with the identifiers.
  private nonisolated static func completionHandler(
    delivering wait: LimitedLibraryPickerWait
  ) -> @Sendable ([String]) -> Void {
    { identifiers in Task { @MainActor in wait.deliver(identifiers) } }
  }

  private func deliver(_ identifiers: [String]) {
    // Only the first report counts.
    if newlySelected == nil { newlySelected = identifiers }
  }

  private func outcome(
    watching host: some ModalPresenting,
    timing: Timing,
    sleep: @MainActor (Duration) async -> Void
  ) async -> LimitedLibraryPickerOutcome {
    var hasAppeared = false
    var waited = Duration.zero
    while true {
      if let newlySelected { return .closed(newlySelected: newlySelected) }
      if Task.isCancelled { return .closed(newlySelected: []) }
      if host.presentedModal != nil {
        hasAppeared = true
        waited = .zero
      } else if hasAppeared {
        // The picker has gone: its report gets a short while, then the wait ends.
        if waited >= timing.lateReport { return .closed(newlySelected: []) }
        waited += timing.poll
      } else {
        if waited >= timing.appearance { return .notShown }
        waited += timing.poll
      }
      await sleep(timing.poll)
    }
  }
}
