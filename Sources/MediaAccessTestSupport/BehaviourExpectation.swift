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
  /// How many times Settings opens; `nil` when the row does not tap "Open Settings", and
  /// Settings must then not open at all.
  package var settingsOpenings: Int?
  /// The events the screen's observer receives until the launch ends, in order.
  package var events: [AccessEvent]
  /// The events that come after the launch ended, in order: "Open Settings" tapped on the
  /// dialog the launch ended with, and the answer to a prompt the launch no longer waited for.
  package var eventsAfterEnd: [AccessEvent]
  /// Whether success runs before the launch call returns, as it does for a status that grants
  /// access when it is first read (closure forms only; the async forms return later).
  package var successBeforeReturn: Bool

  /// An expectation.
  ///
  /// - Parameters:
  ///   - successes: The argument of each run of success; empty when it must not run.
  ///   - dialogs: The dialogs that reach the presenter, in order.
  ///   - requests: The system requests, in order.
  ///   - outcome: What the launch comes to.
  ///   - settingsOpenings: How many times Settings opens; `nil` when the row taps no
  ///     "Open Settings".
  ///   - events: The events until the launch ends.
  ///   - eventsAfterEnd: The events after the launch ended.
  ///   - successBeforeReturn: Whether success runs before the launch call returns.
  package init(
    successes: [Bool], dialogs: [Dialog], requests: [MediaSource], outcome: Outcome,
    settingsOpenings: Int? = nil, events: [AccessEvent] = [], eventsAfterEnd: [AccessEvent] = [],
    successBeforeReturn: Bool = false
  ) {
    self.successes = successes
    self.dialogs = dialogs
    self.requests = requests
    self.outcome = outcome
    self.settingsOpenings = settingsOpenings
    self.events = events
    self.eventsAfterEnd = eventsAfterEnd
    self.successBeforeReturn = successBeforeReturn
  }

  /// Whether success runs at all.
  package var runsSuccess: Bool { !successes.isEmpty }
  /// Every event the screen's observer receives, in order.
  package var allEvents: [AccessEvent] { events + eventsAfterEnd }
  /// How many times the system is asked.
  package var requestCount: Int { requests.count }
  /// The reasons of the dialogs, in order.
  package var dialogReasons: [AccessAlert.Reason] { dialogs.map(\.reason) }
}
