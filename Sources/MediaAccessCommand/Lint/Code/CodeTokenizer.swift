/// Splits a Swift or Objective-C file into tokens, so that a name in a comment or a string
/// literal is never taken for a call.
///
/// It knows what decides where code is: line and block comments (nested in Swift, as the
/// language nests them), string literals with their escapes and interpolations, Swift's
/// multi-line (`"""`) and raw (`#"…"#`) strings and extended regex literals (`#/…/#`), and
/// Objective-C's `@"…"` strings and `'…'` character literals. It works on the file's bytes; a file that is not UTF-8 still splits,
/// its other bytes taken as parts of names, and a leading byte order mark is not code. A
/// conditional compilation block that ``conditions`` rule out makes no token.
///
/// A directive's line holds what the compiler reads there:
/// - in Swift, a condition ends at its line's end, a comment that spans lines, or where its
///   expression ends; code after it, or after `#else`, is the new branch's (the compiler
///   reads it, and reports it as an error); what follows `#endif` on its line is not read;
/// - in Objective-C, the preprocessor's line runs through its comments and its line
///   continuations, and nothing on it is code.
struct CodeTokenizer {
  /// The language, which decides how comments nest and what a quote starts.
  enum Language: Equatable {
    case swift
    case objectiveC
  }

  let language: Language
  /// The names the tokens carry the text of; any other name's is empty.
  var names = CodeNameFilter.everyName
  /// The platforms the code is compiled for, which decide its `#if` blocks.
  var conditions = CodeConditions.unknown

  /// The tokens of `bytes`, in order, with their texts and positions.
  func tokens(_ bytes: [UInt8]) -> [CodeToken] {
    stream(bytes).codeTokens
  }

  /// The tokens of `bytes`, in order, as the scan reads them.
  func stream(_ bytes: [UInt8]) -> CodeTokenStream {
    // A file over 2 GiB is read up to there: a token's place is 32 bits.
    let end = min(bytes.count, Int(Int32.max))
    let textStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let (tokens, keptNames, regions) = bytes.withUnsafeBufferPointer { buffer in
      var scanner = Scanner(
        bytes: UnsafeBufferPointer(rebasing: buffer[..<end]), language: language, names: names,
        conditions: conditions)
      scanner.tokens.reserveCapacity(end / 4)
      scanner.textStart = textStart
      scanner.scan(from: textStart)
      return (scanner.tokens, scanner.keptNames, scanner.regions)
    }
    return CodeTokenStream(
      bytes: bytes, tokens: tokens, textStart: textStart, keptNames: keptNames, regions: regions)
  }

  /// The language of a file lint scans, by its extension: `.swift` is Swift, `.m` and `.mm`
  /// Objective-C; `nil` for anything else (headers declare, and C and C++ files call none of
  /// the requests).
  ///
  /// It is asked of every file a project lists, so it compares the path's bytes after the
  /// last dot and makes no string.
  static func language(ofFile path: String) -> Language? {
    let utf8 = path.utf8
    guard
      let dot = utf8.lastIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") }),
      utf8[dot] == UInt8(ascii: ".")
    else { return nil }
    let letters = utf8[utf8.index(after: dot)...]
    // `| 0x20` lowercases an ASCII letter; no other byte becomes one of these letters.
    func isExtension(_ name: String) -> Bool {
      letters.elementsEqual(name.utf8) { $0 | 0x20 == $1 }
    }
    if isExtension("swift") { return .swift }
    if isExtension("m") || isExtension("mm") { return .objectiveC }
    return nil
  }
}

/// The scanning state of one file.
private struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let language: CodeTokenizer.Language
  let names: CodeNameFilter
  let conditions: CodeConditions
  /// Where line 1 starts: after a byte order mark.
  var textStart = 0
  var tokens: [CodeTokenStream.Token] = []
  /// By a name's number in ``names``, whether a token is that name.
  var keptNames: [Bool]
  /// The `#if` blocks open, innermost last.
  var blocks: [Block] = []
  /// Whether the code here may be compiled, so that it makes tokens.
  var isActive = true
  /// Where the platforms compiling the code change, at `#if` lines only.
  var regions: [CodeTokenStream.Region] = []

  /// One open `#if` block, with a value per platform of ``conditions``.
  struct Block {
    /// Whether the code around the block is compiled.
    let outside: [Bool]
    /// Whether the current branch may be compiled.
    var inside: [Bool]
    /// Whether an earlier branch is certainly compiled, which leaves out the rest.
    var decided: [Bool]
  }

  init(
    bytes: UnsafeBufferPointer<UInt8>, language: CodeTokenizer.Language, names: CodeNameFilter,
    conditions: CodeConditions
  ) {
    self.bytes = bytes
    self.language = language
    self.names = names
    self.conditions = conditions
    keptNames = Array(repeating: false, count: names.names.count)
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

  /// Whether `byte` is part of a name: a letter, a digit, `_`, `$` or any byte of a
  /// non-ASCII scalar. Two 64-bit masks, one per half of ASCII, hold the ASCII ones.
  @inline(__always)
  static func isNameByte(_ byte: UInt8) -> Bool {
    // `$` and `0`…`9`.
    let low: UInt64 = 1 << 0x24 | 0x3FF << 0x30
    // `A`…`Z`, `_` and `a`…`z`.
    let high: UInt64 = 0x3FF_FFFF << 0x01 | 1 << 0x1F | 0x3FF_FFFF << 0x21
    return byte >= 0x80 || ((byte < 0x40 ? low : high) >> UInt64(byte & 0x3F)) & 1 != 0
  }

  /// Space, tab, line feed, vertical tab, form feed or carriage return.
  @inline(__always)
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte &- 0x09 < 5
  }

  @inline(__always)
  func byte(at offset: Int) -> UInt8 {
    offset < bytes.count ? bytes[offset] : 0
  }

  @inline(__always)
  mutating func emit(
    _ kind: CodeToken.Kind, at start: Int, count: Int, byte: UInt8,
    name: Int32 = CodeNameFilter.notKept, isQuoted: Bool = false
  ) {
    tokens.append(
      CodeTokenStream.Token(
        start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: count),
        name: name, kind: kind, isQuoted: isQuoted, byte: byte))
  }

  /// Scans the code from `start` to the end, making the tokens.
  mutating func scan(from start: Int) {
    let count = bytes.count
    var index = start
    while index < count {
      let current = bytes[index]
      if Self.isSpace(current) {
        index += 1
        continue
      }
      if Self.isNameByte(current) {
        var end = index + 1
        while end < count && Self.isNameByte(bytes[end]) { end += 1 }
        if isActive { emitName(from: index, to: end, isQuoted: false) }
        index = end
        continue
      }
      let next = byte(at: index + 1)
      switch current {
      case Self.slash where next == Self.slash || next == Self.star:
        index = commentEnd(from: index)
      case Self.quote:
        let end = stringEnd(from: index, hashes: 0)
        if isActive { emit(.literal, at: index, count: end - index, byte: current) }
        index = end
      case Self.at where language == .objectiveC && next == Self.quote:
        let end = stringEnd(from: index + 1, hashes: 0)
        if isActive { emit(.literal, at: index, count: end - index, byte: current) }
        index = end
      case Self.apostrophe where language == .objectiveC:
        let end = characterLiteralEnd(from: index)
        if isActive { emit(.literal, at: index, count: end - index, byte: current) }
        index = end
      case Self.hash:
        if language == .swift, let hashes = rawStringHashes(at: index) {
          let end = stringEnd(from: index + hashes, hashes: hashes)
          if isActive { emit(.literal, at: index, count: end - index, byte: current) }
          index = end
        } else if language == .swift, let end = extendedRegexEnd(from: index) {
          if isActive { emit(.literal, at: index, count: end - index, byte: current) }
          index = end
        } else if let end = directive(at: index) {
          index = end
        } else {
          if isActive { emit(.punctuation, at: index, count: 1, byte: current) }
          index += 1
        }
      case Self.backtick where language == .swift:
        var end = index + 1
        while end < count && Self.isNameByte(bytes[end]) { end += 1 }
        if end < count && bytes[end] == Self.backtick && end > index + 1 {
          if isActive { emitName(from: index + 1, to: end, isQuoted: true) }
          index = end + 1
        } else {
          if isActive { emit(.punctuation, at: index, count: 1, byte: current) }
          index += 1
        }
      default:
        if isActive { emit(.punctuation, at: index, count: 1, byte: current) }
        index += 1
      }
    }
  }

  /// Emits the name `bytes[start..<end]`, numbered when the filter keeps it.
  @inline(__always)
  mutating func emitName(from start: Int, to end: Int, isQuoted: Bool) {
    let number = names.number(ofName: bytes, from: start, to: end)
    if number >= 0 { keptNames[Int(number)] = true }
    emit(
      .name, at: isQuoted ? start - 1 : start, count: end - start, byte: bytes[start],
      name: number, isQuoted: isQuoted)
  }

  /// The end of the comment opening at `start`, `//` or `/*`: a line comment ends at its
  /// line feed, which is left to read.
  func commentEnd(from start: Int) -> Int {
    byte(at: start + 1) == Self.slash ? lineEnd(from: start) : blockCommentEnd(from: start)
  }

  /// The end of the line `start` is on: its line feed, or the end of the file.
  func lineEnd(from start: Int) -> Int {
    var end = start
    while end < bytes.count && bytes[end] != Self.newline { end += 1 }
    return end
  }

  /// The end of the block comment opening at `start`: Swift nests them, C does not.
  func blockCommentEnd(from start: Int) -> Int {
    var position = start + 2
    var depth = 1
    while position < bytes.count {
      let current = bytes[position]
      if current == Self.star && byte(at: position + 1) == Self.slash {
        depth -= 1
        position += 2
        if depth == 0 || language == .objectiveC { return position }
      } else if current == Self.slash && language == .swift && byte(at: position + 1) == Self.star {
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

  /// The end of the Swift extended regex literal (`#/…/#`, on one line or more) whose first
  /// `#` is at `start`: after a `/` and as many `#`s; `nil` when the `#`s there start none.
  func extendedRegexEnd(from start: Int) -> Int? {
    var position = start
    while position < bytes.count && bytes[position] == Self.hash { position += 1 }
    let hashes = position - start
    guard position < bytes.count, bytes[position] == Self.slash else { return nil }
    position += 1
    while position < bytes.count {
      if bytes[position] == Self.slash && hasHashes(hashes, at: position + 1) {
        return position + 1 + hashes
      }
      position += 1
    }
    return bytes.count
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
        if (!multiline
          || (byte(at: position + 1) == Self.quote && byte(at: position + 2) == Self.quote))
          && hasHashes(hashes, at: position + quotes)
        {
          return position + quotes + hashes
        }
      }
      position += 1
    }
    return bytes.count
  }

  func hasHashes(_ count: Int, at offset: Int) -> Bool {
    var index = 0
    while index < count {
      if byte(at: offset + index) != Self.hash { return false }
      index += 1
    }
    return true
  }

  /// The end of an interpolation whose code starts at `start`: after the parenthesis that
  /// closes it. Its strings, comments and parentheses are skipped as code's are.
  func interpolationEnd(from start: Int) -> Int {
    var position = start
    var depth = 0
    while position < bytes.count {
      let current = bytes[position]
      let next = byte(at: position + 1)
      switch current {
      case Self.slash where next == Self.slash || next == Self.star:
        position = commentEnd(from: position)
      case Self.quote:
        position = stringEnd(from: position, hashes: 0)
      case Self.hash:
        if let hashes = rawStringHashes(at: position) {
          position = stringEnd(from: position + hashes, hashes: hashes)
        } else {
          position += 1
        }
      case Self.openParenthesis:
        depth += 1
        position += 1
      case Self.closeParenthesis:
        position += 1
        if depth == 0 { return position }
        depth -= 1
      default:
        position += 1
      }
    }
    return bytes.count
  }

  /// The conditional compilation directive at the `#` at `offset`: opens, continues or
  /// closes its block, and returns where code resumes (see ``CodeTokenizer``); `nil` for any
  /// other `#`.
  mutating func directive(at offset: Int) -> Int? {
    var start = offset + 1
    if language == .objectiveC {
      // The preprocessor's `#` starts its line, after spaces and tabs.
      var before = offset
      while before > textStart && (bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09) {
        before -= 1
      }
      guard before == textStart || bytes[before - 1] == Self.newline else { return nil }
      while start < bytes.count && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
    }
    var end = start
    while end < bytes.count && Self.isNameByte(bytes[end]) { end += 1 }
    guard end - start <= 8 else { return nil }
    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    let names =
      language == .swift
      ? ["if", "elseif", "else", "endif"]
      : ["if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "endif"]
    guard names.contains(name) else { return nil }
    let line = directiveLine(from: end)
    var condition = line.text
    var resume = line.end
    if language == .swift {
      switch name {
      case "if", "elseif":
        let length = Self.expressionLength(condition)
        condition = condition.prefix(length)
        resume = end + length
      case "else":
        resume = end
      default:
        break
      }
    }
    enter(name, condition: condition)
    let platforms = blocks.last?.inside
    isActive = platforms.map { $0.contains(true) } ?? true
    if platforms != regions.last?.platforms && (platforms != nil || !regions.isEmpty) {
      regions.append(
        CodeTokenStream.Region(
          firstToken: tokens.count,
          platforms: platforms ?? Array(repeating: true, count: conditions.platforms.count)))
    }
    return resume
  }

  /// The rest of a directive's line from `start`, its comments blanked out, and where it
  /// ends: at a line feed (in Objective-C, one no backslash continues), or at a line comment.
  /// A Swift block comment that spans lines ends it too, since what follows starts a line;
  /// the preprocessor reads its line through one.
  func directiveLine(from start: Int) -> (text: ArraySlice<UInt8>, end: Int) {
    var position = start
    var comments: [Range<Int>] = []
    while position < bytes.count {
      let current = bytes[position]
      if current == Self.newline {
        guard language == .objectiveC else { break }
        let before = position > start ? bytes[position - 1] : 0
        let continued =
          before == Self.backslash
          || (before == UInt8(ascii: "\r") && position - 2 >= start
            && bytes[position - 2] == Self.backslash)
        guard continued else { break }
      } else if current == Self.slash && byte(at: position + 1) == Self.slash {
        break
      } else if current == Self.slash && byte(at: position + 1) == Self.star {
        let commentEnd = blockCommentEnd(from: position)
        if language == .swift
          && UnsafeBufferPointer(rebasing: bytes[position..<commentEnd]).contains(Self.newline)
        {
          break
        }
        comments.append(position..<commentEnd)
        position = commentEnd
        continue
      }
      position += 1
    }
    var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    for comment in comments {
      for index in comment { text[index - start] = 0x20 }
    }
    return (text[...], position)
  }

  /// How many bytes of `condition` a Swift `#if` reads as its condition: up to the end of its
  /// expression, or all of them when it is incomplete (which leaves it unknown). What follows
  /// is the branch's code (`#if DEBUG foo()`).
  static func expressionLength(_ condition: ArraySlice<UInt8>) -> Int {
    let bytes = Array(condition)
    var position = 0
    var end = bytes.count
    var needsOperand = true
    var depth = 0
    while position < bytes.count {
      let current = bytes[position]
      if isSpace(current) {
        position += 1
      } else if depth > 0 {
        if current == openParenthesis { depth += 1 }
        if current == closeParenthesis {
          depth -= 1
          if depth == 0 { end = position + 1 }
        }
        position += 1
      } else if needsOperand {
        if current == UInt8(ascii: "!") {
          position += 1
        } else if current == openParenthesis {
          depth = 1
          needsOperand = false
          position += 1
        } else if isNameByte(current) {
          while position < bytes.count && isNameByte(bytes[position]) { position += 1 }
          end = position
          needsOperand = false
          // A platform condition's parenthesis, as in `os(iOS)`.
          var next = position
          while next < bytes.count && (bytes[next] == 0x20 || bytes[next] == 0x09) { next += 1 }
          if next < bytes.count && bytes[next] == openParenthesis {
            depth = 1
            position = next + 1
          }
        } else {
          return bytes.count
        }
      } else if Array("&|=<>!.".utf8).contains(current) {
        while position < bytes.count && Array("&|=<>!.".utf8).contains(bytes[position]) {
          position += 1
        }
        needsOperand = true
      } else {
        return end
      }
    }
    return depth > 0 || needsOperand ? bytes.count : end
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
    return min(position, bytes.count)
  }
}
