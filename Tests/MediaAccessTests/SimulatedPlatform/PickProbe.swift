import MediaAccessPicking

@testable import MediaAccess

/// A pick started in a task, watched without awaiting it, so a pick that never returns fails
/// its test instead of hanging it.
@MainActor
final class PickProbe {
  private(set) var ends: [String] = []
  private(set) var task: Task<Void, Never>?
  /// Each picker made, held weakly as the glue does: UIKit's chain alone keeps it.
  private(set) weak var picker: SimulatedController?
  private(set) var pickersMade = 0

  /// Starts a pick from `screen`; the simulated picker answers through `userAnswers(_:)`.
  init(
    from screen: SimulatedController,
    in uikit: SimulatedUIKit,
    flights: PickerFlights,
    prepare: @escaping @MainActor () async -> PickerNotOpenedReason? = { nil }
  ) {
    task = Task { [self] in
      let end = await PickerSession<SimulatedController, String>.run(
        from: screen, flights: flights, resultWhenDismissed: "dismissed",
        prepare: { await prepare() },
        makePicker: { session in
          let picker = SimulatedController("picker", in: uikit)
          picker.onUserAnswer = { [weak session] answer in session?.finish(with: answer) }
          self.picker = picker
          self.pickersMade += 1
          return picker
        })
      switch end {
      case .answered(let answer): ends.append(answer)
      case .notOpened(let reason): ends.append("notOpened(\(reason))")
      }
    }
  }

  /// Lets the pick's task run as far as it can without the simulated UIKit moving on.
  static func settle() async {
    for _ in 0..<100 { await Task.yield() }
  }
}
