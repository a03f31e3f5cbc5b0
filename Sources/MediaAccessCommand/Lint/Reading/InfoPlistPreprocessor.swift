/// The C preprocessor's conditionals, as Xcode runs them over an Info.plist when a target sets
/// `INFOPLIST_PREPROCESS = YES`: `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else` and `#endif`
/// decide which lines the built Info.plist keeps, from `INFOPLIST_PREPROCESSOR_DEFINITIONS`.
///
/// Directive lines, and the lines a condition drops, become empty lines, so that every line
/// kept keeps its number. `#define` and `#undef` change the definitions for the lines after
/// them; macros are not substituted in the text.
struct InfoPlistPreprocessor {
  /// The names defined, with their values (`1` for a bare name).
  private(set) var definitions: [String: String]

  /// - Parameter definitions: `INFOPLIST_PREPROCESSOR_DEFINITIONS`, expanded: `NAME` or
  ///   `NAME=value`, separated by spaces.
  init(definitions: String) {
    var parsed: [String: String] = [:]
    for word in definitions.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      let parts = word.split(separator: "=", maxSplits: 1)
      parsed[String(parts[0])] = parts.count > 1 ? String(parts[1]) : "1"
    }
    self.definitions = parsed
  }

  /// `text` with its directives and the lines their conditions leave out blanked.
  mutating func process(_ text: String) -> String {
    // For each open conditional: whether its current branch is kept, and whether any
    // branch so far was.
    var stack: [(keeping: Bool, taken: Bool)] = []
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      let outerKept = stack.allSatisfy(\.keeping)
      guard trimmed.hasPrefix("#") else {
        lines.append(outerKept ? line : "")
        continue
      }
      let directive = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
      let name = directive.prefix { $0.isLetter }
      let argument = String(directive.dropFirst(name.count)).trimming(" \t\r")
      switch name {
      case "ifdef", "ifndef", "if":
        let condition =
          name == "if"
          ? evaluate(argument) : (definitions[argument] != nil) == (name == "ifdef")
        let keeping = outerKept && condition
        stack.append((keeping, condition))
      case "elif":
        guard let last = stack.popLast() else { break }
        let parentKept = stack.allSatisfy(\.keeping)
        let condition = !last.taken && evaluate(argument)
        stack.append((parentKept && condition, last.taken || condition))
      case "else":
        guard let last = stack.popLast() else { break }
        let parentKept = stack.allSatisfy(\.keeping)
        stack.append((parentKept && !last.taken, true))
      case "endif":
        _ = stack.popLast()
      case "define" where outerKept:
        let parts = argument.split(
          maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
        if let first = parts.first {
          definitions[String(first)] = parts.count > 1 ? String(parts[1]) : "1"
        }
      case "undef" where outerKept:
        definitions[argument] = nil
      default:
        // Text that merely starts with `#` is kept; other directives leave an empty line.
        let directives = [
          "include", "import", "error", "warning", "pragma", "line", "define", "undef",
        ]
        if !directives.contains(String(name)) {
          lines.append(outerKept ? line : "")
          continue
        }
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// A `#if` condition: `defined(NAME)`, `defined NAME`, a number, a name (its value, `0`
  /// when undefined), `!`, `&&` and `||`, and parentheses.
  func evaluate(_ expression: String) -> Bool {
    var tokens = Self.tokens(expression)[...]
    return orExpression(&tokens) != 0
  }

  private static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == " " || character == "\t" {
        index = text.index(after: index)
      } else if character.isLetter || character.isNumber || character == "_" {
        let end =
          text[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") }
          ?? text.endIndex
        tokens.append(String(text[index..<end]))
        index = end
      } else {
        let pair = text[index...].prefix(2)
        let token =
          ["&&", "||", "==", "!="].contains(String(pair)) ? String(pair) : String(character)
        tokens.append(token)
        index = text.index(index, offsetBy: token.count)
      }
    }
    return tokens
  }

  private func orExpression(_ tokens: inout ArraySlice<String>) -> Int {
    var value = andExpression(&tokens)
    while tokens.first == "||" {
      tokens.removeFirst()
      let right = andExpression(&tokens)
      value = (value != 0 || right != 0) ? 1 : 0
    }
    return value
  }

  private func andExpression(_ tokens: inout ArraySlice<String>) -> Int {
    var value = comparison(&tokens)
    while tokens.first == "&&" {
      tokens.removeFirst()
      let right = comparison(&tokens)
      value = (value != 0 && right != 0) ? 1 : 0
    }
    return value
  }

  private func comparison(_ tokens: inout ArraySlice<String>) -> Int {
    let left = unary(&tokens)
    guard let operation = tokens.first, operation == "==" || operation == "!=" else {
      return left
    }
    tokens.removeFirst()
    let right = unary(&tokens)
    return ((left == right) == (operation == "==")) ? 1 : 0
  }

  private func unary(_ tokens: inout ArraySlice<String>) -> Int {
    guard let token = tokens.popFirst() else { return 0 }
    switch token {
    case "!":
      return unary(&tokens) == 0 ? 1 : 0
    case "(":
      let value = orExpression(&tokens)
      if tokens.first == ")" { tokens.removeFirst() }
      return value
    case "defined":
      let parenthesized = tokens.first == "("
      if parenthesized { tokens.removeFirst() }
      let name = tokens.popFirst() ?? ""
      if parenthesized && tokens.first == ")" { tokens.removeFirst() }
      return definitions[name] != nil ? 1 : 0
    default:
      if let number = Int(token) { return number }
      return definitions[token].flatMap { Int($0) } ?? (definitions[token] == nil ? 0 : 1)
    }
  }
}
