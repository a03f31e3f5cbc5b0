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
///
/// The presenter may be attached to several views (``attachView(_:)``), such as the screen
/// and a sheet over it; SwiftUI cannot present an alert from a view a sheet covers
/// (``coverWithSheet(_:)``): such a request is dropped.
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
  /// Where the presenter is attached, as the glue registers its `accessAlert(_:)` views.
  let attachments = AlertAttachments()
  /// The attachment of each attached view, by name.
  private var attachmentIDs: [String: Int] = [:]
  /// The views a sheet covers.
  private var coveredViews: Set<String> = []
  /// The view whose alert is on screen.
  private(set) var onScreenIn: String?

  /// A presenter attached to one view, "screen", which nothing covers.
  init() {
    queue = AlertQueue(
      scheduleNextTurn: { [unowned self] body in laterTurns.append(body) },
      isCovered: { [unowned self] in attachments.isActiveCovered },
      didChange: { [unowned self] in render() })
    attachView("screen")
  }

  /// A view with `.accessAlert(presenter)` appears.
  func attachView(_ name: String) {
    attachmentIDs[name] = attachments.attach { [unowned self] in coveredViews.contains(name) }
  }

  /// The view `name` disappears: its attachment goes, and so does an alert it shows.
  func detachView(_ name: String) {
    if onScreenIn == name { takeDown() }
    if let id = attachmentIDs.removeValue(forKey: name) { attachments.detach(id) }
  }

  /// The app presents a sheet over the view `name`.
  func coverWithSheet(_ name: String) {
    coveredViews.insert(name)
  }

  /// The sheet over the view `name` closes.
  func closeSheet(over name: String) {
    coveredViews.remove(name)
  }

  /// The attached view that shows the dialogs: the most recent attachment.
  private var activeView: String? {
    attachmentIDs.first { $0.value == attachments.active }?.key
  }

  /// Re-evaluates the view: presents the queue's dialog when none is on screen, unless
  /// SwiftUI is taking one down, when the request is dropped; ignores a change of data while
  /// one is on screen, and takes it down when the app withdraws it.
  private func render() {
    let wanted = queue.shown
    if onScreen != nil {
      if wanted == nil {
        onScreen = nil
        onScreenIn = nil
        isTakingDown = true
      }
      return
    }
    guard let wanted, wanted.id != lastAskedID else { return }
    lastAskedID = wanted.id
    guard !isTakingDown, let view = activeView, !coveredViews.contains(view) else {
      droppedPresentations += 1
      return
    }
    onScreen = wanted
    onScreenIn = view
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
    onScreenIn = nil
    isTakingDown = true
    queue.dialogDidDisappear(shown.id)  // isPresented set to false
  }
}
