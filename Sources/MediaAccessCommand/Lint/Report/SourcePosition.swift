/// A place in a file, written `path:line:` as compilers write it, which Xcode's issue navigator
/// and editors jump to; `path:` alone where the file has no lines (a binary property list).
struct SourcePosition: Equatable {
  let file: String
  let line: Int?

  /// `path:line:` or `path:`, the path on one line.
  var prefix: String {
    if let line { return "\(file.singleLine):\(line):" }
    return "\(file.singleLine):"
  }
}
