/// The behaviour every launch follows (Docs/MediaAccess.docc/Articles/BehaviourContract.md),
/// shared by the source mixins and by their closure and async forms.
///
/// A launch is decided in two steps. It first takes the authority's
/// ``MediaAuthority/Reading`` (hardware, usage description, status) and
/// ``decide(_:about:on:)`` settles every case that needs no system prompt, synchronously, so an
/// authorized launch runs its success closure without a hop. Only an undetermined status goes
/// on to ``decideAfterAsking(_:on:using:endingWhenScreenIsGone:)``, which holds the screen
/// weakly while it waits.
///
/// The closure form's authorized and limited launches are settled in
/// ``run(_:on:using:success:completion:)``, which is inlinable: compiled into the app with its
/// screen type known, it reads the authority in place (no retain), makes one call into it (a
/// live authority then calls the system directly; see
/// ``MediaAuthority/init(system:)``) and calls `success`, and allocates
/// nothing.
@usableFromInline
@MainActor
enum AccessLaunch {
  /// Runs a launch and delivers its result to closures: `success` at most once, only when
  /// access was granted, then `completion` exactly once.
  @inlinable
  static func run<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on screen: Screen,
    using authority: MediaAuthority,
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)?
  ) {
    let reading = authority.reading(for: source)
    switch reading {
    case .status(.authorized):
      // With the default observer this report compiles to nothing.
      LaunchEvents(screen.accessEventObserver, launch: .single)
        .report(.launchEnded(.authorized), about: source)
      success()
      completion?(.authorized)
    case .status(.limited):
      LaunchEvents(screen.accessEventObserver, launch: .single)
        .report(.launchEnded(.limited), about: source)
      success()
      completion?(.limited)
    case .unavailable, .undescribed, .status:
      run(
        after: reading, source, on: screen, using: authority, success: success,
        completion: completion)
    }
  }

  /// The rest of a closure-form launch that was not granted at once: a dialog, a diagnostic,
  /// or the system's prompt.
  @usableFromInline
  static func run<Screen: AlertPresenting & AnyObject>(
    after reading: MediaAuthority.Reading,
    _ source: MediaSource,
    on screen: Screen,
    using authority: MediaAuthority,
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)?
  ) {
    let events = LaunchEvents(screen.accessEventObserver, launch: .single)
    if let outcome = decide(reading, about: source, on: screen, reporting: events) {
      finish(outcome, about: source, reporting: events, success: success, completion: completion)
      return
    }
    let weakScreen = WeakReference(screen)
    Task {
      let outcome = await decideAfterAsking(
        source, on: weakScreen, using: authority, endingWhenScreenIsGone: true,
        reporting: events)
      finish(outcome, about: source, reporting: events, success: success, completion: completion)
    }
  }

  /// Runs a launch and returns its outcome.
  ///
  /// The caller holds the screen for the whole call, so only cancelling the calling task
  /// ends a wait for the system early.
  static func outcome<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on screen: Screen,
    using authority: MediaAuthority
  ) async -> LaunchOutcome {
    let events = LaunchEvents(screen.accessEventObserver, launch: .single)
    let outcome: LaunchOutcome
    if let settled = decide(
      authority.reading(for: source), about: source, on: screen, reporting: events)
    {
      outcome = settled
    } else {
      outcome = await decideAfterAsking(
        source, on: WeakReference(screen), using: authority, endingWhenScreenIsGone: false,
        reporting: events)
    }
    events.report(.launchEnded(outcome), about: source)
    return outcome
  }

  /// The outcome of a launch for a screen held weakly, as one step of a longer launch (a video
  /// capture's camera, then its microphone).
  ///
  /// - Parameters:
  ///   - endingWhenScreenIsGone: Whether its waits end, `cancelled`, as soon as the screen is
  ///     released (closure form).
  ///   - events: Where the step reports, its outcome included.
  static func outcome<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority,
    endingWhenScreenIsGone: Bool,
    reporting events: LaunchEvents
  ) async -> LaunchOutcome {
    // The screen is held only while the reading is decided, not across the wait that may follow.
    let settled: LaunchOutcome?? = weakScreen.object.map { screen in
      decide(authority.reading(for: source), about: source, on: screen, reporting: events)
    }
    let outcome: LaunchOutcome
    switch settled {
    case .none: outcome = .cancelled
    case .some(.some(let known)): outcome = known
    case .some(.none):
      outcome = await decideAfterAsking(
        source, on: weakScreen, using: authority,
        endingWhenScreenIsGone: endingWhenScreenIsGone, reporting: events)
    }
    events.report(.launchEnded(outcome), about: source)
    return outcome
  }

  private static func finish(
    _ outcome: LaunchOutcome,
    about source: MediaSource,
    reporting events: LaunchEvents,
    success: @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)?
  ) {
    events.report(.launchEnded(outcome), about: source)
    switch outcome {
    case .authorized, .limited: success()
    case .denied, .restricted, .unavailable, .misconfigured, .cancelled: break
    }
    completion?(outcome)
  }

  /// The outcome when no system prompt is needed, showing its dialog; `nil` when the system
  /// must be asked.
  static func decide(
    _ reading: MediaAuthority.Reading,
    about source: MediaSource,
    on screen: some AlertPresenting,
    reporting events: LaunchEvents
  ) -> LaunchOutcome? {
    switch reading {
    case .unavailable:
      show(.unavailable, about: source, on: screen, reporting: events)
      return .unavailable
    case .undescribed:
      let outcome = LaunchOutcome.misconfigured(missingKey: source.usageDescriptionKey)
      if let diagnostic = outcome.diagnostic { MisconfigurationLog.report(diagnostic) }
      return outcome
    case .status(.notDetermined):
      return nil
    case .status(let status):
      return settle(
        status, about: source, on: screen, afterFreshRefusal: false, reporting: events)
    }
  }

  /// The outcome once the system has been asked (after the soft ask, if the policy wants one).
  ///
  /// One dialog sequence per source: while a soft ask for the source is on screen, whoever
  /// shows it, the launch waits for it to end and then joins the request it led to, settles
  /// with the answer given meanwhile, or (the soft ask dismissed) goes on itself. Every wait
  /// ends as soon as the launch is abandoned: its task cancelled, or (closure form) its screen
  /// released.
  ///
  /// - Parameters:
  ///   - endingWhenScreenIsGone: Whether the waits end, `cancelled`, as soon as the screen is
  ///     released rather than when what they wait for comes (closure form).
  ///   - events: Where the soft ask, the prompt and the dialogs are reported.
  static func decideAfterAsking<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority,
    endingWhenScreenIsGone: Bool,
    reporting events: LaunchEvents
  ) async -> LaunchOutcome {
    let requests = authority.requests
    let isAbandoned: (() -> Bool)? =
      endingWhenScreenIsGone ? { weakScreen.object == nil } : nil
    var softAsk: Int?
    while softAsk == nil {
      while requests.isShowingSoftAsk(about: source) {
        guard await requests.softAskEnded(about: source, abandonedWhen: isAbandoned) else {
          return .cancelled
        }
      }
      // Re-read first: another launch's prompt may have been answered since this launch read
      // the status, and a soft ask leading to no prompt would be a dead end for the user.
      if let outcome = outcomeWithoutAsking(
        source, on: weakScreen, using: authority, reporting: events)
      {
        return outcome
      }
      guard !Task.isCancelled else { return .cancelled }
      guard !requests.isAsking(about: source),
        weakScreen.object?.accessAlertPolicy.asksBeforeSystemPrompt == true
      else { break }
      let shown = requests.beginSoftAsk(about: source)
      let tapped = await reply(
        to: .softAsk, about: source, on: weakScreen, using: requests,
        abandonedWhen: isAbandoned, reporting: events)
      if tapped?.role == .continue {
        events.report(.softAskContinued, about: source)
      } else if tapped == nil, weakScreen.object != nil, !Task.isCancelled,
        isAbandoned?() != true
      {
        // Dropped by the presenter while the launch still waited; an abandoned launch's soft
        // ask is neither continued nor dismissed: the launch ends cancelled.
        events.report(.softAskDismissed, about: source)
      }
      guard tapped?.role == .continue, weakScreen.object != nil, !Task.isCancelled else {
        requests.endSoftAsk(shown, about: source)
        return .cancelled
      }
      softAsk = shown
    }
    guard
      let status = await requests.answer(
        for: source, askingWith: authority.askSystem, abandonedWhen: isAbandoned,
        endingSoftAsk: softAsk, reporting: events),
      let screen = weakScreen.object
    else { return .cancelled }
    return settle(
      status, about: source, on: screen, afterFreshRefusal: true, using: requests,
      reporting: events)
  }

  /// The outcome of a launch about to ask the system when asking is no longer needed; `nil`
  /// when it should ask (or join the request in flight).
  ///
  /// A screen released before the system is asked (the closure form starts a task first)
  /// leaves nobody to use the answer: the user is not prompted for it. And the user may have
  /// answered another launch's prompt since this launch read the status, while a soft ask was
  /// up or across the closure form's hop to its task: asking again would make a second request
  /// in the same undetermined period, so the launch settles with that answer, as the launches
  /// that waited for the prompt did. The screen is held only for the duration of this call.
  private static func outcomeWithoutAsking<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority,
    reporting events: LaunchEvents
  ) -> LaunchOutcome? {
    guard let screen = weakScreen.object else { return .cancelled }
    guard !authority.requests.isAsking(about: source) else { return nil }
    let status = authority.status(for: source)
    if status == .notDetermined { return nil }
    return settle(
      status, about: source, on: screen, afterFreshRefusal: true, using: authority.requests,
      reporting: events)
  }

  /// Maps a known status to its outcome, showing the dialog the contract calls for.
  ///
  /// After a fresh refusal the "denied" dialog is shown only when the policy asks for it, and
  /// only once per refusal however many launches shared the prompt: the first launch still
  /// there to settle claims it, which is the one that led the prompt unless it has gone.
  private static func settle(
    _ status: AuthorizationStatus,
    about source: MediaSource,
    on screen: some AlertPresenting,
    afterFreshRefusal: Bool,
    using requests: RequestCoalescer? = nil,
    reporting events: LaunchEvents
  ) -> LaunchOutcome {
    switch status {
    case .authorized:
      return .authorized
    case .limited:
      return .limited
    case .denied:
      if !afterFreshRefusal
        || (screen.accessAlertPolicy.explainsFreshRefusal
          && requests?.claimRefusalExplanation(for: source) != false)
      {
        show(.denied, about: source, on: screen, reporting: events)
      }
      return .denied
    case .restricted, .unknown:
      show(.restricted, about: source, on: screen, reporting: events)
      return .restricted
    case .notDetermined:
      // The system answered without deciding; fail closed rather than grant or ask again.
      return .denied
    }
  }

  /// Shows a dialog whose outcome is already known; its only effect is "Open Settings", done
  /// at most once and only if the dialog offers it.
  private static func show(
    _ reason: AccessAlert.Reason,
    about source: MediaSource,
    on screen: some AlertPresenting,
    reporting events: LaunchEvents
  ) {
    let alert = AccessAlert(reason: reason, source: source, renderer: screen.alertTextRenderer)
    let opener = screen.settingsOpener
    let actions = AlertActionGate(alert)
    events.report(.dialogShown(reason), about: source)
    screen.presentAccessAlert(alert) { action in
      if actions.admit(action)?.role == .openSettings {
        events.report(.settingsOpened, about: source)
        opener.open(for: source)
      }
    }
  }

  /// Shows a dialog and waits for the tap; `nil` when the screen is gone, the launch is
  /// abandoned, or the presenter drops the dialog without a tap. A tap after that does nothing.
  private static func reply<Screen: AlertPresenting & AnyObject>(
    to reason: AccessAlert.Reason,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using requests: RequestCoalescer,
    abandonedWhen isAbandoned: (() -> Bool)?,
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
    weak var reply: AlertReply?
    return await requests.waits.wait(
      orEarly: AccessAlert.Action?.none, abandonedWhen: isAbandoned,
      register: { id, continuation in
        let pending = AlertReply(continuation, gate: AlertActionGate(alert)) {
          requests.waits.finished(id)
        }
        reply = pending
        guard let screen = weakScreen.object else { return }
        events.report(reason == .softAsk ? .softAskShown : .dialogShown(reason), about: source)
        screen.presentAccessAlert(alert) { action in pending.resolve(action) }
      },
      withdraw: { _ in reply?.withdraw() })
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

/// Resumes a waiting launch with the tapped action exactly once: with the first action the
/// dialog offers, or with `nil` when the presenter releases its handler without a tap or the
/// wait is withdrawn. Anything reported after that is ignored.
private final class AlertReply {
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
