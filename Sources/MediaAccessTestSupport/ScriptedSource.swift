import MediaAccess

/// One source of the script as its ``SourceSystem``: the scripted authority's sources, and
/// those of the app's own made over the script.
final class ScriptedSource: SourceSystem {
  private let source: MediaSource
  private let script: LockedScript
  /// The usage descriptions fixed when the system was made, or `nil` to read the script's.
  private let texts: [UsageDescriptionKey: String]?

  /// - Parameters:
  ///   - source: The source this system answers for.
  ///   - script: The script it reads and asks.
  ///   - texts: Usage descriptions fixed when the system is made, a key absent being missing;
  ///     `nil` reads the script's, which a test may change.
  init(_ source: MediaSource, in script: LockedScript, texts: [UsageDescriptionKey: String]? = nil)
  {
    self.source = source
    self.script = script
    self.texts = texts
  }

  func status() -> AuthorizationStatus {
    script.status(for: source)
  }

  func requestAccess() async -> AuthorizationStatus {
    await script.requestAccess(for: source)
  }

  func isAvailable() -> Bool {
    script.isAvailable(source)
  }

  func usageDescription(for key: UsageDescriptionKey) -> String? {
    guard let texts else { return script.usageDescription(for: key) }
    return texts[key]
  }
}
