/// The records of every row a suite has run, kept until the suite ends, so that what a screen
/// delivers after its row (a second completion from a timer, a dialog, Settings, an event) is
/// caught and charged to the row it belongs to.
@MainActor
final class ConformanceLedger<Outcome: CustomStringConvertible> {
  /// Every row's record, in the order the rows ran.
  private(set) var records: [ConformanceRowRecord<Outcome>] = []
  /// Whether the screen's events reach the context's observer: once they have, in any row,
  /// every row's events are compared.
  private(set) var checksEvents = false
  private let reporter: ConformanceReporter

  init(reporting reporter: ConformanceReporter) {
    self.reporter = reporter
  }

  /// Keeps a row's record.
  func keep(_ record: ConformanceRowRecord<Outcome>) {
    records.append(record)
  }

  /// Whether the events of a row that has `received` some so far are compared.
  func checksEvents(received: Bool) -> Bool {
    checksEvents || received
  }

  /// Notes whether a row's events reached the suite.
  ///
  /// - Returns: Whether events are compared, from this row on.
  func noteEvents(received: Bool) -> Bool {
    checksEvents = checksEvents || received
    return checksEvents
  }

  /// Reports what reached any row since it was judged, charged to that row.
  func reportLate() {
    // Events that reach the suite only after their row still show that the screen's events
    // reach it.
    checksEvents = checksEvents || records.contains { $0.receivedEvents }
    for record in records {
      let late = record.lateProblems(checksEvents: checksEvents)
      if !late.isEmpty { reporter.fail("\(record.label): \(late.joined(separator: "; "))") }
    }
  }

  /// After the last row: waits until nothing the rows handed out can deliver any more (a
  /// conforming screen has let go of everything by then), then reports what came late.
  func settle() async {
    _ = await ConformanceWaits.until(
      { self.records.allSatisfy(\.isQuiet) }, within: ConformanceWaits.releaseBound)
    await ConformanceWaits.drainMainActor()
    reportLate()
  }
}
