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
  ///
  /// The markup is ASCII, so the text is walked byte by byte.
  static func forEachTag(
    in text: String, _ visit: (_ tag: Substring, _ line: Int, _ after: Substring) -> Void
  ) {
    let whole = Substring(text)
    let bytes = whole.utf8
    var index = bytes.startIndex
    var line = 1
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      line += bytes[index..<open].count { $0 == UInt8(ascii: "\n") }
      let rest = whole[open...]
      let closing =
        rest.utf8.starts(with: "<!--".utf8)
        ? "-->"
        : rest.utf8.starts(with: "<![CDATA[".utf8)
          ? "]]>"
          : rest.utf8.starts(with: "<?".utf8) ? "?>" : ">"
      guard let end = firstRange(of: closing, in: rest) else { return }
      if closing == ">" && !rest.utf8.starts(with: "<!".utf8) {
        visit(whole[bytes.index(after: open)..<end.lowerBound], line, whole[end.upperBound...])
      }
      line += bytes[open..<end.upperBound].count { $0 == UInt8(ascii: "\n") }
      index = end.upperBound
    }
  }

  /// Where the ASCII `pattern` first is in `text`, found in its bytes.
  static func firstRange(of pattern: String, in text: Substring) -> Range<Substring.Index>? {
    let bytes = text.utf8
    let pattern = Array(pattern.utf8)
    guard let first = pattern.first else { return nil }
    var index = bytes.startIndex
    while let start = bytes[index...].firstIndex(of: first) {
      var end = start
      var matched = 0
      while matched < pattern.count, end < bytes.endIndex, bytes[end] == pattern[matched] {
        end = bytes.index(after: end)
        matched += 1
      }
      if matched == pattern.count { return start..<end }
      index = bytes.index(after: start)
    }
    return nil
  }
}
