// expect: risks causing data races
// features: swift6.1
//
// Without NonisolatedNonsendingByDefault (Swift 6.0/6.1, Xcode 16) a nonisolated async function
// runs off the caller's actor, so handing it main-actor state is a data race. Proves the swift6.1
// passes really lack the feature (with it, the call stays on the main actor and compiles), and
// that the passes run the SIL diagnostics `-typecheck` skips.

final class Selection {
  var identifiers: [String] = []
}

@MainActor
final class LibraryModel {
  var selection = Selection()

  func refresh() async {
    await Self.reload(selection)
  }

  nonisolated static func reload(_ selection: Selection) async {
    selection.identifiers.removeAll()
  }
}
