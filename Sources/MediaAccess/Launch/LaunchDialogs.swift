/// Where a launch's dialogs are handed to the screen, where "Open Settings" is performed, and
/// where both are reported: each event after the step it names, so that an observer on
/// ``AccessEvent/Kind/dialogShown(_:)`` finds the dialog with the presenter, and on
/// ``AccessEvent/Kind/settingsOpened`` finds Settings opened.
@MainActor
enum LaunchDialogs {
  /// Shows a dialog its launch does not wait for; its only effect is "Open Settings", done at
  /// most once and only if the dialog offers it.
  ///
  /// - Parameter reply: Where the tap is given, for the launches that shared the answer this
  ///   dialog explains and wait for it; the dialog's handler holds it, so that a dialog dropped
  ///   without a tap ends their wait.
  static func show(
    _ reason: AccessAlert.Reason,
    about source: MediaSource,
    on screen: some AlertPresenting,
    reporting events: LaunchEvents,
    giving reply: ExplanationReply? = nil
  ) {
    let alert = AccessAlert(reason: reason, source: source, renderer: screen.alertTextRenderer)
    let opener = screen.settingsOpener
    let actions = AlertActionGate(alert)
    // A presenter may tap from inside `presentAccessAlert`; the tap is acted on once the
    // dialog is reported shown.
    let tap = EarlyTap { action in
      guard let admitted = actions.admit(action) else { return }
      if admitted.role == .openSettings {
        openSettings(for: source, with: opener, reporting: events)
      }
      reply?.give(admitted)
    }
    screen.presentAccessAlert(alert) { action in tap.receive(action) }
    events.report(.dialogShown(reason), about: source)
    tap.open()
  }

  /// Shows a dialog and waits for the tap; `nil` when the screen is gone, the lifetime ends, or
  /// the presenter drops the dialog without a tap. A tap after that does nothing.
  static func reply<Screen: AlertPresenting & AnyObject>(
    to reason: AccessAlert.Reason,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    lifetime: LaunchLifetime,
    reporting events: LaunchEvents
  ) async -> AccessAlert.Action? {
    // The screen is held only while the dialog is built and handed over, and so is its
    // renderer, which may refer to the screen: a launch waiting for a tap must not keep its
    // screen alive, or a released screen could never end the wait.
    guard
      let alert = weakScreen.object.map({ screen in
        AccessAlert(reason: reason, source: source, renderer: screen.alertTextRenderer)
      })
    else { return nil }
    weak var pending: ResumeOnce<AccessAlert.Action?>?
    return await lifetime.wait(
      orEarly: AccessAlert.Action?.none,
      register: { continuation in
        let reply = ResumeOnce(continuation, whenReleased: nil)
        pending = reply
        guard let screen = weakScreen.object else { return }
        let actions = AlertActionGate(alert)
        // A presenter that must wait to show the dialog keeps it until this launch can no
        // longer be answered, and no longer.
        let end = DialogEnd { lifetime.hasEnded || weakScreen.object == nil }
        DialogEnd.handingOver(end) {
          screen.presentAccessAlert(alert) { action in
            if let admitted = actions.admit(action) { reply.resume(returning: admitted) }
          }
        }
        events.report(reason == .softAsk ? .softAskShown : .dialogShown(reason), about: source)
      },
      withdraw: { pending?.withdraw() })
  }

  /// Opens Settings for `source`, then reports it.
  static func openSettings(
    for source: MediaSource, with opener: SettingsOpener, reporting events: LaunchEvents
  ) {
    opener.open(for: source)
    events.report(.settingsOpened, about: source)
  }
}

/// Holds back a tap made before its dialog was reported shown, and acts on it then.
@MainActor
private final class EarlyTap {
  private let act: @MainActor (AccessAlert.Action) -> Void
  private var isOpen = false
  private var early: AccessAlert.Action?

  init(_ act: @escaping @MainActor (AccessAlert.Action) -> Void) {
    self.act = act
  }

  func receive(_ action: AccessAlert.Action) {
    if isOpen { act(action) } else if early == nil { early = action }
  }

  func open() {
    isOpen = true
    if let early { act(early) }
    early = nil
  }
}
