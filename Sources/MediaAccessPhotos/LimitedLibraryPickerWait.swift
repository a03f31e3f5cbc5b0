package import MediaAccess

/// The limited-library picker, from the status check to the caller's resumption: the part of
/// `presentLimitedLibraryPickerIfLimited()` and `limitedLibraryPicker(isPresented:…)` that is
/// not Photos or UIKit, tested against a simulated UIKit.
///
/// Photos presents the picker itself and calls one completion handler, on a queue of its own,
/// "when the user finishes their selection", with the newly selected identifiers: that report
/// ends the wait. Watching the picker (as the presenting controller's presented controller,
/// which nothing documents) can only end the wait early, and only once the picker has been
/// seen to go: the report then has a short while to come. UIKit may refuse to present the
/// picker after the window check passed (another presentation starting in the same turn), and
/// Photos then never reports: a picker not seen on the presenting controller within
/// `timing.appearance` is taken as refused, and the wait ends
/// ``LimitedLibraryPickerOutcome/notShown`` with a diagnostic. A report that comes after that is
/// ignored.
@MainActor
package final class LimitedLibraryPickerWait {
  /// How often the picker is looked at, and how long the report may lag behind it.
  package struct Timing: Sendable {
    /// The time between two looks at the presenting controller.
    package var poll: Duration
    /// How long Photos' report may come after the picker has been seen to go.
    package var lateReport: Duration
    /// How long the picker may take to appear on the presenting controller before the
    /// presentation is taken as refused.
    package var appearance: Duration

    /// Creates a timing.
    ///
    /// - Parameters:
    ///   - poll: The time between two looks.
    ///   - lateReport: The bound for the report once the picker has been seen to go.
    ///   - appearance: The bound for the picker to appear.
    package init(poll: Duration, lateReport: Duration, appearance: Duration) {
      self.poll = poll
      self.lateReport = lateReport
      self.appearance = appearance
    }

    /// The timing of the Apple glue: a look every quarter second, two seconds for the report
    /// once the picker has gone, and five for the picker to appear.
    package static let standard = Timing(
      poll: .milliseconds(250), lateReport: .seconds(2), appearance: .seconds(5))
  }

  /// What the wait came to, once it has ended.
  private var outcome: LimitedLibraryPickerOutcome?
  /// The caller, while it waits.
  private var caller: CheckedContinuation<LimitedLibraryPickerOutcome, Never>?

  private init() {}

  /// Shows the limited-library picker when the read/write status is `limited` and returns how
  /// it ended, exactly once: when Photos reports, shortly after the picker has been seen to
  /// go, when it was never seen to appear, or when the calling task is cancelled.
  ///
  /// - Parameters:
  ///   - screen: The controller to present from; the picker goes on top of its chain, after
  ///     any transition in progress.
  ///   - authority: The authority whose status is read now, before anything is shown.
  ///   - timing: The look interval and the report's bound once the picker has gone.
  ///   - sleep: Waits for a duration; tests pass a clock they advance.
  ///   - photosShowsThePicker: Whether Photos will show the picker: only while the app's real
  ///     library access is limited, whatever `authority` says ("this method will do nothing",
  ///     the header says, and calls no handler). When it will not, the wait ends
  ///     ``LimitedLibraryPickerOutcome/notShown`` at once instead of waiting for a report that
  ///     never comes.
  ///   - present: Asks Photos to present the picker from the given controller, handing it the
  ///     completion handler (`@Sendable`, formed outside the main actor: Photos calls it on a
  ///     queue of its own).
  /// - Returns: What the picker came to.
  package static func run<Host: ModalPresenting>(
    from screen: Host,
    authority: PhotoLibraryAuthority,
    timing: Timing = .standard,
    sleep: @escaping @MainActor (Duration) async -> Void = { try? await Task.sleep(for: $0) },
    photosShowsThePicker: () -> Bool,
    present: (Host, @escaping @Sendable ([String]) -> Void) -> Void
  ) async -> LimitedLibraryPickerOutcome where Host.Modal == Host {
    // Photos "does nothing" unless access is limited; neither does this.
    let status = authority.status(for: .readWrite)
    guard status == .limited else { return .notLimited(status) }
    guard photosShowsThePicker() else { return .notShown }
    var host = screen.topMostModal
    while await waitForTransition(on: host) {
      host = screen.topMostModal
    }
    guard host.isInWindow else { return .notShown }
    let wait = LimitedLibraryPickerWait()
    present(host, completionHandler(delivering: wait))
    return await wait.end(watching: host, timing: timing, sleep: sleep)
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
    finish(.closed(newlySelected: identifiers))
  }

  /// Ends the wait with `outcome`, unless it has ended already.
  private func finish(_ outcome: LimitedLibraryPickerOutcome) {
    guard self.outcome == nil else { return }
    self.outcome = outcome
    caller?.resume(returning: outcome)
    caller = nil
  }

  /// Waits for the end: Photos' report, the picker seen gone for `timing.lateReport`, never
  /// seen for `timing.appearance`, or the calling task cancelled.
  private func end(
    watching host: some ModalPresenting,
    timing: Timing,
    sleep: @escaping @MainActor (Duration) async -> Void
  ) async -> LimitedLibraryPickerOutcome {
    let watch = Task { await self.watch(host, timing: timing, sleep: sleep) }
    defer { watch.cancel() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if let outcome {
          continuation.resume(returning: outcome)
        } else {
          caller = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in self.finish(.closed(newlySelected: [])) }
    }
  }

  /// Looks at the presenting controller until the wait ends; ends it once the picker, having
  /// been seen, has been gone for `timing.lateReport`, or when it has not appeared within
  /// `timing.appearance`: UIKit refused to present it, and Photos will never report.
  private func watch(
    _ host: some ModalPresenting,
    timing: Timing,
    sleep: @MainActor (Duration) async -> Void
  ) async {
    var hasAppeared = false
    var goneFor = Duration.zero
    var unseenFor = Duration.zero
    while outcome == nil, !Task.isCancelled {
      if !hasAppeared, host.presentedModal == nil {
        if unseenFor >= timing.appearance {
          PresentationLog.report(
            "MediaAccess: the limited-library picker did not appear: UIKit refused to present "
              + "it (another presentation may have started at the same time). Nothing was shown.")
          finish(.notShown)
          return
        }
        unseenFor += timing.poll
      }
      if host.presentedModal != nil {
        hasAppeared = true
        goneFor = .zero
      } else if hasAppeared {
        if goneFor >= timing.lateReport {
          finish(.closed(newlySelected: []))
          return
        }
        goneFor += timing.poll
      }
      await sleep(timing.poll)
    }
  }
}
