/// A source file a target compiles, as its project (or a dependency's) lists it, that cannot
/// be read — most often not on disk, as in a checkout that lacks an uncommitted folder — with
/// every target whose code it is: one error line, however many targets compile it, and those
/// targets are never called clean.
struct MissingSourceFile {
  /// The file and why it cannot be read.
  let unread: UnreadableInput
  /// The targets that compile it, each with the dependency whose file it is (`nil` for the
  /// target's own), in the order met.
  private(set) var targets: [(name: String, dependency: String?)] = []

  init(_ unread: UnreadableInput) {
    self.unread = unread
  }

  /// Notes that `target` compiles the file, through `dependency` if not its own.
  mutating func compiled(by target: String, through dependency: String?) {
    guard !targets.contains(where: { $0.name == target }) else { return }
    targets.append((target, dependency))
  }

  /// The error line: the file, why, and whose code is not read.
  var input: UnreadableInput {
    let named = targets.map { target in
      target.name.singleLine + (target.dependency.map { " (in \($0.singleLine))" } ?? "")
    }
    let whose =
      named.count == 1
      ? "target \(named[0]) compiles it" : "targets \(named.joined(separator: ", ")) compile it"
    return UnreadableInput(
      file: unread.file, line: unread.line,
      problem: "\(unread.problem); \(whose), and its code was not read")
  }
}
