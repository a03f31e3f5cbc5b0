@testable import MediaAccess

/// SwiftUI's `.alert(_:isPresented:presenting:…)` bound to an ``AttachedAlerts`` as the glue
/// (`AccessAlertModifier`) binds it, simulated as Apple documents it: the alert's data is read
/// when it is presented and later changes are ignored; a tapped button runs its action, then
/// the alert is dismissed and `isPresented` set to `false`; a view leaving the hierarchy takes
/// its alert down without a tap; `isPresented` turned `false` by the app takes the alert down
/// without a report.
///
/// And, taking the stricter form where Apple documents nothing (PresentationNotes.md): SwiftUI
/// reacts to a change of `isPresented`, so an alert asked for during the update that takes
/// the previous one down is dropped and never shown, even once that update has ended. The
/// update ends with the main actor's turn, which the test runs.
///
/// The presenter may be attached to several views (``attachView(_:)``), such as the screen
/// and a sheet over it. SwiftUI cannot present an alert from a view a sheet covers
/// (``coverWithSheet(_:)``), nor while that sheet is closing (``beginClosingSheet(over:)``,
/// which SwiftUI does only after the action that asked for it has returned), nor from a view
/// in a closing sheet: such a request is dropped. An alert up in a sheet that closes goes with
/// it, `isPresented` set to `false` first, then the sheet's view disappears.
@MainActor
final class SimulatedSwiftUIAlert {
  private(set) var alerts: AttachedAlerts!
  /// What the screen shows: captured when presented, as SwiftUI does.
  private(set) var onScreen: AlertQueue.Shown?
  private var laterTurns: [@MainActor () -> Void] = []
  /// The looks the presenter asked for at a covered view, run by ``tick()``.
  private var checks: [@MainActor () -> Void] = []
  /// How many alerts SwiftUI has presented.
  private(set) var presentations = 0
  /// How many alerts SwiftUI dropped: asked for while it was taking one down, or from a
  /// covered or leaving view.
  private(set) var droppedPresentations = 0
  /// Whether SwiftUI is still in the update that took an alert down.
  private var isTakingDown = false
  /// The presentation last asked for: SwiftUI reacts to a change, so one it dropped is not
  /// tried again.
  private var lastAskedID: Int?
  /// The attachment of each attached view, by name.
  private var attachmentIDs: [String: Int] = [:]
  /// The views a sheet covers, the sheet open or closing.
  private var coveredViews: Set<String> = []
  /// The views inside a sheet that is closing.
  private var leavingViews: Set<String> = []
  /// The view whose alert is on screen.
  private(set) var onScreenIn: String?

  /// A presenter attached to one view, "screen", which nothing covers.
  init() {
    alerts = AttachedAlerts(
      scheduleNextTurn: { [unowned self] body in laterTurns.append(body) },
      checkLater: { [unowned self] body in checks.append(body) },
      didChange: { [unowned self] in render() })
    attachView("screen")
  }

  /// A view with `.accessAlert(presenter)` appears.
  func attachView(_ name: String) {
    attachmentIDs[name] = alerts.attach(
      isCovered: { [unowned self] in coveredViews.contains(name) },
      isLeaving: { [unowned self] in leavingViews.contains(name) })
  }

  /// The view `name` disappears: an alert it shows goes without a tap, and its attachment
  /// goes, reporting the dialog it showed (the glue's `onDisappear`).
  func detachView(_ name: String) {
    let shownHere = onScreenIn == name ? onScreen?.id : nil
    if onScreenIn == name {
      onScreen = nil
      onScreenIn = nil
      isTakingDown = true
    }
    if let id = attachmentIDs.removeValue(forKey: name) {
      alerts.viewDidDisappear(id, showing: shownHere)
    }
  }

  /// The app presents a sheet over the view `name`.
  func coverWithSheet(_ name: String) {
    coveredViews.insert(name)
  }

  /// The sheet over `name` starts closing, as SwiftUI applies `isPresented = false` after the
  /// action that set it: it still covers `name`, and the views inside it, `inside`, are
  /// leaving. An alert up in the sheet goes with it, `isPresented` set to `false`.
  func beginClosingSheet(over name: String, inside: [String] = []) {
    leavingViews.formUnion(inside)
    if let view = onScreenIn, inside.contains(view) { takeDown() }
  }

  /// The sheet over `name` has gone: its views disappear and `name` is uncovered.
  func finishClosingSheet(over name: String, inside: [String] = []) {
    for view in inside { detachView(view) }
    leavingViews.subtract(inside)
    coveredViews.remove(name)
  }

  /// The sheet over `name` closes at once (no animation).
  func closeSheet(over name: String) {
    coveredViews.remove(name)
  }

  /// The attached view that shows the dialogs.
  private var activeView: String? {
    attachmentIDs.first { $0.value == alerts.activeAttachment }?.key
  }

  /// Re-evaluates the view: presents the queue's dialog when none is on screen, unless
  /// SwiftUI is taking one down or the view is covered or leaving, when the request is
  /// dropped; ignores a change of data while one is on screen, and takes it down when the app
  /// withdraws it.
  private func render() {
    let wanted = alerts.shown
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
    guard !isTakingDown, let view = activeView, !coveredViews.contains(view),
      !leavingViews.contains(view)
    else {
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
    alerts.respond(to: action, inDialog: onScreen.id)
    takeDown()
  }

  /// A tap delivered with an action the dialog on screen does not offer (a stale button).
  func tapForeign(_ action: AccessAlert.Action) {
    guard let onScreen else { return }
    alerts.respond(to: action, inDialog: onScreen.id)
  }

  /// The alert is taken down without a tap, its view staying (the window closes over it).
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

  /// A tenth of a second passes: the later turns run, then the presenter's looks at a covered
  /// view.
  func tick() {
    runLaterTurns()
    let due = checks
    checks = []
    for check in due { check() }
    runLaterTurns()
  }

  private func takeDown() {
    guard let shown = onScreen else { return }
    onScreen = nil
    onScreenIn = nil
    isTakingDown = true
    alerts.alertDidDisappear(shown.id)  // isPresented set to false
  }
}
