/// An input `lint` could not audit — a path that does not exist, a folder it cannot list, a
/// malformed property list, a root that is not a dictionary — reported in one line naming the
/// file (and the line, where the problem has one), with exit status 2.
struct UnreadableInput: Error, Equatable, Encodable {
  /// The path as the user gave it or as found under a directory they gave.
  var file: String
  /// The line the problem is on, where the file has lines and the problem a place.
  var line: Int?
  /// What is wrong, in a few words.
  let problem: String

  init(file: String, line: Int? = nil, problem: String) {
    self.file = file
    self.line = line
    self.problem = problem
  }

  /// The line written to standard error, `path:line:1: error: problem`.
  var text: String {
    "\(position.prefix) error: \(problem)"
  }

  /// Where the problem is: the file, and its line at column 1 where it has one.
  var position: SourcePosition {
    SourcePosition(file: file, line: line)
  }
}
