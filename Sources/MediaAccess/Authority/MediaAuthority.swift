internal import Foundation

/// What the system can tell and do for a source, untyped: its status, a request for access,
/// whether the hardware exists and the app's usage-description text, and the requests in
/// flight.
///
/// Apps meet it through ``SourceAuthority``, which gives it a kind (``CameraAuthority``,
/// ``PhotoLibraryAuthority``); every launch reads this value inside. Copies share its in-flight
/// requests: while the system is being asked about a source, further launches wait for that
/// same answer.
@usableFromInline
package struct MediaAuthority: Sendable {
  /// Everything in one reference, so that a copy of the authority costs one retain rather
  /// than one per closure.
  @usableFromInline let parts: Parts

  /// Creates an authority from the four things the system can tell and do.
  ///
  /// - Parameters:
  ///   - status: Reads the current status of a source. Called afresh on every launch.
  ///   - requestAccess: Asks the system (shows its prompt) and returns the resulting status.
  ///     It is always called off the main actor, from a detached task.
  ///   - isAvailable: Whether the device has the source at all. Called on every launch.
  ///   - usageDescription: The app's Info.plist string for a key, or `nil` when absent. Called
  ///     on every launch, before the status, so a scripted authority may change it between
  ///     launches.
  package init(
    status: @escaping @Sendable (MediaSource) -> AuthorizationStatus,
    requestAccess: @escaping @Sendable (MediaSource) async -> AuthorizationStatus,
    isAvailable: @escaping @Sendable (MediaSource) -> Bool,
    usageDescription: @escaping @Sendable (UsageDescriptionKey) -> String?
  ) {
    parts = Parts(
      readForLaunch: { source in
        Reading(
          source, isAvailable: isAvailable,
          hasUsageDescription: { key in usageDescription(key).map { !$0.isBlank } ?? false },
          status: status)
      },
      readStatus: status, askSystem: requestAccess, readAvailability: isAvailable,
      readUsageDescription: usageDescription, requests: RequestCoalescer())
  }

  /// Wraps parts made by another initializer.
  @usableFromInline
  init(parts: Parts) {
    self.parts = parts
  }

  /// Asks the system; see ``init(status:requestAccess:isAvailable:usageDescription:)``.
  var askSystem: @Sendable (MediaSource) async -> AuthorizationStatus { parts.askSystem }
  /// The requests in flight, shared by every copy of this authority.
  var requests: RequestCoalescer { parts.requests }

  /// Whether a system request about `source` is in flight, even one every launch has left:
  /// for the package's stress tests, which must not start a period while one is.
  @MainActor
  package func isAsking(about source: MediaSource) -> Bool {
    requests.isAsking(about: source)
  }

  /// The closures and the shared coalescer; immutable, hence `Sendable`.
  @usableFromInline
  final class Parts: Sendable {
    /// What a launch reads before it decides, in one call: the contract's order
    /// (``Reading/init(_:isAvailable:hasUsageDescription:status:)``) over the closures below,
    /// or, for an authority over a ``MediaSystem``, over the system's methods.
    @usableFromInline let readForLaunch: @Sendable (MediaSource) -> Reading
    let readStatus: @Sendable (MediaSource) -> AuthorizationStatus
    let askSystem: @Sendable (MediaSource) async -> AuthorizationStatus
    let readAvailability: @Sendable (MediaSource) -> Bool
    let readUsageDescription: @Sendable (UsageDescriptionKey) -> String?
    let requests: RequestCoalescer

    @usableFromInline
    init(
      readForLaunch: @escaping @Sendable (MediaSource) -> Reading,
      readStatus: @escaping @Sendable (MediaSource) -> AuthorizationStatus,
      askSystem: @escaping @Sendable (MediaSource) async -> AuthorizationStatus,
      readAvailability: @escaping @Sendable (MediaSource) -> Bool,
      readUsageDescription: @escaping @Sendable (UsageDescriptionKey) -> String?,
      requests: RequestCoalescer
    ) {
      self.readForLaunch = readForLaunch
      self.readStatus = readStatus
      self.askSystem = askSystem
      self.readAvailability = readAvailability
      self.readUsageDescription = readUsageDescription
      self.requests = requests
    }
  }
}

// MARK: - API

extension MediaAuthority {
  /// The current status of a source, read afresh.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: What the system reports now.
  package func status(for source: MediaSource) -> AuthorizationStatus {
    parts.readStatus(source)
  }

  /// Whether the device has the source, for example a camera.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: `false` when the source does not exist on this device.
  package func isAvailable(_ source: MediaSource) -> Bool {
    parts.readAvailability(source)
  }

  /// The app's usage description for a source, or `nil` when it is missing or blank.
  ///
  /// - Parameter source: The source whose ``MediaSource/usageDescriptionKey`` is read.
  /// - Returns: The trimmed text, or `nil` when the system would refuse to ask for access.
  package func usageDescription(for source: MediaSource) -> String? {
    guard let text = parts.readUsageDescription(source.usageDescriptionKey) else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}

// MARK: - Launch path

extension MediaAuthority {
  /// What a launch learns from the authority before it decides, in the contract's order:
  /// the hardware, then the usage description, then the status.
  @usableFromInline
  enum Reading: Sendable {
    /// The device has no such source; nothing else was read.
    case unavailable
    /// The usage description is missing or blank; the status was not read.
    case undescribed
    /// The status, read afresh.
    case status(AuthorizationStatus)

    /// Reads in the contract's order, stopping at the first thing that settles the launch:
    /// the one place that order is written, whatever the authority reads from.
    ///
    /// - Parameters:
    ///   - source: The source launched.
    ///   - isAvailable: Whether the device has the source.
    ///   - hasUsageDescription: Whether the app describes the key, not blank.
    ///   - status: The status now.
    @inlinable
    init(
      _ source: MediaSource,
      isAvailable: (MediaSource) -> Bool,
      hasUsageDescription: (UsageDescriptionKey) -> Bool,
      status: (MediaSource) -> AuthorizationStatus
    ) {
      if !isAvailable(source) {
        self = .unavailable
      } else if !hasUsageDescription(source.usageDescriptionKey) {
        self = .undescribed
      } else {
        self = .status(status(source))
      }
    }
  }

  /// Reads what a launch needs, each thing at most once.
  ///
  /// Inlinable so that an authorized launch compiled into the app reads the authority in
  /// place, without retaining it.
  @inlinable
  func reading(for source: MediaSource) -> Reading {
    parts.readForLaunch(source)
  }
}
