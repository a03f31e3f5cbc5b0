/// The behaviour every launch follows (DESIGN.md, "Behaviour"), shared by the camera and photo
/// library mixins and by their closure and async forms.
///
/// A launch is decided in two steps. ``decideNow(_:on:using:)`` settles every case that needs
/// no system prompt, synchronously, so an authorized launch runs its success closure without a
/// hop. Only an undetermined status goes on to ``decideAfterAsking(_:on:using:)``, which holds
/// the screen weakly while it waits.
@MainActor
enum AccessLaunch {
  /// Runs a launch and delivers its result to closures: `success` at most once, only when
  /// access was granted, then `completion` exactly once.
  static func run<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on screen: Screen,
    using authority: MediaAuthority,
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)?
  ) {
    if let outcome = decideNow(source, on: screen, using: authority) {
      finish(outcome, success: success, completion: completion)
      return
    }
    finishAfterAsking(
      source, on: screen, using: authority, success: success, completion: completion)
  }

  /// The rest of a closure-form launch once the system must be asked. Kept out of ``run`` so
  /// that the decided launches, above all the authorized one, pay nothing for it.
  @inline(never)
  private static func finishAfterAsking<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on screen: Screen,
    using authority: MediaAuthority,
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)?
  ) {
    let weakScreen = WeakReference(screen)
    Task {
      let outcome = await decideAfterAsking(source, on: weakScreen, using: authority)
      finish(outcome, success: success, completion: completion)
    }
  }

  /// Runs a launch and returns its outcome.
  static func outcome<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on screen: Screen,
    using authority: MediaAuthority
  ) async -> LaunchOutcome {
    if let outcome = decideNow(source, on: screen, using: authority) { return outcome }
    return await decideAfterAsking(source, on: WeakReference(screen), using: authority)
  }

  private static func finish(
    _ outcome: LaunchOutcome,
    success: @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)?
  ) {
    switch outcome {
    case .authorized, .limited: success()
    case .denied, .restricted, .unavailable, .misconfigured, .cancelled: break
    }
    completion?(outcome)
  }

  /// The outcome when no system prompt is needed, showing its dialog; `nil` when the system
  /// must be asked.
  static func decideNow(
    _ source: MediaSource,
    on screen: some AlertPresenting,
    using authority: MediaAuthority
  ) -> LaunchOutcome? {
    guard authority.isAvailable(source) else {
      show(.unavailable, about: source, on: screen)
      return .unavailable
    }
    guard authority.hasUsageDescription(for: source) else {
      let outcome = LaunchOutcome.misconfigured(missingKey: source.usageDescriptionKey)
      if let diagnostic = outcome.diagnostic { MisconfigurationLog.report(diagnostic) }
      return outcome
    }
    switch authority.status(for: source) {
    case .authorized: return .authorized
    case .limited: return .limited
    case .notDetermined: return nil
    case let status: return settle(status, about: source, on: screen, afterFreshRefusal: false)
    }
  }

  /// The outcome once the system has been asked (after the soft ask, if the policy wants one).
  static func decideAfterAsking<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority
  ) async -> LaunchOutcome {
    let joinsRequestInFlight = authority.requests.isAsking(about: source)
    if weakScreen.object?.accessAlertPolicy.asksBeforeSystemPrompt == true, !joinsRequestInFlight {
      let tapped = await reply(to: .softAsk, about: source, on: weakScreen)
      guard tapped?.role == .continue else { return .cancelled }
    }
    // A screen that went away during the soft ask, or before this task ran, asks nothing.
    guard weakScreen.object != nil,
      let status = await authority.requests.answer(for: source, askingWith: authority.askSystem),
      let screen = weakScreen.object
    else { return .cancelled }
    return settle(status, about: source, on: screen, afterFreshRefusal: true)
  }

  /// Maps a known status to its outcome, showing the dialog the contract calls for.
  private static func settle(
    _ status: AuthorizationStatus,
    about source: MediaSource,
    on screen: some AlertPresenting,
    afterFreshRefusal: Bool
  ) -> LaunchOutcome {
    switch status {
    case .authorized:
      return .authorized
    case .limited:
      return .limited
    case .denied:
      if !afterFreshRefusal || screen.accessAlertPolicy.explainsFreshRefusal {
        show(.denied, about: source, on: screen)
      }
      return .denied
    case .restricted, .unknown:
      show(.restricted, about: source, on: screen)
      return .restricted
    case .notDetermined:
      // The system answered without deciding; fail closed rather than grant or ask again.
      return .denied
    }
  }

  /// Shows a dialog whose outcome is already known; its only effect is "Open Settings".
  private static func show(
    _ reason: AccessAlert.Reason,
    about source: MediaSource,
    on screen: some AlertPresenting
  ) {
    let alert = AccessAlert(reason: reason, source: source, renderer: screen.alertTextRenderer)
    let opener = screen.settingsOpener
    screen.presentAccessAlert(alert) { action in
      if action.role == .openSettings { opener.open(for: source) }
    }
  }

  /// Shows a dialog and waits for the tap; `nil` when the screen is gone or the presenter
  /// drops the dialog without a tap.
  private static func reply<Screen: AlertPresenting & AnyObject>(
    to reason: AccessAlert.Reason,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>
  ) async -> AccessAlert.Action? {
    await withCheckedContinuation { continuation in
      guard let screen = weakScreen.object else {
        continuation.resume(returning: nil)
        return
      }
      let alert = AccessAlert(reason: reason, source: source, renderer: screen.alertTextRenderer)
      let reply = AlertReply(continuation)
      screen.presentAccessAlert(alert) { action in reply.resolve(action) }
    }
  }
}

/// Holds an object without keeping it alive, so a launch waiting for the system does not keep
/// its screen on screen.
struct WeakReference<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}

/// Resumes a waiting launch with the tapped action exactly once: with the first tap, or with
/// `nil` when the presenter releases its handler without a tap.
private final class AlertReply {
  private var continuation: CheckedContinuation<AccessAlert.Action?, Never>?

  init(_ continuation: CheckedContinuation<AccessAlert.Action?, Never>) {
    self.continuation = continuation
  }

  func resolve(_ action: AccessAlert.Action?) {
    continuation?.resume(returning: action)
    continuation = nil
  }

  deinit {
    continuation?.resume(returning: nil)
  }
}
