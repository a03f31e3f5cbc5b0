import MediaAccess

/// The outcomes of closure-form launches, in order.
@MainActor
final class OutcomeLog {
  private(set) var values: [LaunchOutcome] = []

  func append(_ outcome: LaunchOutcome) {
    values.append(outcome)
  }
}
