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
    namesSources: Bool
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
    in alerts: [AccessAlert], expected: ConformanceRow<Outcome>.Expectation, namesSources: Bool
  ) -> [String] {
    var problems: [String] = []
    let got = alerts.map {
      (reason: $0.reason, roles: $0.actions.map(\.role), source: $0.source)
    }
    let wanted = expected.dialogs.map {
      (reason: $0.reason, roles: $0.reason.actionRoles, source: $0.source)
    }
    let same = got.elementsEqual(wanted) {
      $0.reason == $1.reason && $0.roles == $1.roles && (!namesSources || $0.source == $1.source)
    }
    if !same {
      func describe(
        _ dialogs: [(
          reason: AccessAlert.Reason, roles: [AccessAlert.Action.Role],
          source: MediaSource
        )]
      ) -> String {
        guard namesSources else {
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
    return problems
  }

  static func requestProblems(
    _ requests: [MediaSource], expected: [MediaSource], namesSources: Bool
  ) -> [String] {
    guard requests != expected else { return [] }
    guard !namesSources else {
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
    opened: Int, expected: ConformanceRow<Outcome>.Expectation
  ) -> [String] {
    switch (expected.settingsOpenings, opened) {
    case (nil, _), (1, 1): []
    case (_, 0):
      [
        "expected Settings to open once, it never opened (does the screen return the "
          + "context's settingsOpener, and hand taps on to the launch?)"
      ]
    case (_, let got): ["expected Settings to open once, it opened \(OutcomeCheck.times(got))"]
    }
  }
}
