/// The type declarations of Swift files, read from the scan's ``CodeTokenStream``s: each
/// class, protocol, extension and type alias with what it inherits, and the properties of the
/// names it is asked for declared directly in its body.
///
/// It reads declarations, not expressions: a name after `class` is a class only when a body
/// follows, a property is one declared with `var` or `let` at the body's own depth (not in a
/// getter or a nested type), and a name in a comment or a string is never either, as the
/// tokenizer makes no token of it. It tells its keywords by their numbers in the tokenizer's
/// ``CodeNameFilter`` (which keeps ``keywords``) and makes a string only for a name it keeps:
/// a type's, an inherited one's, a property's.
struct SwiftTypeDeclarations {
  /// What a declaration declares.
  enum Kind: Equatable {
    case `class`
    case `protocol`
    /// An extension of the type it names.
    case `extension`
    /// A struct, an enum or an actor: none has a subclass.
    case value
    /// `typealias Name = A & B`: a composition of protocols.
    case `typealias`
  }

  /// One property declared in a type's body or an extension's.
  struct Property {
    let name: String
    let file: String
    let line: Int
    let column: Int
  }

  /// One declaration.
  struct Declaration {
    let kind: Kind
    /// The type's name; for an extension, the last component of the type it extends.
    let name: String
    /// The names in its inheritance clause (or its alias's composition), each the last
    /// component of its qualified name, in order.
    var inherited: [String] = []
    /// The instance properties of the names asked for declared directly in its body.
    var properties: [Property] = []
  }

  /// What a keyword is to the reader.
  private enum Word: UInt8 {
    /// Any other name.
    case other
    /// `class`: a class's declaration, or a type property's modifier.
    case `class`
    /// `struct`, `enum`, `actor`.
    case value
    case `protocol`
    case `extension`
    case `typealias`
    /// `var`, `let`.
    case property
    case `where`
    /// A modifier that may come before `var` or `let` (`override`, `private`, `weak`).
    case modifier
    /// `static`, which makes a property a type's.
    case `static`
    /// A declaration's keyword after which `class` declares no class (`class func`).
    case member
  }

  /// The keywords, by what they are; ``keywords`` lists them for the filter.
  private static let words: [(String, Word)] =
    [
      ("class", .class), ("struct", .value), ("enum", .value), ("actor", .value),
      ("protocol", .protocol), ("extension", .extension), ("typealias", .typealias),
      ("var", .property), ("let", .property), ("where", .where), ("static", .static),
    ]
    + [
      "override", "final", "public", "private", "fileprivate", "internal", "open", "package",
      "lazy", "weak", "unowned", "nonisolated", "dynamic", "required", "indirect", "isolated",
      "unsafe",
    ].map { ($0, .modifier) }
    + ["func", "subscript", "init", "deinit", "case", "convenience"].map { ($0, .member) }

  /// The names a tokenizer's filter keeps for the reader.
  static let keywords = words.map(\.0)

  /// By a name's number in the filter, what it is.
  private let wordsByNumber: [Word]
  /// The numbers of the keywords that start a declaration a finding may come of: a file
  /// without one holds only structs, enums and actors.
  private let headers: [Int32]
  /// By a name's number in the filter, whether a property of that name is kept.
  private let isPropertyKept: [Bool]

  private(set) var declarations: [Declaration] = []

  /// A reader of the streams a tokenizer makes with `filter`, which keeps the properties
  /// named `properties`; `nil` when the filter does not keep ``keywords`` and `properties`.
  init?(in filter: CodeNameFilter, properties: [String]) {
    var words = Array(repeating: Word.other, count: filter.names.count)
    var isPropertyKept = Array(repeating: false, count: filter.names.count)
    for (keyword, word) in Self.words {
      guard let number = filter.number(of: keyword) else { return nil }
      words[Int(number)] = word
    }
    for property in properties {
      guard let number = filter.number(of: property) else { return nil }
      isPropertyKept[Int(number)] = true
    }
    wordsByNumber = words
    self.isPropertyKept = isPropertyKept
    headers = ["class", "protocol", "extension", "typealias"].compactMap(filter.number(of:))
  }

  /// What `token` is to the reader.
  private func word(_ token: CodeTokenStream.Token) -> Word {
    token.kind == .name && token.name >= 0 ? wordsByNumber[Int(token.name)] : .other
  }

  /// Reads the declarations of `stream`, the tokens of `file` made with the reader's filter.
  mutating func read(_ stream: CodeTokenStream, file: String) {
    guard headers.contains(where: stream.contains(name:)) else { return }
    stream.bytes.withUnsafeBufferPointer { bytes in
      stream.tokens.withUnsafeBufferPointer { tokens in
        read(tokens, bytes: bytes, of: stream, file: file)
      }
    }
  }

  /// Reads the declarations of `tokens` and `bytes`, the buffers of `stream`.
  private mutating func read(
    _ tokens: UnsafeBufferPointer<CodeTokenStream.Token>, bytes: UnsafeBufferPointer<UInt8>,
    of stream: CodeTokenStream, file: String
  ) {
    var positions = CodeTokenStream.Positions(textStart: stream.textStart)
    var depth = 0
    // The bodies open, innermost last: the declaration's index and the depth inside it.
    var bodies: [(declaration: Int, depth: Int)] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation {
        if token.byte == UInt8(ascii: "{") {
          depth += 1
        } else if token.byte == UInt8(ascii: "}") {
          if bodies.last?.depth == depth { bodies.removeLast() }
          depth = max(0, depth - 1)
        }
        index += 1
        continue
      }
      switch word(token) {
      case .class, .value, .protocol, .extension:
        guard let (declaration, open) = typeHeader(at: index, in: tokens, of: stream) else {
          break
        }
        declarations.append(declaration)
        depth += 1
        bodies.append((declarations.count - 1, depth))
        index = open
      case .typealias:
        if let alias = alias(at: index, in: tokens, of: stream) { declarations.append(alias) }
      case .property:
        guard let body = bodies.last, body.depth == depth, index + 1 < tokens.count,
          tokens[index + 1].kind == .name, !hasTypeModifier(before: index, in: tokens)
        else { break }
        let name = tokens[index + 1]
        guard name.name >= 0, isPropertyKept[Int(name.name)] else { break }
        let (line, column) = positions.position(of: Int(name.start), in: bytes)
        declarations[body.declaration].properties.append(
          Property(name: stream.name(of: name), file: file, line: line, column: column))
      default:
        break
      }
      index += 1
    }
  }

  /// The declaration whose keyword is at `start`, and the index of the `{` that opens its
  /// body; `nil` when the keyword starts no type declaration (`class func`, `.class`).
  private func typeHeader(
    at start: Int, in tokens: UnsafeBufferPointer<CodeTokenStream.Token>,
    of stream: CodeTokenStream
  ) -> (Declaration, Int)? {
    let keyword = word(tokens[start])
    if start > 0, tokens[start - 1].isPunctuation(UInt8(ascii: ".")) { return nil }
    var index = start + 1
    guard index < tokens.count, tokens[index].kind == .name else { return nil }
    switch word(tokens[index]) {
    case .modifier, .static, .class, .property, .member, .typealias: return nil
    default: break
    }
    var name = tokens[index]
    index += 1
    // An extension's type may be qualified (`Module.Base`): the last component names it.
    while keyword == .extension, index + 1 < tokens.count,
      tokens[index].isPunctuation(UInt8(ascii: ".")), tokens[index + 1].kind == .name
    {
      name = tokens[index + 1]
      index += 2
    }
    index = Self.skipAngles(from: index, in: tokens)
    var inherited: [String] = []
    if index < tokens.count, tokens[index].isPunctuation(UInt8(ascii: ":")) {
      (inherited, index) = inheritance(from: index + 1, in: tokens, of: stream)
    }
    // A `where` clause, up to the body.
    while index < tokens.count, !tokens[index].isPunctuation(UInt8(ascii: "{")) {
      if Self.endsDeclaration(tokens[index]) { return nil }
      index += 1
    }
    guard index < tokens.count else { return nil }
    let kind: Kind =
      switch keyword {
      case .class: .class
      case .protocol: .protocol
      case .extension: .extension
      default: .value
      }
    return (Declaration(kind: kind, name: stream.name(of: name), inherited: inherited), index)
  }

  /// `typealias Name = A & B`, when it composes names; `nil` for any other alias.
  private func alias(
    at start: Int, in tokens: UnsafeBufferPointer<CodeTokenStream.Token>,
    of stream: CodeTokenStream
  ) -> Declaration? {
    guard start + 2 < tokens.count, tokens[start + 1].kind == .name else { return nil }
    let name = tokens[start + 1]
    var index = Self.skipAngles(from: start + 2, in: tokens)
    guard index < tokens.count, tokens[index].isPunctuation(UInt8(ascii: "=")) else {
      return nil
    }
    index += 1
    var composed: [String] = []
    while index < tokens.count, tokens[index].kind == .name {
      var last = tokens[index]
      index += 1
      while index + 1 < tokens.count, tokens[index].isPunctuation(UInt8(ascii: ".")),
        tokens[index + 1].kind == .name
      {
        last = tokens[index + 1]
        index += 2
      }
      composed.append(stream.name(of: last))
      guard index < tokens.count, tokens[index].isPunctuation(UInt8(ascii: "&")) else { break }
      index += 1
    }
    return Declaration(kind: .typealias, name: stream.name(of: name), inherited: composed)
  }

  /// The names of an inheritance clause starting at `start`, and the index after it: up to
  /// the body's `{` or a `where`, at the clause's own angle-bracket depth. Attributes
  /// (`@preconcurrency`, `@unchecked`) and generic arguments are left out.
  private func inheritance(
    from start: Int, in tokens: UnsafeBufferPointer<CodeTokenStream.Token>,
    of stream: CodeTokenStream
  ) -> ([String], Int) {
    var names: [String] = []
    var index = start
    var last: CodeTokenStream.Token?
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation {
        switch token.byte {
        case UInt8(ascii: "{"):
          if let last { names.append(stream.name(of: last)) }
          return (names, index)
        case UInt8(ascii: ","), UInt8(ascii: "&"):
          if let last { names.append(stream.name(of: last)) }
          last = nil
        case UInt8(ascii: "<"):
          index = Self.skipAngles(from: index, in: tokens)
          continue
        case UInt8(ascii: "@"):
          // An attribute and its name.
          index += 2
          continue
        default:
          if Self.endsDeclaration(token) { return (names, index) }
        }
      } else if token.kind == .name {
        if word(token) == .where {
          if let last { names.append(stream.name(of: last)) }
          return (names, index)
        }
        last = token
      }
      index += 1
    }
    return (names, index)
  }

  /// Whether `token` ends a declaration's header before any body: `;`, `}` or `=`.
  private static func endsDeclaration(_ token: CodeTokenStream.Token) -> Bool {
    token.isPunctuation(UInt8(ascii: ";")) || token.isPunctuation(UInt8(ascii: "}"))
      || token.isPunctuation(UInt8(ascii: "="))
  }

  /// The index after the generic brackets starting at `start`, or `start` when none does.
  private static func skipAngles(
    from start: Int, in tokens: UnsafeBufferPointer<CodeTokenStream.Token>
  ) -> Int {
    guard start < tokens.count, tokens[start].isPunctuation(UInt8(ascii: "<")) else {
      return start
    }
    var depth = 0
    var index = start
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation {
        switch token.byte {
        case UInt8(ascii: "<"): depth += 1
        case UInt8(ascii: ">"):
          depth -= 1
          if depth == 0 { return index + 1 }
        case UInt8(ascii: "{"), UInt8(ascii: ";"): return index
        default: break
        }
      }
      index += 1
    }
    return index
  }

  /// Whether the modifiers written before the declaration keyword at `keyword`, attributes
  /// skipped, make its property a type's (`static`, `class`).
  private func hasTypeModifier(
    before keyword: Int, in tokens: UnsafeBufferPointer<CodeTokenStream.Token>
  ) -> Bool {
    var index = keyword - 1
    while index >= 0 {
      let token = tokens[index]
      let word = word(token)
      if word == .static || word == .class {
        return true
      } else if word == .modifier {
        index -= 1
      } else if token.isPunctuation(UInt8(ascii: ")")) {
        // `private(set)`, or an attribute's arguments: `@available(iOS 17, *)`.
        var depth = 0
        while index >= 0 {
          if tokens[index].isPunctuation(UInt8(ascii: ")")) { depth += 1 }
          if tokens[index].isPunctuation(UInt8(ascii: "(")) {
            depth -= 1
            if depth == 0 { break }
          }
          index -= 1
        }
        index -= 1
      } else if token.kind == .name, index > 0,
        tokens[index - 1].isPunctuation(UInt8(ascii: "@"))
      {
        index -= 2
      } else {
        break
      }
    }
    return false
  }
}
