/// The tokens of one file as the scan reads them: compact, each a place in the file's bytes
/// with its kind and, for a name, its number in the tokenizer's ``CodeNameFilter``. No token
/// holds a string; ``text(of:)`` and ``position(of:)`` make them for the few tokens that need
/// them, and ``codeTokens`` for all.
struct CodeTokenStream {
  /// One token.
  struct Token {
    /// Where it starts in the file's bytes: the backtick of a quoted name.
    let start: Int32
    /// A name's bytes, from ``nameStart``; a literal's and a punctuation's, from ``start``.
    let count: Int32
    /// A name's number in the filter (``CodeNameFilter/notKept`` when it is not kept).
    let name: Int32
    let kind: CodeToken.Kind
    /// Whether it is a name written in backticks, whose bytes start after the backtick.
    let isQuoted: Bool
    /// A punctuation's byte, or a name's first byte.
    let byte: UInt8

    /// Where a name's bytes start.
    var nameStart: Int { Int(start) + (isQuoted ? 1 : 0) }

    /// Whether it is a name the filter keeps.
    var isKeptName: Bool { kind == .name && name != CodeNameFilter.notKept }

    /// Whether it is a name that starts with a capital letter, as a type's does.
    var isCapitalized: Bool {
      kind == .name && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// Whether it is the punctuation `byte`.
    func isPunctuation(_ byte: UInt8) -> Bool {
      kind == .punctuation && self.byte == byte
    }
  }

  /// A run of tokens compiled for the same platforms, from one `#if` line to the next.
  struct Region: Equatable {
    /// The index of its first token.
    let firstToken: Int
    /// Whether each platform of the tokenizer's ``CodeConditions`` may compile it.
    let platforms: [Bool]
  }

  /// The file's bytes.
  let bytes: [UInt8]
  /// The tokens, in order.
  let tokens: [Token]
  /// Where line 1 starts: after a byte order mark, which is not a column.
  let textStart: Int
  /// By a name's number in the tokenizer's filter, whether a token is that name: the
  /// tokenizer notes it as it numbers the name, so that asking costs no pass over the tokens.
  let keptNames: [Bool]
  /// Where the platforms compiling the tokens change, in order; before the first, and with
  /// none, every platform compiles them.
  var regions: [Region] = []

  /// Whether each of `count` platforms may compile the token at `index`.
  func platforms(ofToken index: Int, count: Int) -> [Bool] {
    // Few regions, and most files have none.
    regions.last { $0.firstToken <= index }?.platforms ?? Array(repeating: true, count: count)
  }

  /// Whether a token is the name numbered `number` (``CodeNameFilter/number(of:)``).
  func contains(name number: Int32) -> Bool {
    number >= 0 && Int(number) < keptNames.count && keptNames[Int(number)]
  }

  /// The token's text: a kept name's, a punctuation's; empty for a literal and for a name
  /// the filter does not keep, as ``CodeToken/text`` is.
  func text(of token: Token) -> String {
    switch token.kind {
    case .literal: return ""
    // A punctuation's byte is ASCII (every other byte is a name's).
    case .punctuation: return String(Unicode.Scalar(token.byte))
    case .name: return token.name != CodeNameFilter.notKept ? name(of: token) : ""
    }
  }

  /// A name's text, whether the filter keeps it or not; for a reader that makes a string
  /// only for the few names it keeps.
  func name(of token: Token) -> String {
    let start = token.nameStart
    // From contiguous bytes, which `String(decoding:as:)` reads without a dynamic cast.
    return bytes.withUnsafeBufferPointer { buffer in
      String(
        decoding: UnsafeBufferPointer(rebasing: buffer[start..<(start + Int(token.count))]),
        as: UTF8.self)
    }
  }

  /// The tokens with their texts and positions, in order.
  var codeTokens: [CodeToken] {
    var positions = Positions(textStart: textStart)
    return bytes.withUnsafeBufferPointer { buffer in
      tokens.map { token in
        let (line, column) = positions.position(of: Int(token.start), in: buffer)
        return CodeToken(
          kind: token.kind, text: text(of: token), isCapitalized: token.isCapitalized,
          line: line, column: column)
      }
    }
  }

  /// Counts lines and columns forward through the bytes, so that positions asked in order
  /// cost one pass over the file in all.
  struct Positions {
    private var offset: Int
    private var line = 1
    private var column = 1

    init(textStart: Int) {
      offset = textStart
    }

    /// The line, from 1, and the column in Unicode scalars, from 1, of byte `target`, at or
    /// after the last one asked.
    mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
      while offset < target {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          // A UTF-8 continuation byte is part of the scalar before it.
          column += 1
        }
        offset += 1
      }
      return (line, column)
    }
  }
}
