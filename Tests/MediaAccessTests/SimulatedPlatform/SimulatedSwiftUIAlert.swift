@testable import MediaAccess

/// SwiftUI's `.alert(_:isPresented:presenting:…)` bound to an ``AlertQueue`` as the glue binds
/// it, simulated as Apple documents it: the alert's data is read when it is presented and
/// later changes are ignored; a tapped button runs its action, then the alert is dismissed and
/// `isPresented` set to `false`; a view leaving the hierarchy takes its alert down without
/// a tap. Turns of the main actor are run by the test.
@MainActor
final class SimulatedSwiftUIAlert {
  private(set) var queue: AlertQueue!
  /// What the screen shows: captured when presented, as SwiftUI does.
  private(set) var onScreen: AlertQueue.Shown?
  private var laterTurns: [@MainActor () -> Void] = []
  /// How many alerts SwiftUI has presented.
  private(set) var presentations = 0

  init() {
    queue = AlertQueue(
      scheduleNextTurn: { [unowned self] body in laterTurns.append(body) },
      didChange: { [unowned self] in render() })
  }

  /// Re-evaluates the view: presents the queue's dialog when none is on screen; ignores a
  /// change of data while one is.
  private func render() {
    guard onScreen == nil, let shown = queue.shown else { return }
    onScreen = shown
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

  /// Runs the main actor's later turns.
  func runLaterTurns() {
    while !laterTurns.isEmpty {
      laterTurns.removeFirst()()
    }
    render()
  }

  private func takeDown() {
    guard let shown = onScreen else { return }
    onScreen = nil
    queue.dialogDidDisappear(shown.id)  // isPresented set to false
  }
}
