/// A place in a file, written `path:line:column:` as compilers write it, which Xcode's issue
/// navigator and editors jump to; `path:` alone where the file has no lines (a binary property
/// list).
struct SourcePosition: Equatable {
  let file: String
  let line: Int?
  /// The column, counted in characters (Unicode scalars) from 1; `nil` means the start of the
  /// line.
  var column: Int?

  init(file: String, line: Int?, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `path:line:column:` or `path:`, the path on one line; column 1 where it is not known.
  var prefix: String {
    if let line { return "\(file.singleLine):\(line):\(column ?? 1):" }
    return "\(file.singleLine):"
  }
}
