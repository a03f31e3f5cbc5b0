/// The one launch flow every form runs (the closure form, the async form, each leg of a video
/// capture): decide, soft ask, one shared system prompt per source, explain the answer, end.
///
/// ``decide(_:about:on:reporting:)`` settles, synchronously, every launch that needs no system
/// prompt, so an authorized launch runs `success` without a hop. Only an undetermined status
/// goes on to ``askingSystem(_:on:using:lifetime:explaining:reporting:)``, which holds the
/// screen weakly while it waits, and whose every wait ends when the launch's
/// ``LaunchLifetime`` does.
@MainActor
enum LaunchFlow {
  /// Whether a launch goes on once its refusal is explained, and so waits for the dialog.
  enum Explaining {
    /// The launch ends with its refusal: the dialog is handed over and the launch ends at once.
    case andEnding
    /// The launch goes on without the source (a video recorded without sound): it waits for
    /// the tap, and "Open Settings" stops it. A dialog the presenter drops without a tap does
    /// not stop it; a released screen or a cancelled task ends it `cancelled`.
    case andGoingOn
  }

  /// What a launch came to.
  struct Settled: Equatable {
    /// The launch's outcome.
    var outcome: LaunchOutcome
    /// Whether the user tapped "Open Settings" on a dialog the launch waited for.
    var openedSettings = false
    /// Whether the system left the source undecided after it was asked.
    var undecided = false
  }

  /// The outcome of a launch the system need not be asked about, its dialog handed to the
  /// screen; `nil` when the system must be asked. A missing usage description is reported to
  /// the developer here.
  static func decide(
    _ reading: SourceReading,
    about source: MediaSource,
    on screen: some AlertPresenting,
    reporting events: LaunchEvents
  ) -> LaunchOutcome? {
    guard let ending = LaunchDecision.ending(of: reading, about: source, form: .endingOnRefusal)
    else { return nil }
    if let diagnostic = ending.outcome.diagnostic { MisconfigurationLog.report(diagnostic) }
    if let reason = ending.dialog {
      LaunchDialogs.show(reason, about: source, on: screen, reporting: events)
    }
    return ending.outcome
  }

  /// The outcome of a launch the system need not be asked about, for a launch that goes on
  /// without the source once the user has answered its dialog; `nil` when the system must be
  /// asked.
  static func decideWaiting<Screen: AlertPresenting & AnyObject>(
    _ reading: SourceReading,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    lifetime: LaunchLifetime,
    reporting events: LaunchEvents
  ) async -> Settled? {
    guard
      let ending = LaunchDecision.ending(of: reading, about: source, form: .goingOnAfterRefusal)
    else { return nil }
    if let diagnostic = ending.outcome.diagnostic { MisconfigurationLog.report(diagnostic) }
    guard let reason = ending.dialog else { return Settled(outcome: ending.outcome) }
    return await explain(
      Settled(outcome: ending.outcome), reason, about: source, on: weakScreen, lifetime: lifetime,
      reporting: events)
  }

  /// The outcome once the system has been asked, after the soft ask if the policy wants one.
  ///
  /// While a soft ask for the source is on screen, whoever shows it, the launch waits for it to
  /// end and then joins the request it led to, settles with the answer given meanwhile, or (the
  /// soft ask dismissed) goes on itself.
  static func askingSystem<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority,
    lifetime: LaunchLifetime,
    explaining: Explaining,
    reporting events: LaunchEvents
  ) async -> Settled {
    let softAsks = authority.softAsks
    var softAsk: Int?
    while softAsk == nil {
      while softAsks.isShowing(source) {
        guard await softAsks.ended(about: source, lifetime: lifetime) else { return .cancelled }
      }
      // Re-read first: another launch's prompt may have been answered since this launch read
      // the status, and a soft ask leading to no prompt would be a dead end for the user. A
      // screen gone before the system is asked leaves nobody to use the answer: the user is
      // not prompted for it.
      guard weakScreen.object != nil, !isOver(lifetime) else { return .cancelled }
      let asking = authority.prompt.isAsking(about: source)
      if !asking, case let status = authority.status(for: source), status != .notDetermined {
        return await explainAnswer(
          status, about: source, on: weakScreen, using: authority, lifetime: lifetime,
          explaining: explaining, reporting: events)
      }
      guard !asking, weakScreen.object?.accessAlertPolicy.asksBeforeSystemPrompt == true else {
        break
      }
      guard
        let shown = await SoftAskStep.run(
          about: source, on: weakScreen, in: softAsks, lifetime: lifetime, reporting: events)
      else { return .cancelled }
      softAsk = shown
    }
    guard
      let status = await authority.prompt.answer(
        for: source, asking: authority.askSystem, lifetime: lifetime, reporting: events,
        inFlight: { if let softAsk { softAsks.end(softAsk, about: source) } }),
      weakScreen.object != nil
    else { return .cancelled }
    return await explainAnswer(
      status, about: source, on: weakScreen, using: authority, lifetime: lifetime,
      explaining: explaining, reporting: events)
  }

  /// Whether the launch no longer wants anything: its lifetime has ended, or its task is
  /// cancelled (the lifetime hears of it a moment later).
  static func isOver(_ lifetime: LaunchLifetime) -> Bool {
    lifetime.hasEnded || Task.isCancelled
  }

  /// Settles with the system's answer, given to this launch's request or to another's. An
  /// answer is explained at most once however many launches shared the request.
  private static func explainAnswer<Screen: AlertPresenting & AnyObject>(
    _ status: AuthorizationStatus,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority,
    lifetime: LaunchLifetime,
    explaining: Explaining,
    reporting events: LaunchEvents
  ) async -> Settled {
    guard let screen = weakScreen.object else { return .cancelled }
    let undecided = status == .notDetermined
    let ending = LaunchDecision.ending(
      ofAnswer: status, about: source, policy: screen.accessAlertPolicy, form: explaining.form)
    let settled = Settled(outcome: ending.outcome, undecided: undecided)
    guard let reason = ending.dialog, authority.prompt.claimExplanation(of: source) else {
      return settled
    }
    if undecided { MisconfigurationLog.report(LaunchDecision.undecidedAnswer(about: source)) }
    switch explaining {
    case .andEnding:
      LaunchDialogs.show(reason, about: source, on: screen, reporting: events)
      return settled
    case .andGoingOn:
      return await explain(
        settled, reason, about: source, on: weakScreen, lifetime: lifetime, reporting: events)
    }
  }

  /// Shows the dialog that explains `settled` and waits for the user's answer: "Open Settings"
  /// opens Settings and ends the launch there; any other answer, or a dialog the presenter
  /// dropped, lets it go on.
  private static func explain<Screen: AlertPresenting & AnyObject>(
    _ settled: Settled,
    _ reason: AccessAlert.Reason,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    lifetime: LaunchLifetime,
    reporting events: LaunchEvents
  ) async -> Settled {
    guard let opener = weakScreen.object?.settingsOpener else { return .cancelled }
    let tapped = await LaunchDialogs.reply(
      to: reason, about: source, on: weakScreen, lifetime: lifetime, reporting: events)
    if tapped?.role == .openSettings {
      LaunchDialogs.openSettings(for: source, with: opener, reporting: events)
      var opened = settled
      opened.openedSettings = true
      return opened
    }
    if tapped == nil, weakScreen.object == nil || isOver(lifetime) { return .cancelled }
    return settled
  }
}

extension LaunchFlow.Settled {
  /// A launch that ended before an answer mattered.
  static let cancelled = LaunchFlow.Settled(outcome: .cancelled)
}
