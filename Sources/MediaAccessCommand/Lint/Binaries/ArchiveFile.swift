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
      let sizeText = (header.fixedText(at: 48, length: 10) ?? "").trimmingSpaces
      guard let size = Int(sizeText), size >= 0 else {
        throw BinaryFormatError(
          problem: "archive member at offset \(offset) has size '\(sizeText.singleLine)'")
      }
      var body = try archive.window(at: offset + headerSize, length: size, "archive member")
      let field = (header.fixedText(at: 0, length: 16) ?? "").trimmingSpaces
      var name = field
      if field.hasPrefix("#1/") {
        // BSD: the name is the first bytes of the member, NUL-padded.
        guard let length = Int(field.dropFirst(3)), length >= 0 else {
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
  /// The range in `bytes` of the line at `offset`, up to its line break: a GNU long name.
  fileprivate func lineRange(at offset: Int) -> Range<Int>? {
    guard offset >= 0, offset < count else { return nil }
    var index = start + offset
    while index < start + count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
    return (start + offset)..<index
  }
}

extension String {
  /// Without the spaces an archive header pads its fields with.
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    while text.first == " " { text.removeFirst() }
    return String(text)
  }
}
