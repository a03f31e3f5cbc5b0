/// The lines of the keys along a path of nested JSON objects, such as `strings`, a key,
/// `localizations`, a language in a String Catalog.
///
/// A key's name can appear anywhere in the text — in another key's entry, in a value — so
/// the text is walked as JSON: a key counts only as a member of the object the path has
/// reached. Values off the path are skipped without recursion, so nesting cannot exhaust the
/// stack.
struct JSONKeyLines {
  private let scalars: [Unicode.Scalar]
  private var position = 0
  private var line = 1

  private init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// The line of each key of `path` found, outermost first: fewer than `path` has when one is
  /// not there (or the text is not JSON where the path leads).
  static func lines(of path: [String], in text: String) -> [Int] {
    var scanner = JSONKeyLines(text)
    scanner.skipWhitespace()
    return scanner.object(following: path[...])
  }

  /// Reads the object at the position, returning the lines of the keys of `path` in it.
  private mutating func object(following path: ArraySlice<String>) -> [Int] {
    guard let wanted = path.first, peek == "{" else { return [] }
    advance()
    while true {
      skipWhitespace()
      guard peek == "\"" else { return [] }  // `}`: the key is not a member.
      let keyLine = line
      guard let key = string() else { return [] }
      skipWhitespace()
      guard peek == ":" else { return [] }
      advance()
      skipWhitespace()
      if key == wanted {
        return [keyLine] + object(following: path.dropFirst())
      }
      guard skipValue() else { return [] }
      skipWhitespace()
      guard peek == "," else { return [] }
      advance()
    }
  }

  /// Skips one value, counting brackets outside strings.
  private mutating func skipValue() -> Bool {
    var depth = 0
    while let scalar = peek {
      switch scalar {
      case "\"":
        guard string() != nil else { return false }
        if depth == 0 { return true }
        continue
      case "{", "[":
        depth += 1
      case "}", "]":
        if depth == 0 { return true }  // The end of the enclosing container.
        depth -= 1
        if depth == 0 {
          advance()
          return true
        }
      case ",":
        if depth == 0 { return true }
      default:
        break
      }
      advance()
    }
    return false
  }

  /// Reads a string at the position, its escapes decoded; `nil` when it does not end.
  private mutating func string() -> String? {
    advance()  // The opening quote.
    var decoded = String.UnicodeScalarView()
    var pendingHighSurrogate: UInt32?
    while let scalar = peek {
      advance()
      if scalar == "\"" { return String(decoded) }
      guard scalar == "\\" else {
        decoded.append(scalar)
        continue
      }
      guard let escaped = peek else { return nil }
      advance()
      switch escaped {
      case "n": decoded.append("\n")
      case "t": decoded.append("\t")
      case "r": decoded.append("\r")
      case "b": decoded.append("\u{8}")
      case "f": decoded.append("\u{C}")
      case "u":
        guard position + 4 <= scalars.count,
          let code = UInt32(
            String(String.UnicodeScalarView(scalars[position..<position + 4])), radix: 16)
        else { return nil }
        position += 4
        if (0xD800..<0xDC00).contains(code) {
          pendingHighSurrogate = code
        } else if (0xDC00..<0xE000).contains(code), let high = pendingHighSurrogate {
          let combined = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
          if let scalar = Unicode.Scalar(combined) { decoded.append(scalar) }
          pendingHighSurrogate = nil
        } else if let scalar = Unicode.Scalar(code) {
          decoded.append(scalar)
        }
      default: decoded.append(escaped)  // `"`, `\`, `/`.
      }
    }
    return nil
  }

  private var peek: Unicode.Scalar? {
    position < scalars.count ? scalars[position] : nil
  }

  private mutating func advance() {
    guard position < scalars.count else { return }
    if scalars[position] == "\n"
      || (scalars[position] == "\r"
        && (position + 1 == scalars.count || scalars[position + 1] != "\n"))
    {
      line += 1
    }
    position += 1
  }

  private mutating func skipWhitespace() {
    while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
      advance()
    }
  }
}
