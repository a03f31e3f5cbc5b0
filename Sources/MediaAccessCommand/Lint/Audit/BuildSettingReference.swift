/// A build-setting reference in a text, `$(NAME)`, `${NAME}`, `$(NAME:operator)` or a bare
/// `$NAME`, which Xcode replaces with the setting's value when it builds. A reference may hold
/// others, in its name (`$(A_$(B))`) or an operand (`$(A:default=$(B))`).
///
/// The text is read as swift-build's macro expression parser reads it, byte by byte: every
/// character with a meaning here is ASCII.
/// - `$(` or `${` opens a reference that the same bracket closes, brackets of its kind nesting.
/// - `$` followed by a letter or `_` is a bare reference, whose name runs over letters, digits,
///   `_` and `.`; a `$(…)` right after the name is part of it (`$A$(B)` names `A` followed by
///   the value of `B`).
/// - `$$` is one literal `$`; a `$` before anything else, or at the end, is itself.
struct BuildSettingReference: Equatable {
  /// The reference as written.
  let text: String
  /// The setting's name, without an operator; as written when it holds references.
  let name: String
  /// Where it is in the text searched.
  let range: Range<String.Index>

  /// What a `$` starts.
  enum Form {
    /// `$(…)` or `${…}`: the inside, and where the reference ends.
    case delimited(inner: Range<Substring.Index>, end: Substring.Index)
    /// `$NAME`: the name (with a `$(…)` that follows it), and where the reference ends.
    case bare(name: Range<Substring.Index>, end: Substring.Index)
    /// A literal `$`, the text going on at `end`: `$$`, a `$` before anything that starts no
    /// reference, and an unclosed `$(`.
    case literal(end: Substring.Index)
  }

  /// Every complete outermost reference in `text`, in order. An unclosed `$(` is plain text.
  static func all(in text: String) -> [BuildSettingReference] {
    var found: [BuildSettingReference] = []
    let whole = Substring(text)
    var index = whole.startIndex
    while let dollar = whole.utf8[index...].firstIndex(of: UInt8(ascii: "$")) {
      switch form(in: whole, at: dollar) {
      case .literal(let end):
        index = end
      case .bare(let name, let end):
        found.append(
          BuildSettingReference(
            text: String(whole[dollar..<end]), name: String(whole[name]), range: dollar..<end))
        index = end
      case .delimited(let inner, let end):
        let name = String(operands(of: whole[inner])[0])
        if isName(name) || name.utf8.contains(UInt8(ascii: "$")) {
          found.append(
            BuildSettingReference(
              text: String(whole[dollar..<end]), name: name, range: dollar..<end))
        }
        index = end
      }
    }
    return found
  }

  /// What the `$` at `dollar` starts.
  static func form(in text: Substring, at dollar: Substring.Index) -> Form {
    let bytes = text.utf8
    let opening = bytes.index(after: dollar)
    guard opening < bytes.endIndex else { return .literal(end: opening) }
    switch bytes[opening] {
    case UInt8(ascii: "("), UInt8(ascii: "{"):
      guard let body = body(in: text, at: dollar) else { return .literal(end: opening) }
      return .delimited(inner: body.inner, end: body.end)
    case UInt8(ascii: "$"):
      return .literal(end: bytes.index(after: opening))
    case let first where isLetter(first) || first == UInt8(ascii: "_"):
      var end = bytes.index(after: opening)
      while end < bytes.endIndex, isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") {
        end = bytes.index(after: end)
      }
      // swift-build reads `$A$(B)` as one name, for projects that write it so.
      if end < bytes.endIndex, bytes[end] == UInt8(ascii: "$"),
        bytes.index(after: end) < bytes.endIndex,
        bytes[bytes.index(after: end)] == UInt8(ascii: "("),
        let nested = body(in: text, at: end)
      {
        end = nested.end
      }
      return .bare(name: opening..<end, end: end)
    default:
      return .literal(end: opening)
    }
  }

  /// The inside of the reference whose `$` is at `dollar`, and where the reference ends: `nil`
  /// when no `(` or `{` follows, or nothing closes it. Brackets of the same kind nest.
  static func body(in text: Substring, at dollar: Substring.Index)
    -> (inner: Range<Substring.Index>, end: Substring.Index)?
  {
    let bytes = text.utf8
    let opening = bytes.index(after: dollar)
    guard opening < bytes.endIndex,
      bytes[opening] == UInt8(ascii: "(") || bytes[opening] == UInt8(ascii: "{")
    else {
      return nil
    }
    let open = bytes[opening]
    let close = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
    var depth = 0
    var index = bytes.index(after: opening)
    while index < bytes.endIndex {
      if bytes[index] == open {
        depth += 1
      } else if bytes[index] == close {
        if depth == 0 { return (bytes.index(after: opening)..<index, bytes.index(after: index)) }
        depth -= 1
      }
      index = bytes.index(after: index)
    }
    return nil
  }

  /// The inside of a reference split at its `:`s outside nested references: the name, then
  /// each operator as written (`default=NO`). Never empty.
  static func operands(of inner: Substring) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var start = inner.startIndex
    let bytes = inner.utf8
    for index in bytes.indices {
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: ":") where depth == 0:
        parts.append(inner[start..<index])
        start = bytes.index(after: index)
      default: continue
      }
    }
    parts.append(inner[start...])
    return parts
  }

  /// Whether `text` is a setting's name: ASCII letters, digits and `_`.
  static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy(isNameByte)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "_")
  }
}
