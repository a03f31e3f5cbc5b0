/// A build-setting reference in a text, `$(NAME)`, `${NAME}` or `$(NAME:operator)`, which
/// Xcode replaces with the setting's value when it builds. A reference may hold others, in its
/// name (`$(A_$(B))`) or an operand (`$(A:default=$(B))`).
struct BuildSettingReference: Equatable {
  /// The reference as written.
  let text: String
  /// The setting's name, without an operator; as written when it holds references.
  let name: String
  /// Where it is in the text searched.
  let range: Range<String.Index>

  /// Every complete outermost reference in `text`, in order. An unclosed `$(` is plain text.
  static func all(in text: String) -> [BuildSettingReference] {
    var found: [BuildSettingReference] = []
    let whole = Substring(text)
    var index = whole.startIndex
    while let dollar = whole[index...].firstIndex(of: "$") {
      guard let body = body(in: whole, at: dollar) else {
        index = whole.index(after: dollar)
        continue
      }
      let name = String(operands(of: whole[body.inner])[0])
      if isName(name) || name.contains("$(") || name.contains("${") {
        found.append(
          BuildSettingReference(
            text: String(whole[dollar..<body.end]), name: name, range: dollar..<body.end))
      }
      index = body.end
    }
    return found
  }

  /// The inside of the reference whose `$` is at `dollar`, and where the reference ends: `nil`
  /// when no `(` or `{` follows, or nothing closes it. Brackets of the same kind nest.
  static func body(in text: Substring, at dollar: Substring.Index)
    -> (inner: Range<Substring.Index>, end: Substring.Index)?
  {
    let opening = text.index(after: dollar)
    guard opening < text.endIndex, text[opening] == "(" || text[opening] == "{" else {
      return nil
    }
    let open = text[opening]
    let close: Character = open == "(" ? ")" : "}"
    var depth = 0
    var index = text.index(after: opening)
    while index < text.endIndex {
      if text[index] == open {
        depth += 1
      } else if text[index] == close {
        if depth == 0 { return (text.index(after: opening)..<index, text.index(after: index)) }
        depth -= 1
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The inside of a reference split at its `:`s outside nested references: the name, then
  /// each operator as written (`default=NO`). Never empty.
  static func operands(of inner: Substring) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var start = inner.startIndex
    for index in inner.indices {
      switch inner[index] {
      case "(", "{": depth += 1
      case ")", "}": depth -= 1
      case ":" where depth == 0:
        parts.append(inner[start..<index])
        start = inner.index(after: index)
      default: continue
      }
    }
    parts.append(inner[start...])
    return parts
  }

  /// Whether `text` is a setting's name: letters, digits and `_`.
  static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }
}
