/// What a platform's privacy frameworks tell and do about the sources an authority answers
/// for, and the app's usage descriptions: everything an authority reads.
///
/// ``MediaAuthority/init(system:)`` makes an authority from one. A source's own
/// ``SourceSystem`` (the camera's, the microphone's, an app's) becomes one through
/// ``SingleSourceSystem``; the photo library's live system, the test kit's scripts and the
/// public initializer's closures (``ClosureSystem``) answer for several sources at once.
///
/// A system is an object: the authority holds one reference to it and calls it through the
/// protocol, without copying it.
@usableFromInline
package protocol MediaSystem: AnyObject, Sendable {
  /// Whether the device has `source`, for example a camera.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: `false` when the source does not exist on this device, or is not this
  ///   system's.
  func isAvailable(_ source: AccessSource) -> Bool

  /// The status of `source` now.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: What the system reports.
  func status(for source: AccessSource) -> AuthorizationStatus

  /// Shows the system's prompt about `source` and returns the resulting status. Called off the
  /// main actor, from a detached task.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: The status once the user has answered.
  func requestAccess(for source: AccessSource) async -> AuthorizationStatus

  /// The app's Info.plist text for `key`, or `nil` when it is absent.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: The text as written.
  func usageDescription(for key: UsageDescriptionKey) -> String?

  /// Whether the app's text for `key` is present and not blank. The default judges
  /// ``usageDescription(for:)`` by `String.isBlank` on every call; a system whose texts cannot
  /// change, as a running app's Info.plist cannot, judges them once (``UsageDescriptions``).
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: `false` when a launch must end misconfigured.
  func hasUsageDescription(for key: UsageDescriptionKey) -> Bool

  /// What a launch reads, in the contract's order: the hardware, then the usage description,
  /// then the status. The default calls the three methods; a system that answers for one source
  /// (``SingleSourceSystem``) checks the source once, here.
  ///
  /// - Parameter source: The source launched.
  /// - Returns: The launch's reading.
  func reading(for source: AccessSource) -> SourceReading

  /// The same reading for one of the package's own sources, which the launches' fast paths
  /// pass as it is. The default reads ``reading(for:)``; ``SingleSourceSystem`` compares the
  /// source without making an ``AccessSource``.
  ///
  /// - Parameter source: The source launched.
  /// - Returns: The launch's reading.
  func reading(of source: MediaSource) -> SourceReading
}

// MARK: - Default implementations

extension MediaSystem {
  /// The text for `key`, judged by `String.isBlank`.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: Whether the text is present and not blank.
  package func hasUsageDescription(for key: UsageDescriptionKey) -> Bool {
    usageDescription(for: key).map { !$0.isBlank } ?? false
  }

  /// The hardware, then the usage description, then the status.
  ///
  /// - Parameter source: The source launched.
  /// - Returns: The launch's reading.
  package func reading(for source: AccessSource) -> SourceReading {
    guard isAvailable(source) else { return .unavailable }
    guard hasUsageDescription(for: source.usageDescriptionKey) else { return .undescribed }
    return .status(status(for: source))
  }

  /// The reading of ``reading(for:)``.
  ///
  /// - Parameter source: The source launched.
  /// - Returns: The launch's reading.
  package func reading(of source: MediaSource) -> SourceReading {
    reading(for: AccessSource(source))
  }
}
