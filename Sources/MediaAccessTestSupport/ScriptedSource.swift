import MediaAccess

/// One source of the script, as the ``SourceSystem`` of a source of the app's own.
final class ScriptedSource: SourceSystem {
  private let source: AccessSource
  private let script: LockedScript

  init(_ source: AccessSource, in script: LockedScript) {
    self.source = source
    self.script = script
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
    script.usageDescription(for: key)
  }
}
