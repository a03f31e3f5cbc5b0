package import MediaAccess

/// The SwiftUI modifier's side of the limited-library picker, free of SwiftUI: one wait at a
/// time while `isPresented` is `true`, and an end to it when the view goes.
///
/// SwiftUI removes a view's controller without waiting for anything it started, and a wait
/// never ended would leave `isPresented` `true` and `onCompletion` uncalled: the view going
/// away ends the wait as a cancelled call does, with
/// ``MediaAccess/LimitedLibraryPickerOutcome/closed(newlySelected:)`` and no identifiers.
@MainActor
package final class LimitedLibraryPickerRequest {
  private var wait: Task<Void, Never>?

  /// Creates a request with no wait.
  package init() {}

  /// Whether a wait is running.
  package var isWaiting: Bool { wait != nil }

  /// Starts `run` unless a wait is running, and hands its outcome to `finish`.
  ///
  /// - Parameters:
  ///   - run: The wait: ``LimitedLibraryPickerWait/run(from:authority:timing:sleep:photosShowsThePicker:present:)``.
  ///   - finish: Called once with the outcome, after the request has stopped waiting.
  package func start(
    _ run: @escaping @MainActor () async -> LimitedLibraryPickerOutcome,
    finish: @escaping @MainActor (LimitedLibraryPickerOutcome) -> Void
  ) {
    guard wait == nil else { return }
    wait = Task { @MainActor in
      let outcome = await run()
      self.wait = nil
      finish(outcome)
    }
  }

  /// The view that asked for the picker went away: the wait ends.
  package func viewWentAway() {
    wait?.cancel()
  }
}
