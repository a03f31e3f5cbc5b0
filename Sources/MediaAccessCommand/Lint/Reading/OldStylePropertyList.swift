internal import Foundation

/// Reads an old-style (OpenStep) property list — a `.strings` table, a `project.pbxproj` —
/// keeping the line of every dictionary key.
///
/// Foundation's parser reads these too, but it tells neither where a key is nor, on Linux,
/// where a syntax error is (it blames line 1 and logs a line of its own to standard error).
/// A finding must point at its line, and the tool's standard error must hold only its own
/// lines, so lint parses this simple format itself.
struct OldStylePropertyList {
  /// A value of the format: strings, data, arrays and dictionaries; there are no numbers.
  indirect enum Value {
    case string(String)
    case data(Data)
    case array([Value])
    case dictionary(Dictionary)

    /// The value as Foundation's parser returns it.
    var plain: Any {
      switch self {
      case .string(let text): text
      case .data(let data): data
      case .array(let values): values.map(\.plain)
      case .dictionary(let dictionary): dictionary.plain
      }
    }

    /// The value when it is a string.
    var string: String? {
      if case .string(let text) = self { return text }
      return nil
    }

    /// The value when it is a dictionary.
    var dictionary: Dictionary? {
      if case .dictionary(let dictionary) = self { return dictionary }
      return nil
    }

    /// The strings of an array, or a string alone.
    var strings: [String] {
      switch self {
      case .string(let text): [text]
      case .array(let values): values.compactMap(\.string)
      default: []
      }
    }
  }

  /// A dictionary, the line each key is written on, and the line it opens on.
  struct Dictionary {
    var entries: [String: Value] = [:]
    var keyLines: [String: Int] = [:]
    var line: Int

    /// The dictionary as Foundation's parser returns it.
    var plain: [String: Any] {
      entries.mapValues(\.plain)
    }

    subscript(key: String) -> Value? {
      entries[key]
    }
  }

  /// Where and why the text is not a property list.
  struct SyntaxError: Error {
    let line: Int
    let message: String
  }

  /// Deeper nesting is refused rather than risking the stack; no real file comes close.
  static let maximumDepth = 256

  private let scalars: [Unicode.Scalar]
  private var position = 0
  private var line = 1

  private init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// Parses `text`, whose root is a dictionary, with or without its braces (a `.strings`
  /// table is a list of `"key" = "value";` entries).
  ///
  /// - Throws: ``SyntaxError`` at the first thing that does not fit the format.
  static func parseDictionary(_ text: String) throws(SyntaxError) -> Dictionary {
    var parser = OldStylePropertyList(text)
    try parser.skipSpace()
    guard parser.peek != nil else { return Dictionary(line: 1) }
    let root: Dictionary
    if parser.peek == "{" {
      guard case .dictionary(let dictionary) = try parser.parseValue(depth: 0) else {
        throw SyntaxError(line: 1, message: "the root is not a dictionary")
      }
      root = dictionary
    } else if parser.peek == "(" || parser.peek == "<" {
      throw SyntaxError(line: parser.line, message: "the root is not a dictionary")
    } else {
      root = try parser.parseEntries(until: nil, depth: 0)
    }
    try parser.skipSpace()
    if parser.peek != nil {
      throw SyntaxError(line: parser.line, message: "unexpected text after the root dictionary")
    }
    return root
  }

  private var peek: Unicode.Scalar? {
    position < scalars.count ? scalars[position] : nil
  }

  private mutating func advance() {
    if scalars[position] == "\n" { line += 1 }
    position += 1
  }

  /// Skips white space and `//` and `/* */` comments.
  private mutating func skipSpace() throws(SyntaxError) {
    while let scalar = peek {
      if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
        advance()
      } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
        while let next = peek, next != "\n" { advance() }
      } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
        let start = line
        advance()
        advance()
        while true {
          guard let next = peek else {
            throw SyntaxError(line: start, message: "unterminated comment")
          }
          advance()
          if next == "*", peek == "/" {
            advance()
            break
          }
        }
      } else {
        return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> Value {
    guard depth < Self.maximumDepth else {
      throw SyntaxError(line: line, message: "nested more than \(Self.maximumDepth) levels deep")
    }
    try skipSpace()
    switch peek {
    case "{":
      let opening = line
      advance()
      var dictionary = try parseEntries(until: "}", depth: depth + 1)
      dictionary.line = opening
      return .dictionary(dictionary)
    case "(":
      advance()
      return .array(try parseArray(depth: depth + 1))
    case "<":
      return .data(try parseData())
    default:
      return .string(try parseString())
    }
  }

  /// Parses `key = value;` entries up to `closing` (consumed) or the end of the text.
  private mutating func parseEntries(until closing: Unicode.Scalar?, depth: Int)
    throws(SyntaxError) -> Dictionary
  {
    var dictionary = Dictionary(line: line)
    while true {
      try skipSpace()
      guard let next = peek else {
        if closing == nil { return dictionary }
        throw SyntaxError(line: line, message: "unterminated dictionary: expected '}'")
      }
      if next == closing {
        advance()
        return dictionary
      }
      let keyLine = line
      let key = try parseString()
      try skipSpace()
      let value: Value
      if peek == ";" {
        // `"key";` in a strings table stands for `"key" = "key";`.
        value = .string(key)
      } else {
        guard peek == "=" else {
          throw SyntaxError(line: line, message: "expected '=' after \"\(key.singleLine)\"")
        }
        advance()
        value = try parseValue(depth: depth)
        try skipSpace()
      }
      guard peek == ";" else {
        throw SyntaxError(
          line: line, message: "expected ';' after the value of \"\(key.singleLine)\"")
      }
      advance()
      dictionary.entries[key] = value
      dictionary.keyLines[key] = keyLine
    }
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> [Value] {
    var values: [Value] = []
    while true {
      try skipSpace()
      if peek == ")" {
        advance()
        return values
      }
      guard peek != nil else {
        throw SyntaxError(line: line, message: "unterminated array: expected ')'")
      }
      values.append(try parseValue(depth: depth))
      try skipSpace()
      if peek == "," {
        advance()
      } else if peek != ")" {
        throw SyntaxError(line: line, message: "expected ',' or ')' in an array")
      }
    }
  }

  private mutating func parseData() throws(SyntaxError) -> Data {
    let start = line
    advance()
    var digits: [UInt8] = []
    while let scalar = peek, scalar != ">" {
      advance()
      if scalar.properties.isWhitespace { continue }
      guard let digit = UInt8(String(scalar), radix: 16) else {
        throw SyntaxError(line: line, message: "data holds something else than hex digits")
      }
      digits.append(digit)
    }
    guard peek == ">" else { throw SyntaxError(line: start, message: "unterminated data") }
    advance()
    guard digits.count.isMultiple(of: 2) else {
      throw SyntaxError(line: start, message: "data holds an odd number of hex digits")
    }
    return Data(stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] })
  }

  /// The characters an unquoted string may hold.
  private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || "_$+/:.-".unicodeScalars.contains(scalar))
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    guard let first = peek else {
      throw SyntaxError(line: line, message: "expected a value, found the end of the file")
    }
    guard first == "\"" || first == "'" else {
      var text = String.UnicodeScalarView()
      while let scalar = peek, Self.isUnquoted(scalar) {
        text.append(scalar)
        advance()
      }
      guard !text.isEmpty else {
        throw SyntaxError(line: line, message: "unexpected '\(String(first).singleLine)'")
      }
      return String(text)
    }
    let start = line
    advance()
    var text = String.UnicodeScalarView()
    while true {
      guard let scalar = peek else {
        throw SyntaxError(line: start, message: "unterminated quoted string")
      }
      advance()
      if scalar == first { return String(text) }
      if scalar == "\\" {
        text.append(try parseEscape(startLine: start))
      } else {
        text.append(scalar)
      }
    }
  }

  /// The character an escape after a backslash stands for.
  private mutating func parseEscape(startLine: Int) throws(SyntaxError) -> Unicode.Scalar {
    guard let scalar = peek else {
      throw SyntaxError(line: startLine, message: "unterminated quoted string")
    }
    advance()
    switch scalar {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "a": return "\u{7}"
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "v": return "\u{B}"
    case "U", "u":
      return escapedScalar(maximumDigits: 4, radix: 16) ?? scalar
    case "0"..."7":
      position -= 1
      return escapedScalar(maximumDigits: 3, radix: 8) ?? scalar
    default:
      return scalar
    }
  }

  /// Reads up to `maximumDigits` digits as a scalar value.
  private mutating func escapedScalar(maximumDigits: Int, radix: Int) -> Unicode.Scalar? {
    var digits = ""
    while digits.count < maximumDigits, let next = peek, UInt32(String(next), radix: radix) != nil {
      digits.unicodeScalars.append(next)
      advance()
    }
    guard !digits.isEmpty else { return nil }
    // A surrogate half alone is no character: it reads as the replacement character.
    return UInt32(digits, radix: radix).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
  }
}
