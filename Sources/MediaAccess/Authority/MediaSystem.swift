/// What a platform's privacy frameworks tell and do about the sources, and the app's usage
/// descriptions: everything an authority reads, as methods.
///
/// ``MediaAuthority/init(system:)`` makes an authority from one, and the authority keeps
/// nothing else but its requests in flight. The live systems in `MediaAccessCamera` and
/// `MediaAccessPhotos`, the scripted systems of the test kit and the public initializer's
/// closures (``ClosureSystem``) are all `MediaSystem`s.
///
/// A system is an object: the authority holds one reference to it and calls it through the
/// protocol, without copying it (a value held in an existential is copied, and what it holds
/// retained, on every call a launch makes).
@usableFromInline
package protocol MediaSystem: AnyObject, Sendable {
  /// Whether the device has `source`, for example a camera.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: `false` when the source does not exist on this device.
  func isAvailable(_ source: MediaSource) -> Bool

  /// The status of `source` now.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: What the system reports.
  func status(for source: MediaSource) -> AuthorizationStatus

  /// Shows the system's prompt about `source` and returns the resulting status. Called off the
  /// main actor, from a detached task.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: The status once the user has answered.
  func requestAccess(for source: MediaSource) async -> AuthorizationStatus

  /// The app's Info.plist text for `key`, or `nil` when it is absent.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: The text as written.
  func usageDescription(for key: UsageDescriptionKey) -> String?

  /// Whether the app's text for `key` is present and not blank. The default judges
  /// ``usageDescription(for:)`` by `String.isBlank` on every call; a system whose texts cannot
  /// change, as a running app's Info.plist cannot, keeps them as ``UsageDescriptions``, judged
  /// once.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: `false` when a launch must end misconfigured.
  func hasUsageDescription(for key: UsageDescriptionKey) -> Bool

  /// What a launch reads, in the contract's order: the hardware, then the usage description,
  /// then the status. Never implemented by a conformer: the default is the one place that order
  /// is written. It is a requirement so that a launch makes one call into the system, compiled
  /// for the system's own type.
  ///
  /// - Parameters:
  ///   - source: The source launched.
  ///   - key: `source`'s ``MediaSource/usageDescriptionKey``, worked out by the caller, where
  ///     the source is usually a constant (`.camera`), so that it costs nothing there.
  /// - Returns: The launch's reading.
  func reading(
    for source: MediaSource, describedBy key: UsageDescriptionKey
  ) -> MediaAuthority.Reading
}

// MARK: - Default implementations

extension MediaSystem {
  /// The text for `key`, judged by `String.isBlank`.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: Whether the text is present and not blank.
  @inlinable
  package func hasUsageDescription(for key: UsageDescriptionKey) -> Bool {
    usageDescription(for: key).map { !$0.isBlank } ?? false
  }

  /// The hardware, then the usage description, then the status, stopping at the first that
  /// settles the launch.
  ///
  /// Always inlined, into the witness compiled for each system: a launch's one call into the
  /// system runs this body, with no forwarding call in between.
  ///
  /// - Parameters:
  ///   - source: The source launched.
  ///   - key: `source`'s usage-description key.
  /// - Returns: The launch's reading.
  @inlinable
  @inline(__always)
  package func reading(
    for source: MediaSource, describedBy key: UsageDescriptionKey
  ) -> MediaAuthority.Reading {
    if !isAvailable(source) { return .unavailable }
    if !hasUsageDescription(for: key) { return .undescribed }
    return MediaAuthority.Reading(status(for: source))
  }
}
