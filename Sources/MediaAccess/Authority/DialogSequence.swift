/// The one owner of each source's dialog sequence: the soft ask, the system prompt and the
/// dialog that explains the answer, shared by every launch of that source on every screen that
/// uses the same authority.
///
/// A launch asks it once: ``settle(_:about:on:)`` when the status is already known,
/// or ``outcomeAfterAsking(_:on:using:endingWhenScreenIsGone:explaining:)`` when the
/// system must be asked. Everything between (which soft ask is on screen, which request is in
/// flight, whether an answer was already explained, and every wait for any of them) is kept
/// here.
///
/// The system shows one prompt at a time and remembers the answer; asking twice would at best
/// be ignored and at worst show a second prompt, and a prompt raised under a soft ask would
/// leave that soft ask's "Continue" leading nowhere. So a launch about to prompt first waits
/// for the soft ask on screen for its source, then joins the request that soft ask led to; and
/// however many launches shared a request, its answer is explained at most once.
///
/// Each step of the sequence happens in one place, where an observer of it would be told: the
/// soft ask (shown, continued or dismissed) in ``softAsk(about:on:abandonedWhen:)``, the system
/// prompt (asked, answered) in ``answer(for:askingWith:abandonedWhen:endingSoftAsk:)``, and
/// every other dialog (shown, "Open Settings" tapped) in ``show(_:about:on:)``, which nothing
/// waits for, or ``explain(_:_:about:on:abandonedWhen:)``, which the launch waits for.
///
/// Every wait here ends early, through ``waits``, when its launch's task is cancelled or its
/// screen is released; the request or soft ask goes on for the others. A request all waiters
/// left still counts as in flight until it ends, so a later launch joins it rather than asking
/// again.
@MainActor
@usableFromInline
final class DialogSequence {
  /// Whether a launch goes on once its refusal is explained, and so waits for the dialog.
  enum Explaining {
    /// The launch ends with its refusal: the dialog is handed over and the launch ends at once.
    case andEnding
    /// The launch goes on without the source (a video recorded without sound): it waits for
    /// the tap, and "Open Settings" stops it. A dialog the presenter drops without a tap does
    /// not stop it; a released screen or a cancelled task ends it `cancelled`.
    case andGoingOn

    /// The launch's form, as ``AccessContract`` reads it.
    var form: AccessSituation.Form {
      switch self {
      case .andEnding: .endingOnRefusal
      case .andGoingOn: .goingOnAfterRefusal
      }
    }
  }

  /// What a launch came to, and whether the user chose to change it in Settings.
  struct Settled: Equatable {
    /// The launch's outcome.
    var outcome: LaunchOutcome
    /// Whether the user tapped "Open Settings" on a dialog the launch waited for: the launch
    /// does not go on.
    var openedSettings = false
  }

  /// Launches waiting for each source's answer, in the order they arrived. A source is present,
  /// perhaps with no waiters left, exactly while its request is in flight.
  private var answerWaiters: [MediaSource: [(id: Int, continuation: AnswerContinuation)]] = [:]
  /// The soft ask on screen for each source, by the id ``softAsk(about:on:abandonedWhen:)``
  /// gave it.
  private var softAskOnScreen: [MediaSource: Int] = [:]
  private var nextSoftAskID = 0
  /// Launches waiting for the soft ask on screen for each source to end.
  private var softAskWaiters:
    [MediaSource: [(id: Int, continuation: CheckedContinuation<Bool, Never>)]] = [:]
  /// Sources whose latest answer has been explained with a dialog.
  private var explainedAnswers: Set<MediaSource> = []

  /// The waits that end early on cancellation or release: the system's answer, a soft ask on
  /// screen, and the user's tap.
  let waits = EarlyEndingWaits()

  private typealias AnswerContinuation = CheckedContinuation<AuthorizationStatus?, Never>

  @usableFromInline
  nonisolated init() {}

  /// Whether the system is being asked about `source` right now.
  func isAsking(about source: MediaSource) -> Bool {
    answerWaiters[source] != nil
  }

  // MARK: - What a launch asks

  /// Settles a launch whose outcome is known without asking, handing the presenter the dialog
  /// that explains it, if any; the launch ends at once.
  ///
  /// - Parameters:
  ///   - ending: The outcome, read afresh, and its dialog, as ``AccessContract`` decided.
  ///   - source: The source launched.
  ///   - screen: The screen that shows the dialog.
  ///   - events: Where the dialog, and Settings opened from it, are reported.
  /// - Returns: The ending's outcome.
  func settle(
    _ ending: AccessDecision.Ending, about source: MediaSource, on screen: some AlertPresenting,
    reporting events: LaunchEvents
  ) -> LaunchOutcome {
    if let reason = ending.dialog {
      show(reason, about: source, on: screen, reporting: events)
    }
    return ending.outcome
  }

  /// The outcome of a launch that needs no system prompt and goes on without the source once
  /// the user has answered its dialog; see ``Explaining/andGoingOn``.
  ///
  /// - Parameters:
  ///   - ending: The outcome already known (unavailable, denied or restricted) and its dialog,
  ///     as ``AccessContract`` decided.
  ///   - source: The source launched.
  ///   - weakScreen: The screen that shows the dialog, held only while it is handed over.
  ///   - endingWhenScreenIsGone: Whether the wait ends as soon as the screen is released.
  ///   - events: Where the dialog, and Settings opened from it, are reported.
  func settle<Screen: AlertPresenting & AnyObject>(
    _ ending: AccessDecision.Ending,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    endingWhenScreenIsGone: Bool,
    reporting events: LaunchEvents
  ) async -> Settled {
    guard let reason = ending.dialog else { return Settled(outcome: ending.outcome) }
    return await explain(
      Settled(outcome: ending.outcome), reason, about: source, on: weakScreen,
      abandonedWhen: endingWhenScreenIsGone ? { weakScreen.object == nil } : nil,
      reporting: events)
  }

  /// The outcome once the system has been asked (after the soft ask, if the policy wants one).
  ///
  /// While a soft ask for the source is on screen, whoever shows it, the launch waits for it to
  /// end and then joins the request it led to, settles with the answer given meanwhile, or (the
  /// soft ask dismissed) goes on itself. Every wait ends as soon as the launch is abandoned: its
  /// task cancelled, or (closure form) its screen released.
  ///
  /// - Parameters:
  ///   - source: The source launched; its status was undetermined.
  ///   - weakScreen: The screen, held only while a dialog is handed over.
  ///   - authority: Reads the status afresh, and asks the system when no request for `source`
  ///     is in flight.
  ///   - endingWhenScreenIsGone: Whether the waits end, `cancelled`, as soon as the screen is
  ///     released rather than when what they wait for comes (closure form).
  ///   - explaining: Whether the launch goes on after a refusal, and so waits for its dialog.
  ///   - events: Where the soft ask, the prompt and the dialogs are reported.
  func outcomeAfterAsking<Screen: AlertPresenting & AnyObject>(
    _ source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    using authority: MediaAuthority,
    endingWhenScreenIsGone: Bool,
    explaining: Explaining,
    reporting events: LaunchEvents
  ) async -> Settled {
    let isAbandoned: (() -> Bool)? =
      endingWhenScreenIsGone ? { weakScreen.object == nil } : nil
    var softAsk: Int?
    while softAsk == nil {
      while softAskOnScreen[source] != nil {
        guard await softAskEnded(about: source, abandonedWhen: isAbandoned) else {
          return Settled(outcome: .cancelled)
        }
      }
      // Re-read first: another launch's prompt may have been answered since this launch read
      // the status, and a soft ask leading to no prompt would be a dead end for the user.
      // A screen released before the system is asked (the closure form starts a task first)
      // leaves nobody to use the answer: the user is not prompted for it.
      guard weakScreen.object != nil else { return Settled(outcome: .cancelled) }
      if !isAsking(about: source), case let status = authority.status(for: source),
        status != .notDetermined
      {
        return await explainAnswer(
          status, about: source, on: weakScreen, explaining: explaining,
          abandonedWhen: isAbandoned, reporting: events)
      }
      guard !Task.isCancelled else { return Settled(outcome: .cancelled) }
      guard !isAsking(about: source),
        weakScreen.object?.accessAlertPolicy.asksBeforeSystemPrompt == true
      else { break }
      guard
        let shown = await self.softAsk(
          about: source, on: weakScreen, abandonedWhen: isAbandoned, reporting: events)
      else { return Settled(outcome: .cancelled) }
      softAsk = shown
    }
    guard
      let status = await answer(
        for: source, askingWith: authority.askSystem, abandonedWhen: isAbandoned,
        endingSoftAsk: softAsk, reporting: events),
      weakScreen.object != nil
    else { return Settled(outcome: .cancelled) }
    return await explainAnswer(
      status, about: source, on: weakScreen, explaining: explaining, abandonedWhen: isAbandoned,
      reporting: events)
  }
}

// MARK: - The steps of the sequence

extension DialogSequence {
  /// Shows a soft ask about `source` and waits for "Continue".
  ///
  /// - Returns: The id of the soft ask, on screen until the request it leads to is in flight;
  ///   `nil` when it was dismissed, or the launch abandoned, and the sequence ends there.
  ///   Reports it shown, then continued or dismissed; an abandoned launch's soft ask is
  ///   neither: the launch ends cancelled.
  private func softAsk<Screen: AlertPresenting & AnyObject>(
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    abandonedWhen isAbandoned: (() -> Bool)?,
    reporting events: LaunchEvents
  ) async -> Int? {
    let id = nextSoftAskID
    nextSoftAskID += 1
    softAskOnScreen[source] = id
    let tapped = await reply(
      to: .softAsk, about: source, on: weakScreen, abandonedWhen: isAbandoned,
      reporting: events)
    if tapped?.role == .continue {
      events.report(.softAskContinued, about: source)
    } else if tapped == nil, weakScreen.object != nil, !Task.isCancelled {
      events.report(.softAskDismissed, about: source)
    }
    guard tapped?.role == .continue, weakScreen.object != nil, !Task.isCancelled else {
      endSoftAsk(id, about: source)
      return nil
    }
    return id
  }

  /// Marks the soft ask `id` as answered or dismissed, waking the launches that waited for it.
  /// Does nothing if that soft ask has already ended.
  private func endSoftAsk(_ id: Int, about source: MediaSource) {
    guard softAskOnScreen[source] == id else { return }
    softAskOnScreen[source] = nil
    for waiter in softAskWaiters.removeValue(forKey: source) ?? [] {
      waits.finished(waiter.id)
      waiter.continuation.resume(returning: true)
    }
  }

  /// Returns once no soft ask about `source` is on screen.
  ///
  /// - Returns: `false` when the wait ended because the task was cancelled or the launch was
  ///   abandoned.
  private func softAskEnded(
    about source: MediaSource, abandonedWhen isAbandoned: (() -> Bool)?
  ) async -> Bool {
    guard softAskOnScreen[source] != nil else { return true }
    return await waits.wait(
      orEarly: false, abandonedWhen: isAbandoned,
      register: { id, continuation in
        softAskWaiters[source, default: []].append((id, continuation))
      },
      withdraw: { id in
        guard let index = self.softAskWaiters[source]?.firstIndex(where: { $0.id == id }) else {
          return nil
        }
        return self.softAskWaiters[source]?.remove(at: index).continuation
      })
  }

  /// The system's answer for `source`: joins the request in flight, or starts one with `ask`.
  ///
  /// - Parameters:
  ///   - source: The source to ask about.
  ///   - ask: Asks the system; called only when no request for `source` is in flight.
  ///   - isAbandoned: Checked while waiting; once it returns `true`, the wait ends with `nil`.
  ///     `nil` when only cancelling the task should end it.
  ///   - softAsk: The soft ask that led to this request, ended once the request is in flight
  ///     (not before: a launch woken by its end must find the request to join).
  ///   - events: Where the prompt and its answer are reported, when this launch makes the
  ///     request; a launch that joins one reports neither.
  /// - Returns: The resulting status, or `nil` when the calling task was cancelled or the wait
  ///   was abandoned first.
  private func answer(
    for source: MediaSource,
    askingWith ask: @escaping @Sendable (MediaSource) async -> AuthorizationStatus,
    abandonedWhen isAbandoned: (() -> Bool)?,
    endingSoftAsk softAsk: Int?,
    reporting events: LaunchEvents
  ) async -> AuthorizationStatus? {
    let status = await waits.wait(
      orEarly: AuthorizationStatus?.none, abandonedWhen: isAbandoned,
      register: { id, continuation in
        if answerWaiters[source] != nil {
          answerWaiters[source]?.append((id, continuation))
        } else {
          answerWaiters[source] = [(id, continuation)]
          explainedAnswers.remove(source)
          events.report(.systemPromptShown, about: source)
          Task {
            // Detached so the system call never runs on the main actor, whatever isolation the
            // caller's closure type would otherwise inherit: the frameworks answer on queues of
            // their own.
            let status = await Task.detached { await ask(source) }.value
            // Before any waiting launch settles, and even when the launch that asked has ended.
            events.report(.systemPromptAnswered(status), about: source)
            self.deliver(status, for: source)
          }
        }
        if let softAsk { endSoftAsk(softAsk, about: source) }
      },
      withdraw: { id in self.withdrawAnswerWaiter(id, for: source) })
    // A wait that ended before it began leaves the soft ask to end here.
    if let softAsk { endSoftAsk(softAsk, about: source) }
    return status
  }

  private func deliver(_ status: AuthorizationStatus, for source: MediaSource) {
    for waiter in answerWaiters.removeValue(forKey: source) ?? [] {
      waits.finished(waiter.id)
      waiter.continuation.resume(returning: status)
    }
  }

  private func withdrawAnswerWaiter(_ id: Int, for source: MediaSource) -> AnswerContinuation? {
    guard let index = answerWaiters[source]?.firstIndex(where: { $0.id == id }) else { return nil }
    return answerWaiters[source]?.remove(at: index).continuation
  }

  /// Settles with the system's answer, given to this launch's request or to another's.
  ///
  /// An answer is explained at most once however many launches shared the request: the first
  /// launch still there to settle claims the dialog, which is the one that led the prompt
  /// unless it has gone. A refusal is explained only when the policy asks for it; a restriction
  /// (or a status this version does not know) always is.
  private func explainAnswer<Screen: AlertPresenting & AnyObject>(
    _ status: AuthorizationStatus,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    explaining: Explaining,
    abandonedWhen isAbandoned: (() -> Bool)?,
    reporting events: LaunchEvents
  ) async -> Settled {
    guard let screen = weakScreen.object else { return Settled(outcome: .cancelled) }
    let situation = AccessSituation(
      source, status: .answered(status), policy: screen.accessAlertPolicy,
      form: explaining.form)
    // An answer never leads to asking again; were it to, the launch would fail closed.
    guard case .end(let ending) = AccessContract.decision(for: situation) else {
      return Settled(outcome: .denied)
    }
    let outcome = ending.outcome
    guard let reason = ending.dialog, explainedAnswers.insert(source).inserted else {
      return Settled(outcome: outcome)
    }
    switch explaining {
    case .andEnding:
      show(reason, about: source, on: screen, reporting: events)
      return Settled(outcome: outcome)
    case .andGoingOn:
      return await explain(
        Settled(outcome: outcome), reason, about: source, on: weakScreen,
        abandonedWhen: isAbandoned, reporting: events)
    }
  }

  /// Shows the dialog that explains `settled` and waits for the user's answer: "Open Settings"
  /// opens Settings and ends the launch there; any other answer, or a dialog the presenter
  /// dropped, lets it go on.
  private func explain<Screen: AlertPresenting & AnyObject>(
    _ settled: Settled,
    _ reason: AccessAlert.Reason,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    abandonedWhen isAbandoned: (() -> Bool)?,
    reporting events: LaunchEvents
  ) async -> Settled {
    guard let opener = weakScreen.object?.settingsOpener else {
      return Settled(outcome: .cancelled)
    }
    let tapped = await reply(
      to: reason, about: source, on: weakScreen, abandonedWhen: isAbandoned, reporting: events)
    if tapped?.role == .openSettings {
      events.report(.settingsOpened, about: source)
      opener.open(for: source)
      return Settled(outcome: settled.outcome, openedSettings: true)
    }
    if tapped == nil, weakScreen.object == nil || Task.isCancelled {
      return Settled(outcome: .cancelled)
    }
    return settled
  }

  /// Shows a dialog whose outcome is already known and that nothing waits for; its only
  /// effect is "Open Settings", done at most once and only if the dialog offers it.
  private func show(
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
  private func reply<Screen: AlertPresenting & AnyObject>(
    to reason: AccessAlert.Reason,
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
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
    let waits = waits
    return await waits.wait(
      orEarly: AccessAlert.Action?.none, abandonedWhen: isAbandoned,
      register: { id, continuation in
        let pending = AlertReply(continuation, gate: AlertActionGate(alert)) {
          waits.finished(id)
        }
        reply = pending
        guard let screen = weakScreen.object else { return }
        events.report(reason == .softAsk ? .softAskShown : .dialogShown(reason), about: source)
        screen.presentAccessAlert(alert) { action in pending.resolve(action) }
      },
      withdraw: { _ in reply?.withdraw() })
  }
}
