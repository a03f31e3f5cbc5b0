/// What a suite says about a launch's outcomes: the one wording for "never completed", "got
/// another outcome" and "completed twice", whatever kind of launch it is.
enum OutcomeCheck {
  /// The problems with a launch's outcomes, in words; empty when it completed once, as
  /// expected.
  ///
  /// - Parameters:
  ///   - outcomes: Every outcome the launch's completion received.
  ///   - expected: The outcome the row expects.
  ///   - completed: Whether the completion ran within the suite's bound.
  ///   - launch: What the launch is called in the messages: `launch`, `capture`.
  /// - Returns: The problems found.
  static func problems<Outcome: Equatable & CustomStringConvertible>(
    outcomes: [Outcome], expected: Outcome, completed: Bool, launch: String
  ) -> [String] {
    guard completed, let outcome = outcomes.first else {
      return [
        "expected outcome \(quoted(expected)), but the \(launch) never completed within "
          + "\(ConformanceWaits.completionBound) (is its completion called?)"
      ]
    }
    var problems: [String] = []
    if outcome != expected {
      problems.append("expected outcome \(quoted(expected)), got \(quoted(outcome))")
    }
    if outcomes.count > 1 {
      problems.append("expected the completion to run once, it ran \(times(outcomes.count))")
    }
    return problems
  }

  /// A count of runs in words: `once`, `twice`, `3 times`.
  static func times(_ count: Int) -> String {
    switch count {
    case 1: "once"
    case 2: "twice"
    default: "\(count) times"
    }
  }

  /// An outcome as messages show it: a one-word outcome as is, a longer one in quotes.
  private static func quoted(_ outcome: some CustomStringConvertible) -> String {
    let text = outcome.description
    return text.contains(" ") ? "\"\(text)\"" : text
  }
}
