internal import Foundation

/// What lint needs of XML text beyond a property list parser, which keeps no lines: entity
/// references decoded, and tags walked with their lines.
enum XMLText {
  /// `value` with its character and entity references (`&amp;`, `&#x41;`) replaced.
  static func decodingEntities(_ value: Substring) -> String {
    guard value.contains("&") else { return String(value) }
    var decoded = ""
    var rest = value
    while let ampersand = rest.firstIndex(of: "&") {
      decoded += rest[..<ampersand]
      rest = rest[ampersand...]
      guard let semicolon = rest.firstIndex(of: ";") else { break }
      let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
      let named = ["amp": "&", "quot": "\"", "apos": "'", "lt": "<", "gt": ">"]
      if let character = named[String(entity)] {
        decoded += character
      } else if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16),
        let scalar = Unicode.Scalar(code)
      {
        decoded.unicodeScalars.append(scalar)
      } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()),
        let scalar = Unicode.Scalar(code)
      {
        decoded.unicodeScalars.append(scalar)
      } else {
        decoded += rest[...semicolon]
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return decoded + rest
  }

  /// Calls `visit` with each tag's text between `<` and `>`, the line it starts on and the
  /// text after it, comments, declarations and CDATA sections skipped; stops at a tag that
  /// does not end.
  static func forEachTag(
    in text: String, _ visit: (_ tag: Substring, _ line: Int, _ after: Substring) -> Void
  ) {
    var rest = Substring(text)
    var line = 1
    while let open = rest.firstIndex(of: "<") {
      line += rest[..<open].unicodeScalars.filter { $0 == "\n" }.count
      rest = rest[open...]
      let closing =
        rest.hasPrefix("<!--")
        ? "-->"
        : rest.hasPrefix("<![CDATA[")
          ? "]]>"
          : rest.hasPrefix("<?") ? "?>" : ">"
      guard let end = rest.range(of: closing) else { return }
      let tag = rest[rest.startIndex..<end.upperBound]
      let after = rest[end.upperBound...]
      if closing == ">" && !tag.hasPrefix("<!") { visit(tag.dropFirst().dropLast(), line, after) }
      line += tag.unicodeScalars.filter { $0 == "\n" }.count
      rest = after
    }
  }
}
