/// A static library: an `ar` archive (`!<arch>`) of object files, as Apple's `ar` and
/// `libtool` write it (a long name as `#1/<length>` before the member's bytes) or as GNU and
/// LLVM `ar` do (a `//` table of long names, each named `/<offset>`).
enum ArchiveFile {
  static let magic = Array("!<arch>\n".utf8)
  private static let headerSize = 60

  /// The archive's members, each with its name, in order; the symbol tables and the long
  /// names' table, which are no objects, left out.
  ///
  /// - Throws: ``BinaryFormatError`` for a member header that is cut short or malformed, or a
  ///   size or name past the archive's end.
  static func members(of archive: ByteWindow) throws(BinaryFormatError) -> [(
    name: String, bytes: ByteWindow
  )] {
    var members: [(name: String, bytes: ByteWindow)] = []
    var longNames: ByteWindow?
    var offset = magic.count
    while offset < archive.count {
      // The padding to an even offset after an odd-sized last member.
      if archive.count - offset < headerSize,
        (offset..<archive.count).allSatisfy({ archive.uint8(at: $0) == UInt8(ascii: "\n") })
      {
        break
      }
      let header = try archive.window(at: offset, length: headerSize, "archive member header")
      guard header.holds(Array("`\n".utf8), at: 58) else {
        throw BinaryFormatError(
          problem: "archive member header at offset \(offset) does not end in `\\n")
      }
      guard let size = header.decimal(at: 48, length: 10) else {
        throw BinaryFormatError(
          problem: "archive member at offset \(offset) has size "
            + "'\((header.fixedText(at: 48, length: 10) ?? "").singleLine)'")
      }
      var body = try archive.window(at: offset + headerSize, length: size, "archive member")
      let field = header.fieldText(at: 0, length: 16)
      var name = field
      if field.hasPrefix("#1/") {
        // BSD: the name is the first bytes of the member, NUL-padded.
        guard let length = header.decimal(at: 3, length: 13) else {
          throw BinaryFormatError(
            problem: "archive member at offset \(offset) has name '\(field.singleLine)'")
        }
        name = body.fixedText(at: 0, length: length) ?? ""
        body = try body.suffix(from: length, "archive member name")
      } else if field == "//" {
        longNames = body
      } else if field.hasPrefix("/"), let at = Int(field.dropFirst()) {
        // GNU: the name is in the long names' table, ending in "/\n".
        guard let table = longNames, let range = table.lineRange(at: at) else {
          throw BinaryFormatError(
            problem: "archive member at offset \(offset) names long name \(at), which is not "
              + "in the archive's table")
        }
        name = String(decoding: table.bytes[range], as: UTF8.self)
        if name.hasSuffix("/") { name.removeLast() }
      } else if field.hasSuffix("/") && field != "/" {
        name.removeLast()
      }
      offset += headerSize + size + size % 2
      let isIndex =
        field == "/" || field == "//" || field == "/SYM64/" || name.hasPrefix("__.SYMDEF")
      if !isIndex { members.append((name, body)) }
    }
    return members
  }
}

extension ByteWindow {
  /// The decimal number an archive header's field holds, padded with spaces; `nil` for
  /// anything else, or a number too large to be a size.
  fileprivate func decimal(at offset: Int, length: Int) -> Int? {
    guard contains(offset: offset, length: length) else { return nil }
    var value = 0
    var digits = 0
    var ended = false
    for index in (start + offset)..<(start + offset + length) {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") {
        ended = digits > 0
        continue
      }
      guard !ended, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 else {
        return nil
      }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
      digits += 1
    }
    return digits > 0 ? value : nil
  }

  /// An archive header's text field, without the spaces it is padded with.
  fileprivate func fieldText(at offset: Int, length: Int) -> String {
    guard contains(offset: offset, length: length) else { return "" }
    var end = start + offset + length
    while end > start + offset && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    return String(decoding: bytes[(start + offset)..<end], as: UTF8.self)
  }

  /// The range in `bytes` of the line at `offset`, up to its line break: a GNU long name.
  fileprivate func lineRange(at offset: Int) -> Range<Int>? {
    guard offset >= 0, offset < count else { return nil }
    var index = start + offset
    while index < start + count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
    return (start + offset)..<index
  }
}
