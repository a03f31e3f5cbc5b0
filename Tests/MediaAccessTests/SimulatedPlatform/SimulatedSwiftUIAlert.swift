@testable import MediaAccess

/// SwiftUI's `.alert(_:isPresented:presenting:…)` bound to an ``AlertQueue`` as the glue binds
/// it, simulated as Apple documents it: the alert's data is read when it is presented and
/// later changes are ignored; a tapped button runs its action, then the alert is dismissed and
/// `isPresented` set to `false`; a view leaving the hierarchy takes its alert down without
/// a tap; `isPresented` turned `false` by the app takes the alert down without a report.
///
/// And, taking the stricter form where Apple documents nothing (PresentationNotes.md): SwiftUI
/// reacts to a change of `isPresented`, so an alert asked for during the update that takes
/// the previous one down is dropped and never shown, even once that update has ended. The
/// update ends with the main actor's turn, which the test runs.
@MainActor
final class SimulatedSwiftUIAlert {
  private(set) var queue: AlertQueue!
  /// What the screen shows: captured when presented, as SwiftUI does.
  private(set) var onScreen: AlertQueue.Shown?
  private var laterTurns: [@MainActor () -> Void] = []
  /// How many alerts SwiftUI has presented.
  private(set) var presentations = 0
  /// How many alerts SwiftUI dropped, asked for while it was taking one down.
  private(set) var droppedPresentations = 0
  /// Whether SwiftUI is still in the update that took an alert down.
  private var isTakingDown = false
  /// The presentation last asked for: SwiftUI reacts to a change, so one it dropped is not
  /// tried again.
  private var lastAskedID: Int?

  init() {
    queue = AlertQueue(
      scheduleNextTurn: { [unowned self] body in laterTurns.append(body) },
      didChange: { [unowned self] in render() })
  }

  /// Re-evaluates the view: presents the queue's dialog when none is on screen, unless
  /// SwiftUI is taking one down, when the request is dropped; ignores a change of data while
  /// one is on screen, and takes it down when the app withdraws it.
  private func render() {
    let wanted = queue.shown
    if onScreen != nil {
      if wanted == nil {
        onScreen = nil
        isTakingDown = true
      }
      return
    }
    guard let wanted, wanted.id != lastAskedID else { return }
    lastAskedID = wanted.id
    guard !isTakingDown else {
      droppedPresentations += 1
      return
    }
    onScreen = wanted
    presentations += 1
  }

  /// The user taps the button with `role` on the alert on screen.
  func tap(_ role: AccessAlert.Action.Role) {
    guard let onScreen, let action = onScreen.alert.actions.first(where: { $0.role == role })
    else { return }
    queue.respond(to: action, inDialog: onScreen.id)
    takeDown()
  }

  /// A tap delivered with an action the dialog on screen does not offer (a stale button).
  func tapForeign(_ action: AccessAlert.Action) {
    guard let onScreen else { return }
    queue.respond(to: action, inDialog: onScreen.id)
  }

  /// The view leaves the hierarchy, or the window closes: the alert goes without a tap.
  func viewDisappears() {
    takeDown()
  }

  /// The update in progress ends, then the main actor's later turns run.
  func runLaterTurns() {
    isTakingDown = false
    while !laterTurns.isEmpty {
      laterTurns.removeFirst()()
    }
    render()
  }

  private func takeDown() {
    guard let shown = onScreen else { return }
    onScreen = nil
    isTakingDown = true
    queue.dialogDidDisappear(shown.id)  // isPresented set to false
  }
}
