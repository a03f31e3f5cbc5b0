internal import Foundation

/// What a reader made of a file, kept for the rest of the process: lint reads a project's
/// `.xcconfig` files once for every target and configuration that names them (a large project
/// reads the same six files 270 times), and the files do not change during a run.
final class ReadCache<Value: Sendable>: @unchecked Sendable {
  // Unchecked: `values` is only touched while holding `lock`. The readers are static
  // functions that any isolation may call, so the cache cannot belong to one actor.
  private let lock = NSLock()
  private var values: [String: Value] = [:]

  /// What was read from `path`, if it was.
  func value(for path: String) -> Value? {
    lock.withLock { values[path] }
  }

  /// Keeps what was read from `path`.
  func store(_ value: Value, for path: String) {
    lock.withLock { values[path] = value }
  }

  /// Forgets everything, for a new run that must see the files as they are now.
  func removeAll() {
    lock.withLock { values = [:] }
  }
}
