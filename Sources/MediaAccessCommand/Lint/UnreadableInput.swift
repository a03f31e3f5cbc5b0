/// An input `lint` could not audit — a path that does not exist, a malformed property list, a
/// root that is not a dictionary — reported in one line naming the file, with exit status 2.
struct UnreadableInput: Error, Equatable, Encodable {
  /// The path as the user gave it or as found under a directory they gave.
  let file: String
  /// What is wrong, in a few words.
  let problem: String

  /// The line written to standard error.
  var line: String {
    "\(file.singleLine): error: \(problem)"
  }
}
