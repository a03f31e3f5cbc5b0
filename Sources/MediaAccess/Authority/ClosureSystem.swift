/// The system of an authority made from closures, by the public initializers: each method calls
/// its closure, and the usage description is judged afresh on every launch. It answers for the
/// package's own sources; any other is unavailable.
final class ClosureSystem: MediaSystem {
  let readStatus: @Sendable (MediaSource) -> AuthorizationStatus
  let askSystem: @Sendable (MediaSource) async -> AuthorizationStatus
  let readAvailability: @Sendable (MediaSource) -> Bool
  let readUsageDescription: @Sendable (UsageDescriptionKey) -> String?

  init(
    readStatus: @escaping @Sendable (MediaSource) -> AuthorizationStatus,
    askSystem: @escaping @Sendable (MediaSource) async -> AuthorizationStatus,
    readAvailability: @escaping @Sendable (MediaSource) -> Bool,
    readUsageDescription: @escaping @Sendable (UsageDescriptionKey) -> String?
  ) {
    self.readStatus = readStatus
    self.askSystem = askSystem
    self.readAvailability = readAvailability
    self.readUsageDescription = readUsageDescription
  }

  func isAvailable(_ source: AccessSource) -> Bool {
    source.mediaSource.map(readAvailability) ?? false
  }

  func status(for source: AccessSource) -> AuthorizationStatus {
    source.mediaSource.map(readStatus) ?? .restricted
  }

  func requestAccess(for source: AccessSource) async -> AuthorizationStatus {
    guard let source = source.mediaSource else { return .restricted }
    return await askSystem(source)
  }

  func usageDescription(for key: UsageDescriptionKey) -> String? {
    readUsageDescription(key)
  }
}
