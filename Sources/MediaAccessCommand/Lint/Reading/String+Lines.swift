extension String {
  /// The text's lines, split at each line feed byte: `"\r\n"` ends a line too (its `\r` stays,
  /// for the caller to trim), where splitting by `Character` would see one character and no
  /// line break. The last line is empty when the text ends with a line feed.
  var linesByLineFeed: [String] {
    var lines: [String] = []
    var start = utf8.startIndex
    for index in utf8.indices where utf8[index] == UInt8(ascii: "\n") {
      lines.append(String(decoding: utf8[start..<index], as: UTF8.self))
      start = utf8.index(after: index)
    }
    lines.append(String(decoding: utf8[start...], as: UTF8.self))
    return lines
  }
}
