/// Resumes a waiting task exactly once: with the first value it is told, or, failing that, when
/// it is released, so that a presenter or picker that lets go of its callback without calling it
/// still ends the wait. Anything told after that is ignored.
///
/// A dialog's reply and a picker's end both wait this way.
package final class ResumeOnce<Value: Sendable> {
  private var continuation: CheckedContinuation<Value, Never>?
  private let valueWhenReleased: Value

  /// - Parameters:
  ///   - continuation: The wait to resume.
  ///   - valueWhenReleased: What the wait gets when nothing resumes it before release.
  package init(
    _ continuation: CheckedContinuation<Value, Never>, whenReleased valueWhenReleased: Value
  ) {
    self.continuation = continuation
    self.valueWhenReleased = valueWhenReleased
  }

  /// Resumes the wait with `value`, unless it has been resumed or withdrawn.
  package func resume(returning value: Value) {
    continuation?.resume(returning: value)
    continuation = nil
  }

  /// Takes the continuation back, so that the wait can end early; later calls do nothing.
  func withdraw() -> CheckedContinuation<Value, Never>? {
    defer { continuation = nil }
    return continuation
  }

  deinit {
    continuation?.resume(returning: valueWhenReleased)
  }
}

extension ResumeOnce where Value == Void {
  /// A wait for an end that carries nothing.
  package convenience init(_ continuation: CheckedContinuation<Void, Never>) {
    self.init(continuation, whenReleased: ())
  }

  /// Resumes the wait, unless it has been resumed.
  package func resume() {
    resume(returning: ())
  }
}
