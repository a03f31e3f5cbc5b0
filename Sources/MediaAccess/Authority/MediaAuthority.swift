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
  /// Everything the authority reads and asks: one reference to the system, called through its
  /// protocol. A launch makes one call into it (``MediaSystem/reading(for:describedBy:)``), compiled for
  /// the system's own type wherever that type conforms, which then calls the system's methods
  /// directly.
  @usableFromInline let system: any MediaSystem
  /// Each source's dialog sequence and requests in flight, shared by every copy of this
  /// authority.
  let dialogs: DialogSequence

  /// Creates an authority over a system: the live ones, the test kit's scripted ones, and
  /// ``init(status:requestAccess:isAvailable:usageDescription:)``'s closures.
  ///
  /// - Parameter system: What the system tells and does, and the app's usage descriptions.
  package init(system: any MediaSystem) {
    self.system = system
    self.dialogs = DialogSequence()
  }

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
    self.init(
      system: ClosureSystem(
        readStatus: status, askSystem: requestAccess, readAvailability: isAvailable,
        readUsageDescription: usageDescription))
  }

  /// Asks the system; see ``MediaSystem/requestAccess(for:)``.
  var askSystem: @Sendable (MediaSource) async -> AuthorizationStatus {
    { [system] source in await system.requestAccess(for: source) }
  }

  /// The waits this authority's launches have open, and whether the sweep for released screens
  /// runs: for the package's tests, which check that nothing is left behind.
  @MainActor
  package var openWaits: (count: Int, isSweeping: Bool) {
    (dialogs.waits.openWaitCount, dialogs.waits.isSweeping)
  }

  /// Whether a system request about `source` is in flight, even one every launch has left:
  /// for the package's stress tests, which must not start a period while one is.
  @MainActor
  package func isAsking(about source: MediaSource) -> Bool {
    dialogs.isAsking(about: source)
  }
}

// MARK: - API

extension MediaAuthority {
  /// The current status of a source, read afresh.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: What the system reports now.
  package func status(for source: MediaSource) -> AuthorizationStatus {
    system.status(for: source)
  }

  /// Whether the device has the source, for example a camera.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: `false` when the source does not exist on this device.
  package func isAvailable(_ source: MediaSource) -> Bool {
    system.isAvailable(source)
  }

  /// The app's usage description for a source, or `nil` when it is missing or blank.
  ///
  /// - Parameter source: The source whose ``MediaSource/usageDescriptionKey`` is read.
  /// - Returns: The trimmed text, or `nil` when the system would refuse to ask for access.
  package func usageDescription(for source: MediaSource) -> String? {
    guard let text = system.usageDescription(for: source.usageDescriptionKey) else {
      return nil
    }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}

// MARK: - Launch path

extension MediaAuthority {
  /// What a launch learns from the authority before it decides, in the contract's order:
  /// the hardware, then the usage description, then the status.
  ///
  /// One byte, with no payload: a launch's one call into the system returns it in a register,
  /// and testing it for ``authorized`` is one comparison. A status this package does not know
  /// becomes ``unknown`` without its raw value, which no launch uses: such a launch ends
  /// restricted whatever the value. The statuses come first, in ``AuthorizationStatus``'s
  /// order, so that a known status becomes a reading without a branch.
  @usableFromInline
  package enum Reading: UInt8, Sendable, Equatable {
    /// The status read afresh: the user has not been asked yet.
    case notDetermined
    /// The status read afresh: restricted.
    case restricted
    /// The status read afresh: denied.
    case denied
    /// The status read afresh: authorized.
    case authorized
    /// The status read afresh: limited.
    case limited
    /// The device has no such source; nothing else was read.
    case unavailable
    /// The usage description is missing or blank; the status was not read.
    case undescribed
    /// The status read afresh: one this package does not know.
    case unknown

    /// The reading of a status, read afresh.
    ///
    /// - Parameter status: What the system reported.
    @inlinable
    init(_ status: AuthorizationStatus) {
      switch status {
      case .notDetermined: self = .notDetermined
      case .restricted: self = .restricted
      case .denied: self = .denied
      case .authorized: self = .authorized
      case .limited: self = .limited
      case .unknown: self = .unknown
      }
    }

    /// The status read, or `nil` when the launch stopped before reading it. A status this
    /// package does not know, whose raw value the reading does not keep, is settled as a
    /// restriction and reads as ``AuthorizationStatus/restricted``.
    var status: AuthorizationStatus? {
      switch self {
      case .notDetermined: .notDetermined
      case .restricted, .unknown: .restricted
      case .denied: .denied
      case .authorized: .authorized
      case .limited: .limited
      case .unavailable, .undescribed: nil
      }
    }
  }

  /// Reads what a launch needs, each thing at most once: one call into the system.
  ///
  /// Inlinable so that an authorized launch compiled into the app reads the authority in
  /// place, without retaining it, and works out the source's usage-description key where the
  /// source is known.
  @inlinable
  func reading(for source: MediaSource) -> Reading {
    system.reading(for: source, describedBy: source.usageDescriptionKey)
  }
}
