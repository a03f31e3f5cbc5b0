/// Splits a Swift or Objective-C file into ``CodeToken``s, so that a name in a comment or a
/// string literal is never taken for a call.
///
/// It knows what decides where code is: line and block comments (nested in Swift, as the
/// language nests them), string literals with their escapes and interpolations, Swift's
/// multi-line (`"""`) and raw (`#"…"#`) strings, and Objective-C's `@"…"` strings and `'…'`
/// character literals. It works on the file's bytes; a file that is not UTF-8 still splits,
/// its other bytes taken as parts of names. A conditional compilation block that
/// ``conditions`` rule out makes no token.
struct CodeTokenizer {
  /// The language, which decides how comments nest and what a quote starts.
  enum Language: Equatable {
    case swift
    case objectiveC
  }

  let language: Language
  /// The names whose text the tokens carry; any other name's is empty.
  var names = CodeNameFilter.everyName
  /// The platforms the code is compiled for, which decide its `#if` blocks.
  var conditions = CodeConditions.unknown

  /// The tokens of `bytes`, in order.
  func tokens(_ bytes: [UInt8]) -> [CodeToken] {
    var scanner = Scanner(bytes: bytes, language: language, names: names)
    scanner.conditions = conditions
    return scanner.run()
  }

  /// The language of a file lint scans, by its extension: `.swift` is Swift, `.m` and `.mm`
  /// Objective-C; `nil` for anything else (headers declare, and C and C++ files call none of
  /// the requests).
  static func language(ofFile path: String) -> Language? {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    switch path[path.index(after: dot)...].lowercased() {
    case "swift": return .swift
    case "m", "mm": return .objectiveC
    default: return nil
    }
  }
}

/// The scanning state of one file.
private struct Scanner {
  let bytes: [UInt8]
  let language: CodeTokenizer.Language
  let names: CodeNameFilter
  var index = 0
  var line = 1
  var lineStart = 0
  /// Whether the current line so far is ASCII, so that a column is a count of bytes.
  var lineIsASCII = true
  var tokens: [CodeToken] = []
  var conditions = CodeConditions.unknown
  /// The `#if` blocks open, innermost last.
  var blocks: [Block] = []

  /// One open `#if` block, with a value per platform of ``conditions``.
  struct Block {
    /// Whether the code around the block is compiled.
    let outside: [Bool]
    /// Whether the current branch may be compiled.
    var inside: [Bool]
    /// Whether an earlier branch is certainly compiled, which leaves out the rest.
    var decided: [Bool]
  }

  init(bytes: [UInt8], language: CodeTokenizer.Language, names: CodeNameFilter) {
    self.bytes = bytes
    self.language = language
    self.names = names
  }

  // ASCII bytes the scanner looks at.
  static let newline = UInt8(ascii: "\n")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let apostrophe = UInt8(ascii: "'")
  static let backslash = UInt8(ascii: "\\")
  static let hash = UInt8(ascii: "#")
  static let at = UInt8(ascii: "@")
  static let backtick = UInt8(ascii: "`")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")

  mutating func run() -> [CodeToken] {
    while index < bytes.count {
      scanCode(untilCloseParenthesis: false)
    }
    return tokens
  }

  func byte(at offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
      true
    default: byte >= 0x80
    }
  }

  /// The column of byte `offset` on the current line, in Unicode scalars from 1.
  func column(of offset: Int) -> Int {
    if lineIsASCII { return offset - lineStart + 1 }
    var column = 1
    var position = lineStart
    while position < offset {
      // A UTF-8 continuation byte is part of the scalar before it.
      if bytes[position] & 0xC0 != 0x80 { column += 1 }
      position += 1
    }
    return column
  }

  /// Moves to `end`, counting the lines passed.
  mutating func advance(to end: Int) {
    let end = min(end, bytes.count)
    while index < end {
      if bytes[index] == Self.newline {
        line += 1
        lineStart = index + 1
        lineIsASCII = true
      } else if bytes[index] >= 0x80 {
        lineIsASCII = false
      }
      index += 1
    }
  }

  mutating func emit(
    _ kind: CodeToken.Kind, from start: Int, to end: Int, text: String,
    isCapitalized: Bool = false
  ) {
    guard blocks.last.map({ $0.inside.contains(true) }) ?? true else {
      advance(to: end)
      return
    }
    tokens.append(
      CodeToken(
        kind: kind, text: text, isCapitalized: isCapitalized, line: line,
        column: column(of: start)))
    advance(to: end)
  }

  /// Scans code, emitting tokens; inside an interpolation, it stops after the parenthesis
  /// that closes it.
  mutating func scanCode(untilCloseParenthesis: Bool) {
    var depth = 0
    while index < bytes.count {
      let current = bytes[index]
      let next = byte(at: index + 1)
      switch current {
      case Self.newline, UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
        advance(to: index + 1)
      case Self.slash where next == Self.slash:
        var end = index
        while end < bytes.count && bytes[end] != Self.newline { end += 1 }
        advance(to: end)
      case Self.slash where next == Self.star:
        advance(to: blockCommentEnd(from: index))
      case Self.quote:
        let start = index
        let end = stringEnd(from: index, hashes: 0)
        emit(.literal, from: start, to: end, text: "")
      case Self.at where language == .objectiveC && next == Self.quote:
        let start = index
        let end = stringEnd(from: index + 1, hashes: 0)
        emit(.literal, from: start, to: end, text: "")
      case Self.apostrophe where language == .objectiveC:
        let start = index
        emit(.literal, from: start, to: characterLiteralEnd(from: index), text: "")
      case Self.hash where language == .swift && rawStringHashes(at: index) != nil:
        let hashes = rawStringHashes(at: index) ?? 0
        let start = index
        let end = stringEnd(from: index + hashes, hashes: hashes)
        emit(.literal, from: start, to: end, text: "")
      case Self.hash where directive(at: index) != nil:
        if let (name, condition) = directive(at: index) {
          enter(name, condition: bytes[condition])
          advance(to: condition.upperBound)
        }
      case Self.backtick where language == .swift:
        var end = index + 1
        while end < bytes.count && Self.isNameByte(bytes[end]) { end += 1 }
        if end < bytes.count && bytes[end] == Self.backtick && end > index + 1 {
          emitName(from: index, nameRange: (index + 1)..<end, to: end + 1)
        } else {
          emit(.punctuation, from: index, to: index + 1, text: "`")
        }
      case _ where Self.isNameByte(current):
        var end = index + 1
        while end < bytes.count && Self.isNameByte(bytes[end]) { end += 1 }
        emitName(from: index, nameRange: index..<end, to: end)
      default:
        if untilCloseParenthesis {
          if current == Self.openParenthesis { depth += 1 }
          if current == Self.closeParenthesis {
            if depth == 0 {
              advance(to: index + 1)
              return
            }
            depth -= 1
          }
        }
        emit(
          .punctuation, from: index, to: index + 1,
          text: String(decoding: CollectionOfOne(current), as: UTF8.self))
      }
      if !untilCloseParenthesis { return }
    }
  }

  /// The conditional compilation directive at the `#` at `offset`, such as `elseif`, and its
  /// condition, up to the end of the line or a comment; `nil` for any other `#`.
  func directive(at offset: Int) -> (name: String, condition: Range<Int>)? {
    var start = offset + 1
    if language == .objectiveC {
      var before = offset
      while before > lineStart && (bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09) {
        before -= 1
      }
      guard before == lineStart else { return nil }
      while start < bytes.count && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
    }
    var end = start
    while end < bytes.count && Self.isNameByte(bytes[end]) { end += 1 }
    let name = String(decoding: bytes[start..<end], as: UTF8.self)
    let names =
      language == .swift
      ? ["if", "elseif", "else", "endif"]
      : ["if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "endif"]
    guard names.contains(name) else { return nil }
    var conditionEnd = end
    while conditionEnd < bytes.count {
      let current = bytes[conditionEnd]
      if current == Self.newline && byte(at: conditionEnd - 1) != Self.backslash { break }
      if current == Self.slash,
        byte(at: conditionEnd + 1) == Self.slash || byte(at: conditionEnd + 1) == Self.star
      {
        break
      }
      conditionEnd += 1
    }
    return (name, end..<conditionEnd)
  }

  /// Opens, continues or closes a block at the directive `name` with `condition`.
  mutating func enter(_ name: String, condition: ArraySlice<UInt8>) {
    let count = conditions.platforms.count
    switch name {
    case "if", "ifdef", "ifndef":
      let outside = blocks.last?.inside ?? Array(repeating: true, count: count)
      let truth =
        name == "if"
        ? conditions.truth(of: condition, language: language) : Array(repeating: nil, count: count)
      blocks.append(
        Block(
          outside: outside, inside: zip(outside, truth).map { $0 && $1 != false },
          decided: truth.map { $0 == true }))
    case "endif":
      _ = blocks.popLast()
    default:
      guard var block = blocks.popLast() else { return }
      let truth: [Bool?] =
        name == "else"
        ? Array(repeating: true, count: count)
        : name == "elseif" || name == "elif"
          ? conditions.truth(of: condition, language: language)
          : Array(repeating: nil, count: count)
      for platform in 0..<count {
        block.inside[platform] =
          block.outside[platform] && !block.decided[platform] && truth[platform] != false
        block.decided[platform] = block.decided[platform] || truth[platform] == true
      }
      blocks.append(block)
    }
  }

  /// Emits the name `bytes[nameRange]`, with its text when the filter keeps it.
  mutating func emitName(from start: Int, nameRange: Range<Int>, to end: Int) {
    let first = bytes[nameRange.lowerBound]
    let text =
      names.keeps(bytes, nameRange) ? String(decoding: bytes[nameRange], as: UTF8.self) : ""
    emit(
      .name, from: start, to: end, text: text,
      isCapitalized: first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
  }

  /// The end of the block comment opening at `start`: Swift nests them, C does not.
  func blockCommentEnd(from start: Int) -> Int {
    var position = start + 2
    var depth = 1
    while position < bytes.count {
      if bytes[position] == Self.star && byte(at: position + 1) == Self.slash {
        depth -= 1
        position += 2
        if depth == 0 || language == .objectiveC { return position }
      } else if language == .swift && bytes[position] == Self.slash
        && byte(at: position + 1) == Self.star
      {
        depth += 1
        position += 2
      } else {
        position += 1
      }
    }
    return bytes.count
  }

  /// The number of `#`s of a Swift raw string starting at `offset`, or `nil` when the `#`s
  /// there start no string (`#if`, `#selector`).
  func rawStringHashes(at offset: Int) -> Int? {
    var position = offset
    while position < bytes.count && bytes[position] == Self.hash { position += 1 }
    return position < bytes.count && bytes[position] == Self.quote ? position - offset : nil
  }

  /// The end of the string literal whose first quote is at `start`, closed by a quote and
  /// `hashes` `#`s: one line, or `"""` for a multi-line string. An interpolation's code is
  /// skipped whole, strings and comments in it included.
  func stringEnd(from start: Int, hashes: Int) -> Int {
    let multiline =
      language == .swift && byte(at: start + 1) == Self.quote && byte(at: start + 2) == Self.quote
    var position = start + (multiline ? 3 : 1)
    while position < bytes.count {
      let current = bytes[position]
      if current == Self.backslash && hasHashes(hashes, at: position + 1) {
        let escaped = position + 1 + hashes
        if language == .swift && byte(at: escaped) == Self.openParenthesis {
          position = interpolationEnd(from: escaped + 1)
        } else {
          position = escaped + 1
        }
        continue
      }
      if current == Self.newline && !multiline { return position }
      if current == Self.quote {
        let quotes = multiline ? 3 : 1
        if (0..<quotes).allSatisfy({ byte(at: position + $0) == Self.quote }),
          hasHashes(hashes, at: position + quotes)
        {
          return position + quotes + hashes
        }
      }
      position += 1
    }
    return bytes.count
  }

  func hasHashes(_ count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: offset + $0) == Self.hash }
  }

  /// The end of an interpolation whose code starts at `start`: after the parenthesis that
  /// closes it.
  func interpolationEnd(from start: Int) -> Int {
    var inner = Scanner(bytes: bytes, language: language, names: CodeNameFilter())
    inner.index = start
    inner.lineStart = start
    inner.scanCode(untilCloseParenthesis: true)
    return inner.index
  }

  /// The end of an Objective-C character literal, `'a'` or `'\''`, on its line.
  func characterLiteralEnd(from start: Int) -> Int {
    var position = start + 1
    while position < bytes.count && bytes[position] != Self.newline {
      if bytes[position] == Self.backslash {
        position += 2
        continue
      }
      if bytes[position] == Self.apostrophe { return position + 1 }
      position += 1
    }
    return position
  }
}
