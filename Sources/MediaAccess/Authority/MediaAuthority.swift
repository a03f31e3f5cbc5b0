internal import Foundation

/// What the system can tell and do for a source: its status, a request for access, whether
/// the hardware exists and the app's usage-description text.
///
/// A screen reads it through ``CameraAuthorizing/cameraAuthority`` or
/// ``PhotoLibraryAuthorizing/photoLibraryAuthority``. On Apple platforms `MediaAccessCamera`
/// and `MediaAccessPhotos` supply live values by default; tests inject scripted ones from
/// `MediaAccessTesting`.
///
/// Copies of one authority share its in-flight requests: while the system is being asked about
/// a source, further launches wait for that same answer. Make an authority once (a `static let`)
/// rather than anew on every access, or launches will not coalesce.
///
/// ```swift
/// let alwaysAllowed = MediaAuthority(
///   status: { _ in .authorized },
///   requestAccess: { _ in .authorized },
///   isAvailable: { _ in true },
///   usageDescription: { _ in "Scan receipts with the camera." }
/// )
/// ```
public struct MediaAuthority: Sendable {
  let readStatus: @Sendable (MediaSource) -> AuthorizationStatus
  let askSystem: @Sendable (MediaSource) async -> AuthorizationStatus
  let readAvailability: @Sendable (MediaSource) -> Bool
  let readUsageDescription: @Sendable (UsageDescriptionKey) -> String?
  let requests: RequestCoalescer

  /// Creates an authority from the four things the system can tell and do.
  ///
  /// - Parameters:
  ///   - status: Reads the current status of a source. Called afresh on every launch.
  ///   - requestAccess: Asks the system (shows its prompt) and returns the resulting status.
  ///     It is always called off the main actor, from a detached task.
  ///   - isAvailable: Whether the device has the source at all.
  ///   - usageDescription: The app's Info.plist string for a key, or `nil` when absent.
  public init(
    status: @escaping @Sendable (MediaSource) -> AuthorizationStatus,
    requestAccess: @escaping @Sendable (MediaSource) async -> AuthorizationStatus,
    isAvailable: @escaping @Sendable (MediaSource) -> Bool,
    usageDescription: @escaping @Sendable (UsageDescriptionKey) -> String?
  ) {
    self.readStatus = status
    self.askSystem = requestAccess
    self.readAvailability = isAvailable
    self.readUsageDescription = usageDescription
    self.requests = RequestCoalescer()
  }
}

// MARK: - API

extension MediaAuthority {
  /// The current status of a source, read afresh.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: What the system reports now.
  public func status(for source: MediaSource) -> AuthorizationStatus {
    readStatus(source)
  }

  /// Whether the device has the source, for example a camera.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: `false` when the source does not exist on this device.
  public func isAvailable(_ source: MediaSource) -> Bool {
    readAvailability(source)
  }

  /// The app's usage description for a source, or `nil` when it is missing or blank.
  ///
  /// - Parameter source: The source whose ``MediaSource/usageDescriptionKey`` is read.
  /// - Returns: The trimmed text, or `nil` when the system would refuse to ask for access.
  public func usageDescription(for source: MediaSource) -> String? {
    guard let text = readUsageDescription(source.usageDescriptionKey) else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
