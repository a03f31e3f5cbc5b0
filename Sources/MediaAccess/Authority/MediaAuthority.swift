internal import Foundation

/// What the system can tell and do for the sources of one authority, untyped, and the state
/// its launches share: the system prompt in flight and the soft ask on screen, per source.
///
/// Apps meet it through ``SourceAuthority``, which gives it a kind (``CameraAuthority``,
/// ``PhotoLibraryAuthority``, or a source of the app's own); every launch reads this value
/// inside. It is one object, so that a launch reads it through one reference, and every
/// ``SourceAuthority`` made from it shares its state: while the system is being asked about a
/// source, further launches wait for that same answer.
@usableFromInline
package final class MediaAuthority: Sendable {
  /// Everything the authority reads and asks.
  @usableFromInline
  let system: any MediaSystem
  /// Where the system is asked: one request per source, shared by every copy.
  package let prompt: SystemPrompt
  /// The soft ask on screen per source, shared by every copy.
  let softAsks: SoftAsks
  /// The one source of an authority made for a source of the app's own; `nil` for the
  /// package's own authorities, whose launches name the source.
  let ownSource: AccessSource?

  /// Creates an authority over a system.
  ///
  /// - Parameters:
  ///   - system: What the system tells and does, and the app's usage descriptions.
  ///   - ownSource: The one source of an authority made for a source of the app's own.
  package init(system: any MediaSystem, ownSource: AccessSource? = nil) {
    self.system = system
    self.prompt = SystemPrompt()
    self.softAsks = SoftAsks()
    self.ownSource = ownSource
  }

  /// Creates an authority from the four things the system can tell and do about the package's
  /// own sources; any other source is unavailable.
  ///
  /// - Parameters:
  ///   - status: Reads the current status of a source. Called afresh on every launch.
  ///   - requestAccess: Asks the system (shows its prompt) and returns the resulting status.
  ///     It is always called off the main actor, from a detached task.
  ///   - isAvailable: Whether the device has the source at all. Called on every launch.
  ///   - usageDescription: The app's Info.plist string for a key, or `nil` when absent. Called
  ///     on every launch, before the status.
  package convenience init(
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
  var askSystem: @Sendable (AccessSource) async -> AuthorizationStatus {
    { [system] source in await system.requestAccess(for: source) }
  }
}

// MARK: - API

extension MediaAuthority {
  /// The current status of a source, read afresh.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: What the system reports now.
  package func status(for source: AccessSource) -> AuthorizationStatus {
    system.status(for: source)
  }

  /// The current status of one of the package's own sources, read afresh.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: What the system reports now.
  @_disfavoredOverload
  package func status(for source: MediaSource) -> AuthorizationStatus {
    system.status(for: AccessSource(source))
  }

  /// Whether the device has the source, for example a camera.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: `false` when the source does not exist on this device.
  package func isAvailable(_ source: AccessSource) -> Bool {
    system.isAvailable(source)
  }

  /// The app's usage description for a source, or `nil` when it is missing or blank.
  ///
  /// - Parameter source: The source whose usage-description key is read.
  /// - Returns: The trimmed text, or `nil` when the system would refuse to ask for access.
  package func usageDescription(for source: AccessSource) -> String? {
    guard let text = system.usageDescription(for: source.usageDescriptionKey), !text.isBlank
    else { return nil }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// What a launch reads, in the contract's order: the hardware, then the usage description,
  /// then the status, stopping at the first that settles the launch.
  ///
  /// - Parameter source: The source launched.
  /// - Returns: The launch's reading.
  func reading(for source: AccessSource) -> SourceReading {
    system.reading(for: source)
  }

  /// The reading of one of the package's own sources, for the launches' fast paths, which
  /// are inlined into the app and so call the system from there.
  ///
  /// - Parameter source: The source launched.
  /// - Returns: The launch's reading.
  @inlinable
  func reading(of source: MediaSource) -> SourceReading {
    system.reading(of: source)
  }
}
