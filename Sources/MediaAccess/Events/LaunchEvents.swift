/// Where one launch reports its ``AccessEvent``s: the screen's observer, read once when the
/// launch starts (so that a launch whose screen is released still reports how it ended), and
/// which launch the events belong to.
///
/// Every report first tests the observer: with ``AccessEventObserver/disabled``, the default,
/// no event is built.
struct LaunchEvents: Sendable {
  let observer: AccessEventObserver
  let launch: AccessEvent.Launch

  /// - Parameters:
  ///   - observer: The screen's observer.
  ///   - launch: The launch the events belong to.
  init(_ observer: AccessEventObserver, launch: AccessEvent.Launch) {
    self.observer = observer
    self.launch = launch
  }

  /// Reports that `kind` happened about `source`, unless the observer is disabled.
  @MainActor
  func report(_ kind: AccessEvent.Kind, about source: MediaSource) {
    guard let handler = observer.handler else { return }
    handler(AccessEvent(kind, source: source, launch: launch))
  }
}
