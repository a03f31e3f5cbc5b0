/// Resumes a launch waiting for a tap exactly once: with the first action the dialog offers,
/// or with `nil` when the presenter releases its handler without a tap or the wait is
/// withdrawn. Anything reported after that is ignored.
final class AlertReply {
  private var continuation: CheckedContinuation<AccessAlert.Action?, Never>?
  private let gate: AlertActionGate
  private let onResolve: @MainActor () -> Void

  init(
    _ continuation: CheckedContinuation<AccessAlert.Action?, Never>,
    gate: AlertActionGate,
    onResolve: @escaping @MainActor () -> Void
  ) {
    self.continuation = continuation
    self.gate = gate
    self.onResolve = onResolve
  }

  @MainActor
  func resolve(_ action: AccessAlert.Action) {
    guard let admitted = gate.admit(action), let continuation else { return }
    self.continuation = nil
    onResolve()
    continuation.resume(returning: admitted)
  }

  /// Takes the continuation back, so that the wait can end early; later taps do nothing.
  func withdraw() -> CheckedContinuation<AccessAlert.Action?, Never>? {
    defer { continuation = nil }
    return continuation
  }

  deinit {
    continuation?.resume(returning: nil)
  }
}
