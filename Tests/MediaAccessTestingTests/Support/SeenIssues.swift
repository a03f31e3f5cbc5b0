import Foundation
import Testing

/// The issues a `withKnownIssue` matcher saw. The matcher is `@Sendable` and may run on any
/// thread, so every access goes through `lock`; that is what makes `@unchecked Sendable` safe.
final class SeenIssues: @unchecked Sendable {
  private let lock = NSLock()
  private var issues: [Issue] = []

  func append(_ issue: Issue) {
    lock.lock()
    defer { lock.unlock() }
    issues.append(issue)
  }

  /// Each issue's comment.
  var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return issues.map { $0.comments.map(\.rawValue).joined(separator: "\n") }
  }

  /// Each issue's line.
  var lines: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return issues.map { $0.sourceLocation?.line ?? 0 }
  }
}
