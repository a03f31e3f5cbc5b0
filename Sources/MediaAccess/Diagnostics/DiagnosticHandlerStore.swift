internal import Foundation

/// The process-wide diagnostic handler. Diagnostics are reported from the main actor and the
/// handler may be replaced from any thread (a test's set-up), so every read and write of
/// `handler` goes through `lock`; that is what makes `@unchecked Sendable` safe.
final class DiagnosticHandlerStore: @unchecked Sendable {
  private let lock = NSLock()
  private var handler: MediaAccessDiagnostics.Handler

  init(_ handler: @escaping MediaAccessDiagnostics.Handler) {
    self.handler = handler
  }

  /// The handler now in place.
  var current: MediaAccessDiagnostics.Handler {
    get {
      lock.lock()
      defer { lock.unlock() }
      return handler
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      handler = newValue
    }
  }
}
