/// Reads the declarations of a `Package.swift` from its tokens (``CodeTokenizer``, so that a
/// comment or a string is never taken for code): each call of `Package(…)` and of a product
/// or target factory (`.library(…)`, `.target(…)`, `Target.executableTarget(…)`), with its
/// labelled arguments as far as they are literals.
struct ManifestParser {
  /// A value as written: a plain string literal, an array, a call, or anything else.
  indirect enum Value {
    case string(String)
    case array([Value])
    case call(Call)
    case other

    var string: String? {
      if case .string(let text) = self { text } else { nil }
    }

    var array: [Value]? {
      if case .array(let elements) = self { elements } else { nil }
    }

    /// The strings of an array of string literals; `nil` when anything else is in it.
    var strings: [String]? {
      guard let elements = array else { return nil }
      var strings: [String] = []
      for element in elements {
        guard let text = element.string else { return nil }
        strings.append(text)
      }
      return strings
    }
  }

  /// A call: its function's last name and its arguments, labelled or not.
  struct Call {
    let name: String
    let arguments: [(label: String?, value: Value)]

    /// The argument labelled `label`.
    subscript(label: String) -> Value? {
      arguments.first { $0.label == label }?.value
    }
  }

  /// A token as the parser sees it.
  private enum Token: Equatable {
    case name(String)
    /// A string literal's text; `nil` for one with interpolations, escapes or several lines.
    case string(String?)
    case punctuation(UInt8)
  }

  /// The calls read at the top level, whose arguments hold the rest.
  private static let declarationNames: Set<String> = [
    "Package", "library", "executable", "target", "executableTarget", "binaryTarget", "macro",
    "systemLibrary", "testTarget", "plugin", "package",
  ]
  /// Nesting deeper than this is not a manifest: the value is left unknown.
  private static let maximumDepth = 64

  private let tokens: [Token]
  private var index = 0

  /// The text of every plain string literal in the manifest.
  var literals: Set<String> {
    Set(tokens.compactMap { if case .string(let text) = $0 { text } else { nil } })
  }

  init(_ text: [UInt8]) {
    let stream = CodeTokenizer(language: .swift).stream(text)
    tokens = stream.tokens.map { token in
      switch token.kind {
      case .name: return .name(stream.name(of: token))
      case .punctuation: return .punctuation(token.byte)
      case .literal:
        let start = Int(token.start)
        let bytes = stream.bytes[start..<(start + Int(token.count))]
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""),
          bytes.last == UInt8(ascii: "\""),
          !bytes.dropFirst().dropLast().contains(where: {
            $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n")
          })
        else { return .string(nil) }
        return .string(String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self))
      }
    }
  }

  /// The declarations of the manifest outside other declarations, in the order written:
  /// `Package(…)` holds its products and targets in its arguments, and a manifest may declare
  /// more outside it (`let core = Target.target(…)`, `package.targets += […]`).
  mutating func declarations() -> [Call] {
    var calls: [Call] = []
    while index < tokens.count {
      if case .name(let name) = tokens[index], Self.declarationNames.contains(name),
        index + 1 < tokens.count, tokens[index + 1] == .punctuation(UInt8(ascii: "(")),
        name == "Package" || (index > 0 && tokens[index - 1] == .punctuation(UInt8(ascii: ".")))
      {
        index += 2
        calls.append(Call(name: name, arguments: arguments(closedBy: ")", depth: 1)))
      } else {
        index += 1
      }
    }
    return calls
  }

  /// The arguments up to the `closing` bracket, which is consumed.
  private mutating func arguments(closedBy closing: Character, depth: Int) -> [(
    label: String?, value: Value
  )] {
    var arguments: [(label: String?, value: Value)] = []
    let close = Token.punctuation(UInt8(ascii: closing.unicodeScalars.first ?? ")"))
    while index < tokens.count {
      if tokens[index] == close {
        index += 1
        return arguments
      }
      var label: String?
      if case .name(let name) = tokens[index], index + 1 < tokens.count,
        tokens[index + 1] == .punctuation(UInt8(ascii: ":"))
      {
        label = name
        index += 2
      }
      arguments.append((label, value(depth: depth)))
      if index < tokens.count && tokens[index] == .punctuation(UInt8(ascii: ",")) { index += 1 }
    }
    return arguments
  }

  /// The value at the parser's place, up to the `,` or closing bracket after it.
  private mutating func value(depth: Int) -> Value {
    guard depth < Self.maximumDepth else {
      skipExpression()
      return .other
    }
    var found = Value.other
    switch tokens[index] {
    case .string(let text):
      index += 1
      found = text.map(Value.string) ?? .other
    case .punctuation(UInt8(ascii: "[")):
      index += 1
      found = .array(arguments(closedBy: "]", depth: depth + 1).map(\.value))
    default:
      // `.name(…)` or `Type.name(…)`: a call, named by its last name.
      var name: String?
      while index < tokens.count {
        if tokens[index] == .punctuation(UInt8(ascii: ".")) {
          index += 1
        } else if case .name(let part) = tokens[index] {
          name = part
          index += 1
        } else {
          break
        }
      }
      if let name, index < tokens.count, tokens[index] == .punctuation(UInt8(ascii: "(")) {
        index += 1
        found = .call(Call(name: name, arguments: arguments(closedBy: ")", depth: depth + 1)))
      }
    }
    // Anything more before the next argument (`"a" + b`, `x ?? y`) makes it another value.
    if !isAtValueEnd {
      skipExpression()
      return .other
    }
    return found
  }

  private var isAtValueEnd: Bool {
    index >= tokens.count
      || [UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]")].contains {
        tokens[index] == .punctuation($0)
      }
  }

  /// Moves to the `,` or closing bracket that ends the expression here, past nested ones.
  private mutating func skipExpression() {
    var depth = 0
    while index < tokens.count {
      if case .punctuation(let byte) = tokens[index] {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 { return }
          depth -= 1
        case UInt8(ascii: ",") where depth == 0:
          return
        default:
          break
        }
      }
      index += 1
    }
  }
}
