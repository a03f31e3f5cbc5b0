import MediaAccess

// MARK: - Comparisons

/// What a row's launch did against what the contract expects, in words: one list of problems
/// per aspect the runner checks.
extension ConformanceRunner {
  static func promptProblems(_ prompts: [[MediaSource]]) -> [String] {
    guard prompts != [[.camera], [.microphone]] else { return [] }
    let got = prompts.map { $0.map(\.phrase).joined(separator: " and ") }
    let gotText = got.isEmpty ? "no prompt" : got.joined(separator: ", then ")
    return [
      "expected one system prompt at a time, the camera's then the microphone's, got "
        + gotText
    ]
  }

  static func successProblems<Outcome>(
    of probe: LaunchProbe<Outcome>, expected: ConformanceRow<Outcome>.Expectation,
    namesSources: Bool, presented: Int
  ) -> [String] {
    var problems: [String] = []
    if namesSources {
      if probe.successes != expected.successes {
        problems.append(
          "expected \(describe(expected.successes)), got \(describe(probe.successes))")
      }
    } else {
      switch (!expected.successes.isEmpty, probe.successes.count) {
      case (true, 1), (false, 0): break
      case (true, 0): problems.append("expected success to run once, it never ran")
      case (true, let count):
        problems.append("expected success to run once, it ran \(OutcomeCheck.times(count))")
      case (false, let count):
        problems.append("expected success not to run, it ran \(OutcomeCheck.times(count))")
      }
    }
    if probe.successAfterCompletion {
      problems.append("success ran after the completion; it must run before")
    }
    if expected.successBeforeReturn, !probe.ranAsync,
      probe.successRuns.first?.afterReturn == true
    {
      problems.append(
        "success ran after the launch call returned; with access already allowed it must run "
          + "before the call returns")
    }
    // Success before a dialog it must follow; a dialog never shown is reported as such.
    let expectedDialogs = expected.dialogs.count
    if expected.runsSuccess, expectedDialogs > 0, presented >= expectedDialogs,
      let early = probe.successRuns.first(where: { $0.dialogsPresented < expectedDialogs })
    {
      let missed = expected.dialogs[early.dialogsPresented]
      let dialog = AccessAlert.describe(missed.reason, roles: missed.reason.actionRoles)
      problems.append(
        "success ran before \(dialog)\(namesSources ? " for the \(missed.source.phrase)" : "") "
          + "was shown; it must run only once the user has answered it")
    }
    for handler in Set(probe.offMainCalls).sorted() {
      problems.append(
        "\(handler) ran off the main actor; the launch calls it on the main actor")
    }
    if let dialog = probe.dialogsUnderSuccess.first {
      problems.append(
        "success ran while \(dialog.conformanceDescription) was on screen; it must run only "
          + "once the user has answered it")
    }
    return problems
  }

  static func describe(_ successes: [Bool]) -> String {
    guard !successes.isEmpty else { return "success not to run" }
    let runs = successes.map { "recordsSound \($0)" }.joined(separator: ", then ")
    return "success to run with \(runs)"
  }

  static func dialogProblems<Outcome>(
    in alerts: [AccessAlert], expected: ConformanceRow<Outcome>.Expectation, namesSources: Bool,
    renderer: (any AlertTextRendering)?, completedAfter presentedAtCompletion: Int?
  ) -> [String] {
    var problems: [String] = []
    let got = alerts.map {
      (reason: $0.reason, roles: $0.actions.map(\.role), source: $0.source)
    }
    let wanted = expected.dialogs.map {
      (reason: $0.reason, roles: $0.reason.actionRoles, source: $0.source)
    }
    let same = got.elementsEqual(wanted) {
      $0.reason == $1.reason && $0.roles == $1.roles && $0.source == $1.source
    }
    if !same {
      // One source's launch names sources only when a dialog is about another one.
      let rowSources = Set(wanted.map(\.source))
      let withSources = namesSources || got.contains { !rowSources.contains($0.source) }
      func describe(
        _ dialogs: [(
          reason: AccessAlert.Reason, roles: [AccessAlert.Action.Role],
          source: MediaSource
        )]
      ) -> String {
        guard withSources else {
          return AccessAlert.describe(dialogs.map { (reason: $0.reason, roles: $0.roles) })
        }
        guard !dialogs.isEmpty else { return "no dialog" }
        return dialogs.map {
          "\(AccessAlert.describe($0.reason, roles: $0.roles)) for the \($0.source.phrase)"
        }.joined(separator: ", then ")
      }
      let gotText = got.isEmpty ? "none" : describe(got)
      problems.append("expected \(describe(wanted)), got \(gotText)")
    }
    for alert in alerts {
      let dialog = "the \"\(alert.reason.conformanceName)\" dialog"
      if alert.title.isBlank { problems.append("\(dialog) has an empty title") }
      if alert.message.isBlank { problems.append("\(dialog) has an empty message") }
      for action in alert.actions where action.title.isBlank {
        problems.append("\(dialog) has an empty title for [\(action.role.conformanceName)]")
      }
    }
    if let renderer {
      for (alert, dialog) in zip(alerts, expected.dialogs)
      where alert.reason == dialog.reason && alert.source == dialog.source {
        problems += textProblems(of: alert, renderer: renderer)
      }
    }
    if let presentedAtCompletion, alerts.count > presentedAtCompletion {
      let late = alerts[presentedAtCompletion]
      problems.append(
        "\(late.conformanceDescription) was handed on after the completion; the launch hands "
          + "its dialogs on before it completes")
    }
    return problems
  }

  /// Whether a dialog's texts are those the screen's renderer gives for its reason and
  /// source, in the renderer's language: not another reason's, another source's, another
  /// language's, or another button's.
  static func textProblems(of alert: AccessAlert, renderer: any AlertTextRendering) -> [String] {
    let wanted = AccessAlert(reason: alert.reason, source: alert.source, renderer: renderer)
    let dialog = "the \"\(alert.reason.conformanceName)\" dialog for the \(alert.source.phrase)"
    var problems: [String] = []
    let renderers = "the screen's renderer gives"
    if alert.title != wanted.title, !alert.title.isBlank {
      problems.append(
        "\(dialog) has the title \"\(alert.title)\", \(renderers) \"\(wanted.title)\"")
    }
    if alert.message != wanted.message, !alert.message.isBlank {
      problems.append(
        "\(dialog) has the message \"\(alert.message)\", \(renderers) \"\(wanted.message)\"")
    }
    for (action, wantedAction) in zip(alert.actions, wanted.actions)
    where action.title != wantedAction.title && !action.title.isBlank {
      problems.append(
        "\(dialog) titles [\(action.role.conformanceName)] \"\(action.title)\", \(renderers) "
          + "\"\(wantedAction.title)\"")
    }
    return problems
  }

  static func requestProblems(
    _ requests: [MediaSource], expected: [MediaSource], namesSources: Bool
  ) -> [String] {
    guard requests != expected else { return [] }
    // One source's launch names what was asked only when another source (or access level)
    // was asked.
    let asksOthers = requests.contains { !expected.contains($0) }
    guard !namesSources, !asksOthers else {
      func describe(_ requests: [MediaSource]) -> String {
        guard !requests.isEmpty else { return "nothing" }
        return "for the " + requests.map(\.phrase).joined(separator: ", then the ")
      }
      return [
        "expected the system to be asked \(describe(expected)), "
          + "it was asked \(describe(requests))"
      ]
    }
    switch (expected.count, requests.count) {
    case (0, let got):
      return ["expected the system not to be asked, it was asked \(OutcomeCheck.times(got))"]
    case (_, 0): return ["expected the system to be asked once, it was never asked"]
    case (_, let got):
      return ["expected the system to be asked once, it was asked \(OutcomeCheck.times(got))"]
    }
  }

  static func settingsProblems<Outcome>(
    opened openings: [ConformanceContext.SettingsOpening],
    expected: ConformanceRow<Outcome>.Expectation
  ) -> [String] {
    var problems: [String] = []
    let wanted = expected.settingsOpenings ?? 0
    switch (wanted, openings.count) {
    case (let wanted, let got) where wanted == got: break
    case (0, let got):
      problems.append("expected Settings not to open, it opened \(OutcomeCheck.times(got))")
    case (_, 0):
      problems.append(
        "expected Settings to open once, it never opened (does the screen return the "
          + "context's settingsOpener, and hand taps on to the launch?)")
    case (_, let got):
      problems.append("expected Settings to open once, it opened \(OutcomeCheck.times(got))")
    }
    // What each opening followed: only "Open Settings" on a "denied" dialog, for its source.
    for opening in openings {
      guard let tap = opening.after else {
        problems.append(
          "Settings opened for the \(opening.source.phrase) without a tap on [Open Settings]")
        continue
      }
      let dialog = "the \"\(tap.alert.reason.conformanceName)\" dialog"
      if tap.role != .openSettings {
        let restriction =
          tap.alert.reason == .denied ? "" : ", which Settings cannot change"
        problems.append(
          "Settings opened for the \(opening.source.phrase) on [\(tap.role.conformanceName)] "
            + "of \(dialog)\(restriction)")
      } else if opening.source != tap.alert.source {
        problems.append(
          "Settings opened for the \(opening.source.phrase), expected the "
            + "\(tap.alert.source.phrase), whose \"\(tap.alert.reason.conformanceName)\" dialog "
            + "was tapped")
      }
    }
    return problems
  }

  static func eventProblems<Outcome>(
    _ events: [AccessEvent], expected: ConformanceRow<Outcome>.Expectation, namesSources: Bool
  ) -> [String] {
    let wanted = expected.allEvents
    guard events != wanted else { return [] }
    let sources = Set(wanted.map(\.source))
    let plain =
      !namesSources && events.allSatisfy { sources.contains($0.source) && $0.launch == .single }
    func describe(_ events: [AccessEvent]) -> String {
      guard !events.isEmpty else { return "none" }
      return events.map { plain ? "\($0.kind)" : "\($0)" }.joined(separator: ", ")
    }
    return ["expected the events \(describe(wanted)), got \(describe(events))"]
  }
}
