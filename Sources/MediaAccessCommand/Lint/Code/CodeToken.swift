/// One token of a Swift or Objective-C file, as ``CodeTokenizer`` reads it: a name, a string
/// literal, or one character of punctuation. Comments and white space make no token.
struct CodeToken: Equatable {
  enum Kind: Equatable {
    /// A name or a keyword (`AVCaptureDevice`, `func`), or a number.
    case name
    /// A string or character literal, whole; its text is never matched against a call.
    case literal
    /// One character of punctuation, such as `.`, `(` or `:`.
    case punctuation
  }

  let kind: Kind
  /// The token's text; empty for a literal, whose words are not code, and for a name the
  /// tokenizer's ``CodeNameFilter`` does not keep.
  let text: String
  /// Whether it is a name that starts with a capital letter, as a type's does.
  var isCapitalized = false
  /// Where it starts: the line, from 1, and the column in Unicode scalars, from 1.
  let line: Int
  let column: Int
}
