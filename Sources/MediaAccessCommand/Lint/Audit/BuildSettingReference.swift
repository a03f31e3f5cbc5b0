/// A build-setting reference in a text, `$(NAME)`, `${NAME}` or `$(NAME:modifier)`, which
/// Xcode replaces with the setting's value when it builds.
struct BuildSettingReference: Equatable {
  /// The reference as written.
  let text: String
  /// The setting's name, without a modifier.
  let name: String
  /// Where it is in the text searched.
  let range: Range<String.Index>

  /// Every complete reference in `text`, in order. An unclosed `$(` is plain text.
  static func all(in text: String) -> [BuildSettingReference] {
    var found: [BuildSettingReference] = []
    var index = text.startIndex
    while let dollar = text[index...].firstIndex(of: "$") {
      let opening = text.index(after: dollar)
      guard opening < text.endIndex, text[opening] == "(" || text[opening] == "{" else {
        index = opening
        continue
      }
      let closing: Character = text[opening] == "(" ? ")" : "}"
      let body = text.index(after: opening)
      guard let end = text[body...].firstIndex(of: closing) else { break }
      let inner = text[body..<end]
      let name = inner.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
      let after = text.index(after: end)
      if !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
      {
        found.append(
          BuildSettingReference(
            text: String(text[dollar..<after]), name: name, range: dollar..<after))
      }
      index = after
    }
    return found
  }
}
