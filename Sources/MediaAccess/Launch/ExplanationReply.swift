/// The user's reply to the one dialog that explains an answer several launches shared.
///
/// A launch that goes on after a refusal (a video recorded without sound) must not go on under
/// that dialog, whichever launch shows it; when another launch shows it, this is what it waits
/// for. The launch that shows the dialog holds it (in the dialog's handler, or across its own
/// wait for the tap) and gives the reply; ``SystemPrompt`` holds it weakly. Released without a
/// reply (a presenter that drops the dialog, a launch that ended first), it ends every wait with
/// no tap, as a dropped dialog does.
///
/// Like ``ResumeOnce`` it is used on the main actor only, save its release, which may come from
/// wherever the presenter lets go of the dialog's handler.
final class ExplanationReply {
  private enum State {
    case waiting
    case replied(AccessAlert.Action?)
  }

  private typealias Waiter = CheckedContinuation<AccessAlert.Action?, Never>

  private var state = State.waiting
  private var waiters: [(id: Int, continuation: Waiter)] = []

  /// Gives the user's reply, `nil` for a dialog gone without a tap, to every launch waiting for
  /// it and to every later one. Only the first reply counts.
  func give(_ action: AccessAlert.Action?) {
    guard case .waiting = state else { return }
    state = .replied(action)
    let woken = waiters
    waiters = []
    for waiter in woken { waiter.continuation.resume(returning: action) }
  }

  /// Resumes `continuation` with the reply, at once if it has been given.
  func register(_ id: Int, _ continuation: CheckedContinuation<AccessAlert.Action?, Never>) {
    switch state {
    case .waiting: waiters.append((id, continuation))
    case .replied(let action): continuation.resume(returning: action)
    }
  }

  /// Takes back the wait `id`, to end it early; `nil` when it has been resumed.
  func withdraw(_ id: Int) -> CheckedContinuation<AccessAlert.Action?, Never>? {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
    return waiters.remove(at: index).continuation
  }

  deinit {
    for waiter in waiters { waiter.continuation.resume(returning: nil) }
  }
}
