package import MediaAccess

/// What a conforming screen does in one row of the behaviour table, as ``AccessContract``
/// decides it: for a launch of one source (`Outcome` is ``MediaAccess/LaunchOutcome``) or for
/// a video capture (``MediaAccess/VideoCaptureOutcome``).
package struct BehaviourExpectation<Outcome: Equatable & Sendable>: Equatable, Sendable {
  /// A dialog the row expects, and about which source.
  package typealias Dialog = ExpectedDialog

  /// The argument of each run of success (`recordsSound` for a video capture, `true` for a
  /// launch of one source); empty when success must not run.
  package var successes: [Bool]
  /// The dialogs that reach the presenter, in order.
  package var dialogs: [Dialog]
  /// The system requests, in order.
  package var requests: [MediaSource]
  /// What the launch comes to.
  package var outcome: Outcome
  /// How many times Settings opens; `nil` when the row does not tap "Open Settings".
  package var settingsOpenings: Int?

  /// An expectation.
  ///
  /// - Parameters:
  ///   - successes: The argument of each run of success; empty when it must not run.
  ///   - dialogs: The dialogs that reach the presenter, in order.
  ///   - requests: The system requests, in order.
  ///   - outcome: What the launch comes to.
  ///   - settingsOpenings: How many times Settings opens; `nil` when not checked.
  package init(
    successes: [Bool], dialogs: [Dialog], requests: [MediaSource], outcome: Outcome,
    settingsOpenings: Int? = nil
  ) {
    self.successes = successes
    self.dialogs = dialogs
    self.requests = requests
    self.outcome = outcome
    self.settingsOpenings = settingsOpenings
  }

  /// Whether success runs at all.
  package var runsSuccess: Bool { !successes.isEmpty }
  /// How many times the system is asked.
  package var requestCount: Int { requests.count }
  /// The reasons of the dialogs, in order.
  package var dialogReasons: [AccessAlert.Reason] { dialogs.map(\.reason) }
}
