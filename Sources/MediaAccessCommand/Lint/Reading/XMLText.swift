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
  /// The markup is ASCII, so the text is walked byte by byte, by offsets into its UTF-8: a
  /// `Substring` is made only for what `visit` is given.
  static func forEachTag(
    in text: String, _ visit: (_ tag: Substring, _ line: Int, _ after: Substring) -> Void
  ) {
    let bytes = Array(text.utf8)
    let utf8 = text.utf8
    func index(_ offset: Int) -> String.Index {
      utf8.index(utf8.startIndex, offsetBy: offset)
    }
    func starts(at offset: Int, with pattern: StaticString) -> Bool {
      let count = pattern.utf8CodeUnitCount
      return offset + count <= bytes.count
        && (0..<count).allSatisfy { bytes[offset + $0] == pattern.utf8Start[$0] }
    }
    // The offset of the first `pattern` at or after `offset`, or `nil`.
    func first(_ pattern: StaticString, from offset: Int) -> Int? {
      (offset..<bytes.count).first { starts(at: $0, with: pattern) }
    }
    var offset = 0
    var line = 1
    while offset < bytes.count {
      guard bytes[offset] == UInt8(ascii: "<") else {
        if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
        offset += 1
        continue
      }
      let closing: StaticString =
        starts(at: offset, with: "<!--")
        ? "-->"
        : starts(at: offset, with: "<![CDATA[")
          ? "]]>" : starts(at: offset, with: "<?") ? "?>" : ">"
      guard let end = first(closing, from: offset + 1) else { return }
      let after = end + closing.utf8CodeUnitCount
      if closing.utf8CodeUnitCount == 1 && !starts(at: offset, with: "<!") {
        visit(text[index(offset + 1)..<index(end)], line, text[index(after)...])
      }
      line += bytes[offset..<after].count { $0 == UInt8(ascii: "\n") }
      offset = after
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
