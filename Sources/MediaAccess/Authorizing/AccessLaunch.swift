/// The launch forms' front doors: the closure form, the async form and a video capture's leg,
/// each running ``LaunchFlow``.
///
/// An authorized launch reads the authority (hardware, usage description, status), runs
/// `success` and `completion`, and returns: it allocates nothing, and
/// `.ci/check-launch-instructions` counts its instructions against a hand-written helper making
/// the same checks (the target is twice the helper's; the DocC article Performance has the
/// figures).
@MainActor
@usableFromInline
enum AccessLaunch {
  /// The closure form's fast path for one of the package's own sources.
  ///
  /// It is inlinable because a tap's fast path runs in the app's module, specialized for its
  /// screen type: the screen's authority and observer are read without a witness call, and the
  /// reading it inlines (``MediaAuthority/reading(of:)``, then ``SourceEntry/reading()``) finds
  /// the source's entry in place and calls the source's ``SourceSystem`` for the hardware and
  /// the status before `success` and `completion` run. Every other reading continues in
  /// ``launch(_:after:on:using:success:completion:)``, which is not inlined.
  @inlinable
  static func launch<Screen: AlertPresenting & AnyObject>(
    builtIn source: BuiltInSource,
    on screen: Screen,
    using authority: MediaAuthority,
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)?
  ) {
    let reading = authority.reading(of: source)
    guard case .status(.authorized) = reading else {
      launch(
        MediaSource(source), after: reading, on: screen, using: authority, success: success,
        completion: completion)
      return
    }
    let observer = screen.accessEventObserver
    if !observer.isDisabled { report(authorized: source, to: observer, launch: .single) }
    success()
    completion?(.authorized)
  }

  /// Reports an authorized launch's outcome to an observer that is not disabled.
  @usableFromInline
  static func report(
    authorized source: BuiltInSource,
    to observer: AccessEventObserver,
    launch: AccessEvent.Launch
  ) {
    LaunchEvents(observer, launch: launch).report(
      .launchEnded(.authorized), about: MediaSource(source))
  }

  /// Runs a launch and delivers its result to closures: `success` at most once, only when
  /// access was granted, then `completion` exactly once.
  static func launch<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on screen: Screen,
    using authority: MediaAuthority,
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)?
  ) {
    launch(
      source, after: authority.reading(for: source), on: screen, using: authority,
      success: success, completion: completion)
  }

  /// A launch from its reading on: the continuation of the fast path, and every launch of a
  /// source of the app's own. The contract decides every reading here, an authorized one
  /// included.
  @usableFromInline
  static func launch<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    after reading: SourceReading,
    on screen: Screen,
    using authority: MediaAuthority,
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)?
  ) {
    let events = LaunchEvents(screen.accessEventObserver, launch: .single)
    if let outcome = LaunchFlow.decide(reading, about: source, on: screen, reporting: events) {
      finish(outcome, about: source, reporting: events, success: success, completion: completion)
      return
    }
    let weakScreen = WeakReference(screen)
    let lifetime = LaunchLifetime()
    let screenLifetime = ScreenLifetime(ending: lifetime, with: screen)
    let answers = authority.prompt.answerCount(about: source)
    Task {
      let settled = await LaunchFlow.askingSystem(
        source, on: weakScreen, using: authority, answersAtFirstRead: answers,
        lifetime: lifetime, explaining: .andEnding, reporting: events)
      screenLifetime.release()
      finish(
        settled.outcome, about: source, reporting: events, success: success,
        completion: completion)
    }
  }

  /// Runs a launch and returns its outcome.
  ///
  /// The caller holds the screen for the whole call, so only cancelling the calling task ends
  /// a wait early.
  static func authorize<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on screen: Screen,
    using authority: MediaAuthority
  ) async -> LaunchOutcome {
    let events = LaunchEvents(screen.accessEventObserver, launch: .single)
    let reading = authority.reading(for: source)
    let outcome: LaunchOutcome
    if let known = LaunchFlow.decide(reading, about: source, on: screen, reporting: events) {
      outcome = known
    } else {
      outcome = await LaunchFlow.askingSystem(
        source, on: WeakReference(screen), using: authority,
        answersAtFirstRead: authority.prompt.answerCount(about: source),
        lifetime: LaunchLifetime(), explaining: .andEnding, reporting: events
      ).outcome
    }
    events.report(.launchEnded(outcome), about: source)
    return outcome
  }

  /// One source's launch as a leg of a video capture, for a screen held weakly.
  ///
  /// - Parameters:
  ///   - lifetime: The capture's lifetime, shared by its legs.
  ///   - explaining: Whether the capture goes on after this source is refused, and so waits
  ///     for the user to answer the dialog that explains it.
  ///   - events: Where the leg reports, its outcome last.
  static func leg<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority,
    lifetime: LaunchLifetime,
    explaining: LaunchFlow.Explaining,
    reporting events: LaunchEvents
  ) async -> LaunchFlow.Settled {
    let settled = await settle(
      source, on: weakScreen, using: authority, lifetime: lifetime, explaining: explaining,
      reporting: events)
    events.report(.launchEnded(settled.outcome), about: source)
    return settled
  }

  private static func settle<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority,
    lifetime: LaunchLifetime,
    explaining: LaunchFlow.Explaining,
    reporting events: LaunchEvents
  ) async -> LaunchFlow.Settled {
    guard weakScreen.object != nil else { return .cancelled }
    let reading = authority.reading(for: source)
    let answers = authority.prompt.answerCount(about: source)
    if let settled = await LaunchFlow.settle(
      reading, about: source, on: weakScreen, lifetime: lifetime, explaining: explaining,
      reporting: events)
    {
      return settled
    }
    return await LaunchFlow.askingSystem(
      source, on: weakScreen, using: authority, answersAtFirstRead: answers, lifetime: lifetime,
      explaining: explaining, reporting: events)
  }

  private static func finish(
    _ outcome: LaunchOutcome,
    about source: MediaSource,
    reporting events: LaunchEvents,
    success: @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)?
  ) {
    events.report(.launchEnded(outcome), about: source)
    if outcome.grantsAccess { success() }
    completion?(outcome)
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
