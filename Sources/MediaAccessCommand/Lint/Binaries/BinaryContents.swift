/// The objects of one binary file, each read for the names of a ``BinaryVocabulary`` it
/// references: a thin Mach-O file, an `ar` archive of them (a static library), or a universal
/// binary (`FAT_MAGIC` or `FAT_MAGIC_64`) of either, one slice per architecture.
enum BinaryContents {
  /// One object's references.
  struct Object: Sendable {
    /// The archive member it is, such as `ZBarReaderView.o`; `nil` for the file itself.
    let member: String?
    let names: Set<String>
  }

  private static let fatMagic: UInt32 = 0xCAFE_BABE
  private static let fatMagic64: UInt32 = 0xCAFE_BABF

  /// The objects of `file` and their references, slices in order.
  ///
  /// - Throws: ``BinaryFormatError`` for a file that is none of the formats, or whose
  ///   headers, offsets or sizes do not fit in it.
  static func objects(
    in file: [UInt8], vocabulary: BinaryVocabulary = .standard
  ) throws(BinaryFormatError) -> [Object] {
    let window = ByteWindow(file)
    var bigEndian = window
    bigEndian.bigEndian = true
    if let magic = try? bigEndian.uint32(at: 0, ""), magic == fatMagic || magic == fatMagic64 {
      var objects: [Object] = []
      for slice in try slices(of: bigEndian, is64: magic == fatMagic64) {
        objects += try thinObjects(in: slice, vocabulary: vocabulary)
      }
      return objects
    }
    return try thinObjects(in: window, vocabulary: vocabulary)
  }

  /// The objects of one architecture: a Mach-O file or an archive of them.
  private static func thinObjects(
    in window: ByteWindow, vocabulary: BinaryVocabulary
  ) throws(BinaryFormatError) -> [Object] {
    if MachOFile.isMachO(window) {
      return [Object(member: nil, names: try MachOFile.names(in: window, vocabulary: vocabulary))]
    }
    guard window.holds(ArchiveFile.magic, at: 0) else {
      throw BinaryFormatError(
        problem: "not a Mach-O file, a universal binary or a static library (it starts with "
          + "\(leadingBytes(of: window)))")
    }
    var objects: [Object] = []
    for member in try ArchiveFile.members(of: window) {
      guard MachOFile.isMachO(member.bytes) else {
        // An empty member holds nothing to reference.
        if member.bytes.count == 0 { continue }
        let what =
          member.bytes.holds([0x42, 0x43, 0xC0, 0xDE], at: 0)
            || member.bytes.holds([0xDE, 0xC0, 0x17, 0x0B], at: 0)
          ? "LLVM bitcode, whose references lint does not read"
          : "not a Mach-O object (it starts with \(leadingBytes(of: member.bytes)))"
        throw BinaryFormatError(problem: "archive member \(member.name.singleLine) is \(what)")
      }
      do {
        objects.append(
          Object(
            member: member.name,
            names: try MachOFile.names(in: member.bytes, vocabulary: vocabulary)))
      } catch {
        throw BinaryFormatError(
          problem: "archive member \(member.name.singleLine): \(error.problem)")
      }
    }
    return objects
  }

  /// The slices a universal binary's header lists.
  private static func slices(
    of file: ByteWindow, is64: Bool
  ) throws(BinaryFormatError) -> [ByteWindow] {
    let count = try file.int32(at: 4, "universal header")
    let entrySize = is64 ? 32 : 20
    guard count <= (file.count - 8) / entrySize else {
      throw BinaryFormatError(problem: "the universal header's \(count) slices cannot fit")
    }
    var slices: [ByteWindow] = []
    for index in 0..<count {
      let entry = 8 + index * entrySize
      let offset =
        is64 ? try file.int64(at: entry + 8, "slice") : try file.int32(at: entry + 8, "slice")
      let size =
        is64 ? try file.int64(at: entry + 16, "slice") : try file.int32(at: entry + 12, "slice")
      var slice = try file.window(at: offset, length: size, "slice \(index + 1) of \(count)")
      slice.bigEndian = false
      slices.append(slice)
    }
    return slices
  }

  /// The first bytes of `window` in hexadecimal, for a message.
  private static func leadingBytes(of window: ByteWindow) -> String {
    let bytes = (0..<min(4, window.count)).compactMap { window.uint8(at: $0) }
    guard !bytes.isEmpty else { return "nothing: it is empty" }
    let digits = Array("0123456789abcdef")
    return "0x" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
  }
}
