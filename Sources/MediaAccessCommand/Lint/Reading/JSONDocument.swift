internal import Foundation

/// A JSON text (RFC 8259) read from its UTF-8 bytes, with the line of every object member.
///
/// A String Catalog is JSON, and a finding about one of its keys or languages must point at the
/// key's line, which Foundation's `JSONSerialization` does not keep. Reading the bytes once,
/// lines and values together, costs a fraction of decoding with Foundation and then walking
/// the text again for each line: lint runs in builds.
enum JSONDocument {
  /// A JSON value. Objects keep their members in the order written, duplicates included.
  indirect enum Value {
    case object([Member])
    case array([Value])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The value of the first member named `key`, when this is an object that has one.
    subscript(key: String) -> Value? {
      guard case .object(let members) = self else { return nil }
      return members.first { $0.key == key }?.value
    }

    /// The members when this is an object.
    var members: [Member]? {
      if case .object(let members) = self { return members }
      return nil
    }

    /// The value as Foundation's `JSONSerialization` returns it (`NSNull` for `null`), for
    /// the checks that name a value's kind. A later duplicate member wins, as there.
    var plain: Any {
      switch self {
      case .object(let members):
        Dictionary(members.map { ($0.key, $0.value.plain) }) { _, later in later }
      case .array(let values): values.map(\.plain)
      case .string(let text): text
      case .number(let number):
        number.rounded() == number && abs(number) < 1e15 ? Int(number) as Any : number
      case .bool(let flag): flag
      case .null: NSNull()
      }
    }
  }

  /// One `"key": value` of an object, and the line its key is written on.
  struct Member {
    let key: String
    let line: Int
    let value: Value
  }

  /// Where and why the text is not JSON.
  struct SyntaxError: Error {
    let line: Int
    let message: String
  }

  /// Deeper nesting is refused rather than risking the stack; no real catalog comes close.
  static let maximumDepth = 512

  /// Parses `text`, whose root is an object or an array.
  ///
  /// - Throws: ``SyntaxError`` at the first thing that is not JSON.
  static func parse(_ text: String) throws(SyntaxError) -> Value {
    var text = text
    let result: Result<Value, SyntaxError> = text.withUTF8 { bytes in
      var parser = Parser(bytes: bytes)
      return Result { () throws(SyntaxError) in try parser.parseRoot() }
    }
    return try result.get()
  }

  /// The parser's state: the bytes, where it is in them, and the line it is on.
  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var line = 1

    var peek: UInt8? {
      position < bytes.count ? bytes[position] : nil
    }

    func error(_ message: String) -> SyntaxError {
      SyntaxError(line: line, message: message)
    }

    mutating func parseRoot() throws(SyntaxError) -> Value {
      skipWhitespace()
      guard peek == UInt8(ascii: "{") || peek == UInt8(ascii: "[") else {
        throw error("expected an object or an array")
      }
      let root = try parseValue(depth: 0)
      skipWhitespace()
      guard peek == nil else { throw error("unexpected text after the root value") }
      return root
    }

    mutating func skipWhitespace() {
      while let byte = peek {
        switch byte {
        case UInt8(ascii: "\n"): line += 1
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
        default: return
        }
        position += 1
      }
    }

    mutating func parseValue(depth: Int) throws(SyntaxError) -> Value {
      guard depth < JSONDocument.maximumDepth else {
        throw error("nested more than \(JSONDocument.maximumDepth) levels deep")
      }
      guard let byte = peek else { throw error("expected a value, found the end of the file") }
      switch byte {
      case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
      case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
      case UInt8(ascii: "\""): return .string(try parseString())
      case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
      case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
      case UInt8(ascii: "n"): return try parseLiteral("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
      default: throw error("expected a value")
      }
    }

    mutating func parseObject(depth: Int) throws(SyntaxError) -> Value {
      position += 1
      var members: [Member] = []
      skipWhitespace()
      if peek == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
        let keyLine = line
        let key = try parseString()
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
        position += 1
        skipWhitespace()
        members.append(Member(key: key, line: keyLine, value: try parseValue(depth: depth)))
        skipWhitespace()
        switch peek {
        case UInt8(ascii: ","): position += 1
        case UInt8(ascii: "}"):
          position += 1
          return .object(members)
        default: throw error("expected ',' or '}' in an object")
        }
      }
    }

    mutating func parseArray(depth: Int) throws(SyntaxError) -> Value {
      position += 1
      var values: [Value] = []
      skipWhitespace()
      if peek == UInt8(ascii: "]") {
        position += 1
        return .array(values)
      }
      while true {
        skipWhitespace()
        values.append(try parseValue(depth: depth))
        skipWhitespace()
        switch peek {
        case UInt8(ascii: ","): position += 1
        case UInt8(ascii: "]"):
          position += 1
          return .array(values)
        default: throw error("expected ',' or ']' in an array")
        }
      }
    }

    mutating func parseLiteral(_ word: StaticString, _ value: Value) throws(SyntaxError) -> Value {
      let length = word.utf8CodeUnitCount
      guard position + length <= bytes.count,
        UnsafeBufferPointer(start: word.utf8Start, count: length)
          .elementsEqual(bytes[position..<position + length])
      else { throw error("expected a value") }
      position += length
      return value
    }

    mutating func parseNumber() throws(SyntaxError) -> Value {
      let start = position
      func digits(_ parser: inout Parser) -> Int {
        let first = parser.position
        while let byte = parser.peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
          parser.position += 1
        }
        return parser.position - first
      }
      if peek == UInt8(ascii: "-") { position += 1 }
      if peek == UInt8(ascii: "0") {
        position += 1
      } else if digits(&self) == 0 {
        throw error("malformed number")
      }
      if peek == UInt8(ascii: ".") {
        position += 1
        guard digits(&self) > 0 else { throw error("malformed number") }
      }
      if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
        position += 1
        if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
        guard digits(&self) > 0 else { throw error("malformed number") }
      }
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
      guard let number = Double(text) else { throw error("malformed number") }
      return .number(number)
    }

    /// A string at the opening quote, its escapes decoded. Its bytes are valid UTF-8: they
    /// came from a `String`.
    mutating func parseString() throws(SyntaxError) -> String {
      position += 1
      let start = position
      // The common case, no escape: the bytes between the quotes are the string.
      while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
        guard byte >= 0x20 else { throw error("a control character in a string") }
        position += 1
      }
      guard let stop = peek else { throw error("unterminated string") }
      if stop == UInt8(ascii: "\"") {
        position += 1
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
      }
      var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
      var pendingHighSurrogate: UInt32?
      while true {
        guard let byte = peek else { throw error("unterminated string") }
        position += 1
        if byte == UInt8(ascii: "\"") { break }
        guard byte == UInt8(ascii: "\\") else {
          guard byte >= 0x20 else { throw error("a control character in a string") }
          text.append(byte)
          continue
        }
        guard let escaped = peek else { throw error("unterminated string") }
        position += 1
        if escaped == UInt8(ascii: "u") {
          let code = try hexCode()
          if (0xD800..<0xDC00).contains(code) {
            if pendingHighSurrogate != nil { text.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
            pendingHighSurrogate = code
            continue
          }
          var scalar = Unicode.Scalar(code)
          if (0xDC00..<0xE000).contains(code) {
            scalar = pendingHighSurrogate.flatMap {
              Unicode.Scalar(0x10000 + (($0 - 0xD800) << 10) + (code - 0xDC00))
            }
            pendingHighSurrogate = nil
          } else if pendingHighSurrogate != nil {
            text.append(contentsOf: [0xEF, 0xBF, 0xBD])
            pendingHighSurrogate = nil
          }
          // A surrogate half alone is no character: it reads as the replacement character.
          text.append(contentsOf: String(scalar ?? "\u{FFFD}").utf8)
          continue
        }
        if pendingHighSurrogate != nil {
          text.append(contentsOf: [0xEF, 0xBF, 0xBD])
          pendingHighSurrogate = nil
        }
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        default: throw error("an unknown escape in a string")
        }
      }
      if pendingHighSurrogate != nil { text.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
      return String(decoding: text, as: UTF8.self)
    }

    /// The four hex digits after `\u`.
    mutating func hexCode() throws(SyntaxError) -> UInt32 {
      var code: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = peek else { throw error("unterminated string") }
        guard let digit = byte.asciiHexDigit else {
          throw error("\\u is not followed by four hex digits")
        }
        code = code << 4 | UInt32(digit)
        position += 1
      }
      return code
    }
  }
}
