/// A thin Mach-O file — an object, a dynamic library, a framework's binary — read for the
/// names of a ``BinaryVocabulary`` it references: its undefined symbols (`LC_SYMTAB`) and the
/// selectors it sends (the `__objc_methname` section).
///
/// The layout is Apple's `<mach-o/loader.h>` and `<mach-o/nlist.h>`: a header, load
/// commands, and the tables they point to, each bounds-checked before it is read.
enum MachOFile {
  private static let magic32: UInt32 = 0xFEED_FACE
  private static let magic64: UInt32 = 0xFEED_FACF
  private static let loadCommandSymbolTable: UInt32 = 0x2
  private static let loadCommandSegment: UInt32 = 0x1
  private static let loadCommandSegment64: UInt32 = 0x19

  /// Whether the window starts with a Mach-O header, in either byte order.
  static func isMachO(_ window: ByteWindow) -> Bool {
    guard let magic = try? window.uint32(at: 0, "") else { return false }
    return [magic32, magic64, magic32.byteSwapped, magic64.byteSwapped].contains(magic)
  }

  /// The vocabulary's names the file references.
  ///
  /// - Throws: ``BinaryFormatError`` for a header, a load command or a table that does not
  ///   lie inside the file.
  static func names(
    in file: ByteWindow, vocabulary: BinaryVocabulary
  ) throws(BinaryFormatError) -> Set<String> {
    var file = file
    var magic = try file.uint32(at: 0, "Mach-O header")
    if magic == magic32.byteSwapped || magic == magic64.byteSwapped {
      file.bigEndian = true
      magic = magic.byteSwapped
    }
    guard magic == magic32 || magic == magic64 else {
      throw BinaryFormatError(problem: "not a Mach-O file")
    }
    let is64 = magic == magic64
    let headerSize = is64 ? 32 : 28
    let commandCount = try file.int32(at: 16, "Mach-O header")
    let commandsSize = try file.int32(at: 20, "Mach-O header")
    let commands = try file.window(at: headerSize, length: commandsSize, "the load commands")
    // Each command takes 8 bytes at least: more than fit is a corrupt count.
    guard commandCount <= commandsSize / 8 else {
      throw BinaryFormatError(
        problem: "\(commandCount) load commands cannot fit in \(commandsSize) bytes")
    }
    var found: Set<String> = []
    var offset = 0
    for _ in 0..<commandCount {
      let command = try commands.uint32(at: offset, "load command")
      let size = try commands.int32(at: offset + 4, "load command")
      guard size >= 8 else {
        throw BinaryFormatError(
          problem: "load command at offset \(headerSize + offset) has size \(size)")
      }
      let body = try commands.window(at: offset, length: size, "load command")
      switch command {
      case loadCommandSymbolTable:
        try undefinedSymbols(body, in: file, is64: is64, vocabulary: vocabulary, into: &found)
      case loadCommandSegment, loadCommandSegment64:
        try methodNames(
          body, in: file, is64: command == loadCommandSegment64, vocabulary: vocabulary,
          into: &found)
      default:
        break
      }
      offset += size
    }
    return found
  }

  /// The vocabulary's names among the undefined external symbols of `LC_SYMTAB`.
  private static func undefinedSymbols(
    _ command: ByteWindow, in file: ByteWindow, is64: Bool, vocabulary: BinaryVocabulary,
    into found: inout Set<String>
  ) throws(BinaryFormatError) {
    let symbolsOffset = try command.int32(at: 8, "LC_SYMTAB")
    let symbolCount = try command.int32(at: 12, "LC_SYMTAB")
    let stringsOffset = try command.int32(at: 16, "LC_SYMTAB")
    let stringsSize = try command.int32(at: 20, "LC_SYMTAB")
    let entrySize = is64 ? 16 : 12
    guard symbolCount <= file.count / entrySize else {
      throw BinaryFormatError(
        problem: "the symbol table's \(symbolCount) entries cannot fit in the file")
    }
    let symbols = try file.window(
      at: symbolsOffset, length: symbolCount * entrySize, "the symbol table")
    let strings = try file.window(at: stringsOffset, length: stringsSize, "the string table")
    let bytes = file.bytes
    for index in 0..<symbolCount {
      let entry = index * entrySize
      guard let type = symbols.uint8(at: entry + 4) else { continue }
      // An undefined external, not a debugging entry (N_STAB), not a defined symbol.
      guard type & 0xE0 == 0, type & 0x0E == 0, type & 0x01 == 1 else { continue }
      let nameOffset = try symbols.int32(at: entry, "symbol")
      guard let range = strings.nameRange(at: nameOffset) else {
        throw BinaryFormatError(
          problem: "symbol \(index)'s name offset \(nameOffset) is past the string table "
            + "(\(stringsSize) bytes)")
      }
      if let name = vocabulary.name(in: bytes, range) { found.insert(name) }
    }
  }

  /// The vocabulary's names among the selectors of a segment's `__objc_methname` section.
  private static func methodNames(
    _ command: ByteWindow, in file: ByteWindow, is64: Bool, vocabulary: BinaryVocabulary,
    into found: inout Set<String>
  ) throws(BinaryFormatError) {
    let headerSize = is64 ? 72 : 56
    let sectionSize = is64 ? 80 : 68
    let sectionCount = try command.int32(at: is64 ? 64 : 48, "segment command")
    guard sectionCount <= (command.count - min(headerSize, command.count)) / sectionSize else {
      throw BinaryFormatError(
        problem: "a segment's \(sectionCount) sections cannot fit in its load command")
    }
    for index in 0..<sectionCount {
      let section = headerSize + index * sectionSize
      guard command.fixedText(at: section, length: 16) == "__objc_methname" else { continue }
      let size =
        is64
        ? try command.int64(at: section + 40, "section")
        : try command.int32(at: section + 36, "section")
      let offsetField = section + (is64 ? 48 : 40)
      let offset = try command.int32(at: offsetField, "section")
      let flags = try command.uint32(at: section + (is64 ? 64 : 56), "section")
      // A zero-fill section has no bytes in the file.
      guard ![0x1, 0xC, 0x12].contains(flags & 0xFF), size > 0 else { continue }
      let names = try file.window(at: offset, length: size, "the __objc_methname section")
      let bytes = file.bytes
      names.forEachName { range in
        if let name = vocabulary.name(in: bytes, range) { found.insert(name) }
      }
    }
  }
}
