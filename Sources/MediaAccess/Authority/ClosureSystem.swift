/// The system of one source of an authority made from closures, by the public initializers:
/// each method calls its closure with the source, and the usage description is judged afresh
/// on every launch.
final class ClosureSystem: SourceSystem {
  private let source: MediaSource
  private let readStatus: @Sendable (MediaSource) -> AuthorizationStatus
  private let askSystem: @Sendable (MediaSource) async -> AuthorizationStatus
  private let readAvailability: @Sendable (MediaSource) -> Bool
  private let readUsageDescription: @Sendable (UsageDescriptionKey) -> String?

  init(
    _ source: MediaSource,
    readStatus: @escaping @Sendable (MediaSource) -> AuthorizationStatus,
    askSystem: @escaping @Sendable (MediaSource) async -> AuthorizationStatus,
    readAvailability: @escaping @Sendable (MediaSource) -> Bool,
    readUsageDescription: @escaping @Sendable (UsageDescriptionKey) -> String?
  ) {
    self.source = source
    self.readStatus = readStatus
    self.askSystem = askSystem
    self.readAvailability = readAvailability
    self.readUsageDescription = readUsageDescription
  }

  func isAvailable() -> Bool {
    readAvailability(source)
  }

  func status() -> AuthorizationStatus {
    readStatus(source)
  }

  func requestAccess() async -> AuthorizationStatus {
    await askSystem(source)
  }

  func usageDescription(for key: UsageDescriptionKey) -> String? {
    readUsageDescription(key)
  }
}
