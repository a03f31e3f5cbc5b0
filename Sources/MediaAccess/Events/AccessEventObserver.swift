/// Receives a screen's ``AccessEvent``s: the steps of its launches a product team counts.
///
/// Return one from ``AlertPresenting/accessEventObserver`` to feed your analytics. Events
/// arrive on the main actor, in the order they happen, each once; see
/// <doc:CountingAccessEvents>.
///
/// ```swift
/// var accessEventObserver: AccessEventObserver {
///   AccessEventObserver { event in
///     analytics.log("access \(event.kind)", source: "\(event.source)")
///   }
/// }
/// ```
///
/// A launch keeps the observer it read until its last event, so the closure must not hold the
/// screen strongly: a released screen would then stay alive, and its launch would wait.
///
/// The default, ``disabled``, costs an authorized launch nothing: its launch does no observer
/// work at all.
public struct AccessEventObserver: Sendable {
  /// The closure events go to; `nil` for ``disabled``, which launches test before doing any
  /// work for an event.
  @usableFromInline
  let handler: (@MainActor @Sendable (AccessEvent) -> Void)?

  /// Creates an observer from a closure.
  ///
  /// - Parameter receive: Receives each event, on the main actor. It must not hold the
  ///   screen strongly.
  public init(_ receive: @escaping @MainActor @Sendable (AccessEvent) -> Void) {
    self.handler = receive
  }

  /// The observer that does nothing.
  init() {
    handler = nil
  }

  /// Hands an event to the observer, as a launch does; forward events to another observer
  /// with it.
  ///
  /// ```swift
  /// AccessEventObserver { event in
  ///   funnel.count(event)
  ///   logger.observer.receive(event)
  /// }
  /// ```
  ///
  /// - Parameter event: The event.
  @MainActor
  public func receive(_ event: AccessEvent) {
    handler?(event)
  }

  /// Whether this observer does nothing: the launch skips its event work.
  @inlinable
  var isDisabled: Bool {
    handler == nil
  }

  /// An observer that does nothing: the default.
  ///
  /// Named `disabled` rather than `none`, which would read as `Optional.none` wherever an
  /// `AccessEventObserver?` is expected.
  public static var disabled: AccessEventObserver {
    AccessEventObserver()
  }
}
