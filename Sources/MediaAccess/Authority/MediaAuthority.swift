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
  /// The system and the requests in flight, in one reference, so that a copy of the authority
  /// costs one retain.
  @usableFromInline let parts: Parts

  /// Creates an authority over a system: the live ones, the test kit's scripted ones, and
  /// ``init(status:requestAccess:isAvailable:usageDescription:)``'s closures.
  ///
  /// Inlinable, so that where `system`'s type is known its launch reading is the one compiled
  /// for that type: an authorized launch makes one call into the system, which calls its own
  /// methods directly.
  ///
  /// - Parameter system: What the system tells and does, and the app's usage descriptions.
  @inlinable
  package init(system: some MediaSystem) {
    parts = Parts(
      system: system, readForLaunch: { system.reading(for: $0) }, dialogs: DialogSequence())
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
    { [system = parts.system] source in await system.requestAccess(for: source) }
  }
  /// Each source's dialog sequence and requests in flight, shared by every copy of this
  /// authority.
  var dialogs: DialogSequence { parts.dialogs }

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

  /// The system and the shared dialog sequences; immutable, hence `Sendable`.
  @usableFromInline
  final class Parts: Sendable {
    /// Everything the authority reads.
    let system: any MediaSystem
    /// The same system's ``MediaSystem/reading(for:)``, captured where the system's type is
    /// known. Not another reader: a launch's way into `system` that a call through the
    /// existential would make several times slower (it copies the existential, retaining what
    /// it holds, and the benchmark's authorized launch went from 4.3 to 13 ns).
    @usableFromInline let readForLaunch: @Sendable (MediaSource) -> Reading
    let dialogs: DialogSequence

    @usableFromInline
    init(
      system: any MediaSystem,
      readForLaunch: @escaping @Sendable (MediaSource) -> Reading,
      dialogs: DialogSequence
    ) {
      self.system = system
      self.readForLaunch = readForLaunch
      self.dialogs = dialogs
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
    parts.system.status(for: source)
  }

  /// Whether the device has the source, for example a camera.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: `false` when the source does not exist on this device.
  package func isAvailable(_ source: MediaSource) -> Bool {
    parts.system.isAvailable(source)
  }

  /// The app's usage description for a source, or `nil` when it is missing or blank.
  ///
  /// - Parameter source: The source whose ``MediaSource/usageDescriptionKey`` is read.
  /// - Returns: The trimmed text, or `nil` when the system would refuse to ask for access.
  package func usageDescription(for source: MediaSource) -> String? {
    guard let text = parts.system.usageDescription(for: source.usageDescriptionKey) else {
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
  @usableFromInline
  package enum Reading: Sendable {
    /// The device has no such source; nothing else was read.
    case unavailable
    /// The usage description is missing or blank; the status was not read.
    case undescribed
    /// The status, read afresh.
    case status(AuthorizationStatus)
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
