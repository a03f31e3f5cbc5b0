/// Where one launch reports its ``AccessEvent``s: the screen's observer, read once when the
/// launch starts (so that a launch whose screen is released still reports how it ended), and
/// which launch the events belong to.
///
/// Every report first tests the observer: with ``AccessEventObserver/disabled``, the default,
/// no event is built, and in an authorized launch compiled into the app the test folds away.
@usableFromInline
struct LaunchEvents: Sendable {
  @usableFromInline let observer: AccessEventObserver
  @usableFromInline let launch: AccessEvent.Launch

  /// - Parameters:
  ///   - observer: The screen's observer.
  ///   - launch: The launch the events belong to.
  @inlinable
  init(_ observer: AccessEventObserver, launch: AccessEvent.Launch) {
    self.observer = observer
    self.launch = launch
  }

  /// Reports that `kind` happened about `source`, unless the observer is disabled.
  @MainActor
  @inlinable
  func report(_ kind: AccessEvent.Kind, about source: MediaSource) {
    guard let handler = observer.handler else { return }
    handler(AccessEvent(kind, source: source, launch: launch))
  }
}
