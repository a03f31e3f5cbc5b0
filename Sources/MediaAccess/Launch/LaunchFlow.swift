/// The one launch flow every form runs (the closure form, the async form, each leg of a video
/// capture): decide, soft ask, one shared system prompt per source, explain the answer, end.
///
/// ``decide(_:about:on:reporting:)`` settles, synchronously, every launch the contract ends
/// without the system, so an authorized launch runs `success` without a hop. Only an
/// undetermined status goes on to
/// ``askingSystem(_:on:using:answersAtFirstRead:lifetime:explaining:reporting:)``, which holds
/// the screen weakly while it waits, and whose every wait ends when the launch's
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

  /// The outcome of a launch the contract ends without asking the system, its dialog handed to
  /// the screen; `nil` when the contract asks the system. A missing usage description is
  /// reported to the developer here.
  static func decide(
    _ reading: SourceReading,
    about source: MediaSource,
    on screen: some AlertPresenting,
    reporting events: LaunchEvents
  ) -> LaunchOutcome? {
    let decision = LaunchDecision.decision(
      of: reading, about: source, policy: screen.accessAlertPolicy, form: .endingOnRefusal)
    guard case .end(let ending) = decision else { return nil }
    if let diagnostic = ending.outcome.diagnostic { MisconfigurationLog.report(diagnostic) }
    if let reason = ending.dialog {
      LaunchDialogs.show(reason, about: source, on: screen, reporting: events)
    }
    return ending.outcome
  }

  /// The outcome of a launch from a status it read, as the contract decides it in the launch's
  /// form; `nil` when the contract asks the system.
  static func settle<Screen: AlertPresenting & AnyObject>(
    _ reading: SourceReading,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    lifetime: LaunchLifetime,
    explaining: Explaining,
    reporting events: LaunchEvents
  ) async -> Settled? {
    guard let policy = weakScreen.object?.accessAlertPolicy else { return .cancelled }
    let decision = LaunchDecision.decision(
      of: reading, about: source, policy: policy, form: explaining.form)
    guard case .end(let ending) = decision else { return nil }
    return await end(
      ending, about: source, on: weakScreen, lifetime: lifetime, reporting: events)
  }

  /// Does what an ending the contract decided says: reports a misconfiguration, shows its
  /// dialog, and waits for the user's answer when the ending waits for its dialog.
  private static func end<Screen: AlertPresenting & AnyObject>(
    _ ending: AccessDecision.Ending,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    lifetime: LaunchLifetime,
    reporting events: LaunchEvents
  ) async -> Settled {
    guard weakScreen.object != nil else { return .cancelled }
    if let diagnostic = ending.outcome.diagnostic { MisconfigurationLog.report(diagnostic) }
    let settled = Settled(outcome: ending.outcome)
    guard let reason = ending.dialog else { return settled }
    guard ending.waitsForDialog else {
      guard let screen = weakScreen.object else { return .cancelled }
      LaunchDialogs.show(reason, about: source, on: screen, reporting: events)
      return settled
    }
    // The wait holds the screen weakly: a screen released under its dialog ends the launch.
    return await explain(
      settled, reason, about: source, on: weakScreen, lifetime: lifetime, reporting: events)
  }

  /// The outcome once the system has been asked, after a soft ask when the contract decides one.
  ///
  /// The status is read again right before the system is asked, after every wait (another
  /// screen's soft ask, this launch's own), unless a request is in flight, which the launch
  /// joins. Still undecided, the system is asked. Decided, the system is not asked (it would
  /// not prompt): a status the system answered since the launch's first read is that answer,
  /// as if the launch had shared the request; any other is settled as read, by the table, since
  /// nobody asked the user in this launch.
  ///
  /// - Parameter answersAtFirstRead: ``SystemPrompt/answerCount(about:)`` when the launch
  ///   first read the status.
  static func askingSystem<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority,
    answersAtFirstRead: Int,
    lifetime: LaunchLifetime,
    explaining: Explaining,
    reporting events: LaunchEvents
  ) async -> Settled {
    let softAsks = authority.softAsks
    var softAsk: Int?
    asking: while true {
      while softAsk == nil, softAsks.isShowing(source) {
        guard await softAsks.ended(about: source, lifetime: lifetime) else { return .cancelled }
      }
      // After every wait, and so right before the system is asked: a screen released, or a
      // task cancelled, meanwhile (from inside the events observer as it hears
      // `softAskContinued`, say) leaves nobody to use the answer: the user is not prompted.
      guard weakScreen.object != nil, !isOver(lifetime) else {
        if let softAsk { softAsks.end(softAsk, about: source) }
        return .cancelled
      }
      // A request in flight is joined as it is: its answer settles this launch too.
      guard !authority.prompt.isAsking(about: source) else { break }
      guard let policy = weakScreen.object?.accessAlertPolicy else {
        if let softAsk { softAsks.end(softAsk, about: source) }
        return .cancelled
      }
      let status = authority.status(for: source)
      if status != .notDetermined,
        authority.prompt.answerCount(about: source) != answersAtFirstRead
      {
        if let softAsk { softAsks.end(softAsk, about: source) }
        return await explainAnswer(
          status, about: source, on: weakScreen, using: authority, lifetime: lifetime,
          explaining: explaining, reporting: events)
      }
      switch LaunchDecision.decision(
        of: .status(status), about: source, policy: policy, form: explaining.form)
      {
      case .end(let ending):
        if let softAsk { softAsks.end(softAsk, about: source) }
        return await end(
          ending, about: source, on: weakScreen, lifetime: lifetime, reporting: events)
      case .ask(let showsSoftAsk):
        // One soft ask a launch at most: after its Continue, the system is asked.
        guard showsSoftAsk, softAsk == nil else { break asking }
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
  /// answer is explained at most once however many launches shared the request, and a launch
  /// that goes on after a refusal goes on only once the user has answered that one dialog,
  /// whichever launch shows it.
  private static func explainAnswer<Screen: AlertPresenting & AnyObject>(
    _ status: AuthorizationStatus,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority,
    lifetime: LaunchLifetime,
    explaining: Explaining,
    reporting events: LaunchEvents
  ) async -> Settled {
    guard let policy = weakScreen.object?.accessAlertPolicy else { return .cancelled }
    let undecided = status == .notDetermined
    let ending = LaunchDecision.ending(
      ofAnswer: status, about: source, policy: policy, form: explaining.form)
    let settled = Settled(outcome: ending.outcome, undecided: undecided)
    if let reason = ending.dialog, let reply = authority.prompt.claimExplanation(of: source) {
      if undecided { MisconfigurationLog.report(LaunchDecision.undecidedAnswer(about: source)) }
      guard ending.waitsForDialog else {
        guard let screen = weakScreen.object else { return .cancelled }
        LaunchDialogs.show(reason, about: source, on: screen, reporting: events, giving: reply)
        return settled
      }
      return await explain(
        settled, reason, about: source, on: weakScreen, lifetime: lifetime, giving: reply,
        reporting: events)
    }
    // Another launch explains the answer, or nobody does. One that goes on after a refusal
    // waits for the user to answer that launch's dialog, if it can still be answered.
    guard explaining == .andGoingOn, !settled.outcome.grantsAccess,
      let tapped = await authority.prompt.replyToExplanation(of: source, lifetime: lifetime)
    else { return settled }
    return going(on: settled, after: tapped, on: weakScreen, lifetime: lifetime)
  }

  /// Shows the dialog that explains `settled` and waits for the user's answer: "Open Settings"
  /// opens Settings and ends the launch there; any other answer, or a dialog the presenter
  /// dropped, lets it go on.
  ///
  /// - Parameter reply: Where the answer is given, for the launches that shared the answer
  ///   this dialog explains and wait for it.
  private static func explain<Screen: AlertPresenting & AnyObject>(
    _ settled: Settled,
    _ reason: AccessAlert.Reason,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    lifetime: LaunchLifetime,
    giving reply: ExplanationReply? = nil,
    reporting events: LaunchEvents
  ) async -> Settled {
    guard let opener = weakScreen.object?.settingsOpener else {
      reply?.give(nil)
      return .cancelled
    }
    let tapped = await LaunchDialogs.reply(
      to: reason, about: source, on: weakScreen, lifetime: lifetime, reporting: events)
    if tapped?.role == .openSettings {
      LaunchDialogs.openSettings(for: source, with: opener, reporting: events)
    }
    reply?.give(tapped)
    return going(on: settled, after: tapped, on: weakScreen, lifetime: lifetime)
  }

  /// Where a launch that goes on after a refusal stands once the dialog explaining it was
  /// answered: "Open Settings" ends it there; any other answer, or a dialog gone without one,
  /// lets it go on, unless the launch itself was abandoned meanwhile.
  private static func going<Screen: AlertPresenting & AnyObject>(
    on settled: Settled,
    after tapped: AccessAlert.Action?,
    on weakScreen: WeakReference<Screen>,
    lifetime: LaunchLifetime
  ) -> Settled {
    if tapped?.role == .openSettings {
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
