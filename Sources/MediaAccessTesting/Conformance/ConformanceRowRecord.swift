import MediaAccess

/// Everything one row observed, kept after the row has been judged: what the screen delivers
/// late (a second completion from a timer that forgets the launch ended, a dialog, an opening
/// of Settings or an event after the row) is still caught, and charged to the row it belongs
/// to, at the next row or once the suite's last row has ended.
@MainActor
final class ConformanceRowRecord<Outcome: CustomStringConvertible> {
  /// What had been observed when the row was judged, or last checked since.
  private struct Seen {
    var successes = 0
    var outcomes = 0
    var dialogs = 0
    var settingsOpenings = 0
    var events = 0
    var offMainCalls = 0
  }

  /// The row as failure messages name it.
  let label: String
  /// What the row handed the screen.
  let context: ConformanceContext
  /// What the row's launch delivered.
  let probe: LaunchProbe<Outcome>
  /// Whether the launch has two sources, so that messages give success's argument.
  let namesSources: Bool
  private var seen: Seen?

  init(
    label: String, namesSources: Bool, context: ConformanceContext, probe: LaunchProbe<Outcome>
  ) {
    self.label = label
    self.namesSources = namesSources
    self.context = context
    self.probe = probe
  }

  /// Whether the screen's events reached the context's observer in this row.
  var receivedEvents: Bool { !context.events.isEmpty }

  /// Whether nothing the row handed the screen can still deliver anything.
  var isQuiet: Bool { probe.isQuiet }

  /// Notes what has been observed so far as judged: anything more is late.
  func judge() {
    seen = now
  }

  /// What arrived since the row was judged (or last checked), in words, each charged to the
  /// row; and notes it as seen.
  ///
  /// - Parameter checksEvents: Whether the screen's events reach the suite, so that events
  ///   count.
  func lateProblems(checksEvents: Bool) -> [String] {
    guard let before = seen else { return [] }
    let after = now
    seen = after
    var problems: [String] = []
    for argument in probe.successes.dropFirst(before.successes) {
      problems.append(namesSources ? "success ran, with recordsSound \(argument)" : "success ran")
    }
    for (index, outcome) in probe.outcomes.enumerated().dropFirst(before.outcomes) {
      problems.append(
        index == 0
          ? "the completion ran, with \(outcome)"
          : "the completion ran again, with \(outcome); expected it to run once")
    }
    for alert in context.presenter.presentedAlerts.dropFirst(before.dialogs) {
      problems.append("\(alert.conformanceDescription) was presented")
    }
    for opening in context.settingsOpenings.dropFirst(before.settingsOpenings) {
      problems.append("Settings opened for the \(opening.source.phrase)")
    }
    for handler in probe.offMainCalls.dropFirst(before.offMainCalls) {
      problems.append("\(handler) ran off the main actor")
    }
    if checksEvents {
      for event in context.events.dropFirst(before.events) {
        problems.append("the event \(event.kind) was reported")
      }
    }
    guard !problems.isEmpty else { return [] }
    return ["after the row ended: " + problems.joined(separator: "; ")]
  }

  private var now: Seen {
    Seen(
      successes: probe.successes.count, outcomes: probe.outcomes.count,
      dialogs: context.presenter.presentedAlerts.count,
      settingsOpenings: context.settingsOpenings.count, events: context.events.count,
      offMainCalls: probe.offMainCalls.count)
  }
}
