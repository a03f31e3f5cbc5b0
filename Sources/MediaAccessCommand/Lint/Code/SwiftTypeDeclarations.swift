/// The type declarations of Swift files, read from their ``CodeToken``s: each class, protocol,
/// extension and type alias with what it inherits, and the properties declared directly in
/// its body.
///
/// It reads declarations, not expressions: a name after `class` is a class only when a body
/// follows, a property is one declared with `var` or `let` at the body's own depth (not in a
/// getter or a nested type), and a name in a comment or a string is never either, as the
/// tokenizer makes no token of it.
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
    /// Whether it is written `override`.
    let isOverride: Bool
  }

  /// One declaration.
  struct Declaration {
    let kind: Kind
    /// The type's name; for an extension, the last component of the type it extends.
    let name: String
    /// The names in its inheritance clause (or its alias's composition), each the last
    /// component of its qualified name, in order.
    var inherited: [String] = []
    /// The instance properties declared directly in its body.
    var properties: [Property] = []
    let file: String
    let line: Int
    let column: Int
  }

  private(set) var declarations: [Declaration] = []

  /// Words that may come before `var` or `let` in a property's declaration.
  private static let modifiers: Set<String> = [
    "override", "final", "public", "private", "fileprivate", "internal", "open", "package",
    "lazy", "weak", "unowned", "nonisolated", "dynamic", "required", "indirect", "isolated",
    "unsafe",
  ]

  /// Words that make a declaration's property a type's, not an instance's.
  private static let typeModifiers: Set<String> = ["static", "class"]

  /// Reads the declarations of one file's tokens, made with every name kept
  /// (``CodeNameFilter/everyName``).
  mutating func read(_ tokens: [CodeToken], file: String) {
    var depth = 0
    // The bodies open, innermost last: the declaration's index and the depth inside it.
    var bodies: [(declaration: Int, depth: Int)] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch (token.kind, token.text) {
      case (.punctuation, "{"):
        depth += 1
      case (.punctuation, "}"):
        if bodies.last?.depth == depth { bodies.removeLast() }
        depth = max(0, depth - 1)
      case (.name, "class"), (.name, "struct"), (.name, "enum"), (.name, "actor"),
        (.name, "protocol"), (.name, "extension"):
        guard let (declaration, open) = Self.typeHeader(at: index, in: tokens, file: file)
        else { break }
        declarations.append(declaration)
        depth += 1
        bodies.append((declarations.count - 1, depth))
        index = open
      case (.name, "typealias"):
        if let alias = Self.alias(at: index, in: tokens, file: file) { declarations.append(alias) }
      case (.name, "var"), (.name, "let"):
        guard let body = bodies.last, body.depth == depth, index + 1 < tokens.count,
          tokens[index + 1].kind == .name, !tokens[index + 1].text.isEmpty
        else { break }
        let before = Self.modifiers(before: index, in: tokens)
        guard before.isDisjoint(with: Self.typeModifiers) else { break }
        let name = tokens[index + 1]
        declarations[body.declaration].properties.append(
          Property(
            name: name.text, file: file, line: name.line, column: name.column,
            isOverride: before.contains("override")))
      default:
        break
      }
      index += 1
    }
  }

  /// The declaration whose keyword is at `start`, and the index of the `{` that opens its
  /// body; `nil` when the keyword starts no type declaration (`class func`, `.class`).
  private static func typeHeader(
    at start: Int, in tokens: [CodeToken], file: String
  ) -> (Declaration, Int)? {
    let keyword = tokens[start].text
    if start > 0, tokens[start - 1].kind == .punctuation, tokens[start - 1].text == "." {
      return nil
    }
    var index = start + 1
    guard index < tokens.count, tokens[index].kind == .name, !tokens[index].text.isEmpty,
      !modifiers.contains(tokens[index].text), !typeModifiers.contains(tokens[index].text),
      !["func", "var", "let", "subscript", "init", "deinit", "case", "typealias", "convenience"]
        .contains(tokens[index].text)
    else { return nil }
    var name = tokens[index]
    index += 1
    // An extension's type may be qualified (`Module.Base`): the last component names it.
    while keyword == "extension", index + 1 < tokens.count, tokens[index].text == ".",
      tokens[index + 1].kind == .name
    {
      name = tokens[index + 1]
      index += 2
    }
    index = skipAngles(from: index, in: tokens)
    var inherited: [String] = []
    if index < tokens.count, tokens[index].text == ":" {
      (inherited, index) = inheritance(from: index + 1, in: tokens)
    }
    // A `where` clause, up to the body.
    while index < tokens.count, tokens[index].text != "{" {
      if tokens[index].kind == .punctuation, [";", "}", "="].contains(tokens[index].text) {
        return nil
      }
      index += 1
    }
    guard index < tokens.count else { return nil }
    let kind: Kind =
      switch keyword {
      case "class": .class
      case "protocol": .protocol
      case "extension": .extension
      default: .value
      }
    return (
      Declaration(
        kind: kind, name: name.text, inherited: inherited, file: file, line: name.line,
        column: name.column),
      index
    )
  }

  /// `typealias Name = A & B`, when it composes names; `nil` for any other alias.
  private static func alias(at start: Int, in tokens: [CodeToken], file: String) -> Declaration? {
    guard start + 2 < tokens.count, tokens[start + 1].kind == .name else { return nil }
    let name = tokens[start + 1]
    var index = skipAngles(from: start + 2, in: tokens)
    guard index < tokens.count, tokens[index].text == "=" else { return nil }
    index += 1
    var composed: [String] = []
    while index < tokens.count, tokens[index].kind == .name {
      var last = tokens[index].text
      index += 1
      while index + 1 < tokens.count, tokens[index].text == ".", tokens[index + 1].kind == .name {
        last = tokens[index + 1].text
        index += 2
      }
      composed.append(last)
      guard index < tokens.count, tokens[index].text == "&" else { break }
      index += 1
    }
    return Declaration(
      kind: .typealias, name: name.text, inherited: composed, file: file, line: name.line,
      column: name.column)
  }

  /// The names of an inheritance clause starting at `start`, and the index after it: up to
  /// the body's `{` or a `where`, at the clause's own angle-bracket depth. Attributes
  /// (`@preconcurrency`, `@unchecked`) and generic arguments are left out.
  private static func inheritance(from start: Int, in tokens: [CodeToken]) -> ([String], Int) {
    var names: [String] = []
    var index = start
    var last: String?
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation {
        switch token.text {
        case "{":
          if let last { names.append(last) }
          return (names, index)
        case ",", "&":
          if let last { names.append(last) }
          last = nil
        case "<":
          index = skipAngles(from: index, in: tokens)
          continue
        case "@":
          // An attribute and its name.
          index += 2
          continue
        case ".":
          break
        default:
          if [";", "}", "="].contains(token.text) { return (names, index) }
        }
      } else if token.kind == .name {
        if token.text == "where" {
          if let last { names.append(last) }
          return (names, index)
        }
        last = token.text
      }
      index += 1
    }
    return (names, index)
  }

  /// The index after the generic brackets starting at `start`, or `start` when none does.
  private static func skipAngles(from start: Int, in tokens: [CodeToken]) -> Int {
    guard start < tokens.count, tokens[start].text == "<" else { return start }
    var depth = 0
    var index = start
    while index < tokens.count {
      switch tokens[index].text {
      case "<": depth += 1
      case ">":
        depth -= 1
        if depth == 0 { return index + 1 }
      case "{", ";": return index
      default: break
      }
      index += 1
    }
    return index
  }

  /// The modifiers written before the declaration keyword at `keyword`, attributes skipped.
  private static func modifiers(before keyword: Int, in tokens: [CodeToken]) -> Set<String> {
    var found: Set<String> = []
    var index = keyword - 1
    while index >= 0 {
      let token = tokens[index]
      if token.kind == .name, modifiers.contains(token.text) || typeModifiers.contains(token.text) {
        found.insert(token.text)
        index -= 1
      } else if token.kind == .punctuation, token.text == ")" {
        // `private(set)`, or an attribute's arguments: `@available(iOS 17, *)`.
        var depth = 0
        while index >= 0 {
          if tokens[index].text == ")" { depth += 1 }
          if tokens[index].text == "(" {
            depth -= 1
            if depth == 0 { break }
          }
          index -= 1
        }
        index -= 1
      } else if token.kind == .name, index > 0, tokens[index - 1].text == "@" {
        index -= 2
      } else {
        break
      }
    }
    return found
  }
}
