import Foundation
import MediaAccess

/// The diagnostic messages a test captured. `@unchecked Sendable`: `log` is read and written
/// only under `lock`.
final class DiagnosticMessages: @unchecked Sendable {
  private let lock = NSLock()
  private var log: [String] = []

  var messages: [String] { lock.withLock { log } }

  func append(_ diagnostic: MediaAccessDiagnostic) {
    lock.withLock { log.append(diagnostic.message) }
  }
}
