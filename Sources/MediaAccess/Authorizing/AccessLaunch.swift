/// The behaviour every launch follows (Docs/MediaAccess.docc/Articles/BehaviourContract.md),
/// shared by the source mixins and by their closure and async forms.
///
/// A launch is decided in two steps. It first takes the authority's
/// ``MediaAuthority/Reading`` (hardware, usage description, status) and
/// ``decide(_:about:on:using:reporting:)`` settles every case that needs no system prompt, synchronously,
/// so an authorized launch runs its success closure without a hop. Only an undetermined status
/// goes on to the source's ``DialogSequence`` (soft ask, system prompt, explanation of the
/// answer), which holds the screen weakly while it waits.
///
/// The closure form's authorized launches are settled in
/// ``run(_:on:using:success:completion:)``, which is inlinable: compiled into the app with its
/// screen type known, it reads the authority in place (no retain), makes one call into its
/// system (which calls the framework directly; see ``MediaAuthority/system``) and calls
/// `success`, and allocates nothing. `.ci/check-launch-instructions` counts what it executes
/// against a hand-written helper making the same checks. Anything added to it, such as
/// reporting launch events to an observer, must cost nothing when unused: read the observer
/// once, in the branch that needs it, after `success` and `completion`. A limited launch takes
/// the next step, which knows `limited` grants only the photo library (read/write) and settles
/// it there, still synchronously.
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
    case .authorized:
      // With the default observer this report compiles to nothing.
      LaunchEvents(screen.accessEventObserver, launch: .single)
        .report(.launchEnded(.authorized), about: source)
      success()
      completion?(.authorized)
    case .limited, .notDetermined, .restricted, .denied, .unavailable, .undescribed, .unknown:
      // `limited` grants only the sources whose profile says so; the rest of the launch
      // decides that, still before this call returns.
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
    if let outcome = decide(
      reading, about: source, on: screen, using: authority.dialogs, reporting: events)
    {
      finish(outcome, about: source, reporting: events, success: success, completion: completion)
      return
    }
    let weakScreen = WeakReference(screen)
    Task {
      let settled = await authority.dialogs.outcomeAfterAsking(
        source, on: weakScreen, using: authority, endingWhenScreenIsGone: true,
        explaining: .andEnding, reporting: events)
      finish(
        settled.outcome, about: source, reporting: events, success: success,
        completion: completion)
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
    let reading = authority.reading(for: source)
    let events = LaunchEvents(screen.accessEventObserver, launch: .single)
    let outcome: LaunchOutcome
    if let known = decide(
      reading, about: source, on: screen, using: authority.dialogs, reporting: events)
    {
      outcome = known
    } else {
      outcome = await authority.dialogs.outcomeAfterAsking(
        source, on: WeakReference(screen), using: authority, endingWhenScreenIsGone: false,
        explaining: .andEnding, reporting: events
      ).outcome
    }
    events.report(.launchEnded(outcome), about: source)
    return outcome
  }

  /// One source's launch as a step of a longer launch (a video capture's camera, then its
  /// microphone), for a screen held weakly.
  ///
  /// - Parameters:
  ///   - endingWhenScreenIsGone: Whether its waits end, `cancelled`, as soon as the screen is
  ///     released (closure form).
  ///   - explaining: Whether the longer launch goes on after this source is refused, and so
  ///     waits for the user to answer the dialog that explains it.
  ///   - events: Where the step reports, its outcome last.
  static func step<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority,
    endingWhenScreenIsGone: Bool,
    explaining: DialogSequence.Explaining,
    reporting events: LaunchEvents
  ) async -> DialogSequence.Settled {
    let settled = await settle(
      source, on: weakScreen, using: authority, endingWhenScreenIsGone: endingWhenScreenIsGone,
      explaining: explaining, reporting: events)
    events.report(.launchEnded(settled.outcome), about: source)
    return settled
  }

  private static func settle<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority,
    endingWhenScreenIsGone: Bool,
    explaining: DialogSequence.Explaining,
    reporting events: LaunchEvents
  ) async -> DialogSequence.Settled {
    // The screen is held only while the reading is decided, not across the wait that may follow.
    guard
      let (reading, policy) = weakScreen.object.map({
        (authority.reading(for: source), $0.accessAlertPolicy)
      })
    else {
      return DialogSequence.Settled(outcome: .cancelled)
    }
    if let ending = known(reading, about: source, policy: policy, explaining: explaining) {
      switch explaining {
      case .andEnding:
        guard let screen = weakScreen.object else {
          return DialogSequence.Settled(outcome: .cancelled)
        }
        return DialogSequence.Settled(
          outcome: authority.dialogs.settle(
            ending, about: source, on: screen, reporting: events))
      case .andGoingOn:
        return await authority.dialogs.settle(
          ending, about: source, on: weakScreen,
          endingWhenScreenIsGone: endingWhenScreenIsGone, reporting: events)
      }
    }
    return await authority.dialogs.outcomeAfterAsking(
      source, on: weakScreen, using: authority, endingWhenScreenIsGone: endingWhenScreenIsGone,
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
    switch outcome {
    case .authorized, .limited: success()
    case .denied, .restricted, .unavailable, .misconfigured, .cancelled: break
    }
    completion?(outcome)
  }

  /// The outcome when no system prompt is needed, its dialog handed to the screen; `nil` when
  /// the system must be asked.
  static func decide(
    _ reading: MediaAuthority.Reading,
    about source: MediaSource,
    on screen: some AlertPresenting,
    using dialogs: DialogSequence,
    reporting events: LaunchEvents
  ) -> LaunchOutcome? {
    known(reading, about: source, policy: screen.accessAlertPolicy, explaining: .andEnding).map {
      dialogs.settle($0, about: source, on: screen, reporting: events)
    }
  }

  /// How a reading ends the launch without asking the system, by ``AccessContract``; `nil`
  /// when the system must be asked. A missing usage description is reported to the developer
  /// here.
  private static func known(
    _ reading: MediaAuthority.Reading, about source: MediaSource, policy: AccessAlertPolicy,
    explaining: DialogSequence.Explaining
  ) -> AccessDecision.Ending? {
    let situation = AccessSituation(
      source, hardware: reading == .unavailable ? .absent : .present,
      usageDescription: reading == .undescribed ? .missing : .present,
      // No status is read when the hardware or the key settles the launch first.
      status: .read(reading.status ?? .notDetermined), policy: policy,
      form: explaining.form)
    guard case .end(let ending) = AccessContract.decision(for: situation) else { return nil }
    if let diagnostic = ending.outcome.diagnostic { MisconfigurationLog.report(diagnostic) }
    return ending
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
