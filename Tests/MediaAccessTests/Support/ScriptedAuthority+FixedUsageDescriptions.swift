import MediaAccess
import MediaAccessTesting

extension ScriptedAuthority {
  /// An authority made as the live ones are, with usage descriptions fixed when it is made,
  /// whose status and hardware are this scripted system's (so its setters and counters apply)
  /// and whose requests grant access.
  func authority(
    fixingUsageDescriptions descriptions: [UsageDescriptionKey: String?]
  ) -> MediaAuthority {
    let scripted = authority
    return MediaAuthority(
      status: { scripted.status(for: $0) },
      requestAccess: { _ in .authorized },
      isAvailable: { scripted.isAvailable($0) },
      fixedUsageDescriptions: descriptions.compactMapValues { $0 })
  }
}
