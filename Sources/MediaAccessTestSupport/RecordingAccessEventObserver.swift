public import MediaAccess

/// Records the ``MediaAccess/AccessEvent``s a screen's launches report, for a test to compare.
///
/// Return ``observer`` from the screen's `accessEventObserver`, launch, and read ``events``:
///
/// ```swift
/// let events = RecordingAccessEventObserver()
/// // screen.accessEventObserver returns events.observer
/// _ = await screen.authorizeCamera()
/// XCTAssertEqual(events.kinds, [.systemPromptShown, .systemPromptAnswered(.authorized),
///                               .launchEnded(.authorized)])
/// ```
///
/// Events arrive on the main actor, when they happen: a closure-form launch that asks the
/// system reports its later events after the call returns, so wait for its completion first.
@MainActor
public final class RecordingAccessEventObserver {
  /// Every event received, in order.
  public private(set) var events: [AccessEvent] = []

  /// Creates a recorder with nothing recorded.
  public init() {}

  /// What happened, in order, without the source and launch: enough for a test of one
  /// source's launch.
  public var kinds: [AccessEvent.Kind] {
    events.map(\.kind)
  }

  /// The events about `source`, in order.
  ///
  /// - Parameter source: The source to keep.
  /// - Returns: Those of ``events`` whose ``MediaAccess/AccessEvent/source`` is `source`.
  public func events(about source: MediaSource) -> [AccessEvent] {
    events.filter { $0.source == source }
  }

  /// Forgets every event recorded so far, to look at the next launch alone.
  public func removeAll() {
    events.removeAll()
  }

  /// The observer to inject; it holds this recorder weakly.
  public nonisolated var observer: AccessEventObserver {
    AccessEventObserver { [weak self] event in
      self?.events.append(event)
    }
  }
}
