import Foundation

/// Mach-O files, static libraries and universal binaries made byte by byte, as Apple's
/// `<mach-o/loader.h>`, `<mach-o/nlist.h>`, `<mach-o/fat.h>` and `ar(5)` lay them out: the
/// tests need no compiler or archiver for Apple's platforms.
///
/// An object holds what lint reads — undefined symbols in `LC_SYMTAB` and selectors in a
/// `__TEXT,__objc_methname` section — and a defined symbol of its own, which lint passes over.
enum MachOFixture {
  /// A Mach-O object for arm64 (64-bit) or armv7 (32-bit), little-endian.
  static func object(
    undefined: [String], selectors: [String] = [], defined: [String] = ["_scan"],
    is64: Bool = true, fileType: UInt32 = 1
  ) -> [UInt8] {
    let headerSize = is64 ? 32 : 28
    let segmentSize = is64 ? 72 + 80 : 56 + 68
    let symtabSize = 24
    let commandsSize = segmentSize + symtabSize
    let methnames: [UInt8] = selectors.flatMap { Array($0.utf8) + [0] }
    let methnamesOffset = headerSize + commandsSize
    var strings: [UInt8] = [0]
    var entries: [(strx: Int, type: UInt8)] = []
    for name in defined {
      entries.append((strings.count, 0x0F))
      strings += Array(name.utf8) + [0]
    }
    for name in undefined {
      entries.append((strings.count, 0x01))
      strings += Array(name.utf8) + [0]
    }
    let entrySize = is64 ? 16 : 12
    let symbolsOffset = methnamesOffset + methnames.count + (4 - methnames.count % 4) % 4
    let stringsOffset = symbolsOffset + entries.count * entrySize

    var bytes: [UInt8] = []
    bytes.append32(is64 ? 0xFEED_FACF : 0xFEED_FACE)
    bytes.append32(is64 ? 0x0100_000C : 12)  // CPU_TYPE_ARM64, CPU_TYPE_ARM
    bytes.append32(is64 ? 0 : 9)
    bytes.append32(fileType)
    bytes.append32(2)
    bytes.append32(UInt32(commandsSize))
    bytes.append32(0)
    if is64 { bytes.append32(0) }
    // LC_SEGMENT(_64), one section.
    bytes.append32(is64 ? 0x19 : 0x1)
    bytes.append32(UInt32(segmentSize))
    bytes.appendName("", 16)
    bytes.appendWord(0, is64)  // vmaddr
    bytes.appendWord(UInt64(methnames.count), is64)
    bytes.appendWord(UInt64(methnamesOffset), is64)
    bytes.appendWord(UInt64(methnames.count), is64)
    bytes.append32(7)
    bytes.append32(7)
    bytes.append32(1)
    bytes.append32(0)
    bytes.appendName("__objc_methname", 16)
    bytes.appendName("__TEXT", 16)
    bytes.appendWord(0, is64)
    bytes.appendWord(UInt64(methnames.count), is64)
    bytes.append32(UInt32(methnamesOffset))
    bytes.append32(0)  // align
    bytes.append32(0)  // reloff
    bytes.append32(0)  // nreloc
    bytes.append32(0x2)  // S_CSTRING_LITERALS
    bytes.append32(0)
    bytes.append32(0)
    if is64 { bytes.append32(0) }
    // LC_SYMTAB.
    bytes.append32(0x2)
    bytes.append32(UInt32(symtabSize))
    bytes.append32(UInt32(symbolsOffset))
    bytes.append32(UInt32(entries.count))
    bytes.append32(UInt32(stringsOffset))
    bytes.append32(UInt32(strings.count))
    bytes += methnames
    bytes += [UInt8](repeating: 0, count: symbolsOffset - bytes.count)
    for entry in entries {
      bytes.append32(UInt32(entry.strx))
      let section: UInt8 = entry.type == 0x01 ? 0 : 1
      bytes += [entry.type, section, 0, 0]  // n_type, n_sect, n_desc
      bytes.appendWord(0, is64)
    }
    bytes += strings
    return bytes
  }

  /// How an archive names a member longer than its header's 16 bytes.
  enum ArchiveStyle {
    /// Apple's `ar` and `libtool`: `#1/<length>`, the name before the member's bytes.
    case bsd
    /// GNU and LLVM `ar`: a `//` member of long names, each named `/<offset>`.
    case gnu
  }

  /// A static library of `members`, with the symbol table an archiver writes first.
  static func archive(_ members: [(name: String, bytes: [UInt8])], style: ArchiveStyle = .bsd)
    -> [UInt8]
  {
    var archive = Array("!<arch>\n".utf8)
    switch style {
    case .bsd:
      appendMember(&archive, field: "#1/20", body: pad("__.SYMDEF SORTED", 20) + [0, 0, 0, 0])
      for member in members {
        let name = pad(member.name, (member.name.utf8.count + 4) / 4 * 4)
        appendMember(&archive, field: "#1/\(name.count)", body: name + member.bytes)
      }
    case .gnu:
      appendMember(&archive, field: "/", body: [0, 0, 0, 0])
      var table: [UInt8] = []
      var offsets: [Int] = []
      for member in members {
        offsets.append(table.count)
        table += Array((member.name + "/\n").utf8)
      }
      appendMember(&archive, field: "//", body: table)
      for (member, offset) in zip(members, offsets) {
        appendMember(&archive, field: "/\(offset)", body: member.bytes)
      }
    }
    return archive
  }

  /// A universal binary of `slices`, with a 32-bit (`FAT_MAGIC`) or 64-bit (`FAT_MAGIC_64`)
  /// header, each slice aligned to 16 KB as `lipo` aligns them.
  static func universal(_ slices: [[UInt8]], is64: Bool = false) -> [UInt8] {
    var header: [UInt8] = []
    header.append32BigEndian(is64 ? 0xCAFE_BABF : 0xCAFE_BABE)
    header.append32BigEndian(UInt32(slices.count))
    let alignment = 1 << 14
    var offset = alignment
    var offsets: [Int] = []
    for (index, slice) in slices.enumerated() {
      offsets.append(offset)
      header.append32BigEndian(index == 0 ? 0x0100_000C : 12)
      header.append32BigEndian(0)
      if is64 {
        header.append32BigEndian(0)
        header.append32BigEndian(UInt32(offset))
        header.append32BigEndian(0)
        header.append32BigEndian(UInt32(slice.count))
        header.append32BigEndian(14)
        header.append32BigEndian(0)
      } else {
        header.append32BigEndian(UInt32(offset))
        header.append32BigEndian(UInt32(slice.count))
        header.append32BigEndian(14)
      }
      offset += (slice.count + alignment - 1) / alignment * alignment
    }
    var bytes = header
    for (slice, offset) in zip(slices, offsets) {
      bytes += [UInt8](repeating: 0, count: offset - bytes.count)
      bytes += slice
    }
    return bytes
  }

  /// A real object: `clang -target arm64-apple-ios15.0 -c Camera.m -o Camera.o` (clang 21,
  /// from Swift 6.3's toolchain) of
  ///
  /// ```objc
  /// extern void *AVMediaTypeVideo;
  /// @interface AVCaptureDevice
  /// + (void)requestAccessForMediaType:(void *)t completionHandler:(void *)h;
  /// @end
  /// void ask(void) {
  ///   [AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:0];
  /// }
  /// ```
  ///
  /// It holds `_OBJC_CLASS_$_AVCaptureDevice` and `_AVMediaTypeVideo` undefined, and the
  /// selector in `__objc_methname`: the layout a compiler writes, beside the tests' own.
  static var clangObject: [UInt8] {
    [UInt8](Data(base64Encoded: clangObjectBase64) ?? Data())
  }

  private static func appendMember(_ archive: inout [UInt8], field: String, body: [UInt8]) {
    archive += pad(field, 16, with: 0x20)
    archive += pad("0", 12, with: 0x20) + pad("0", 6, with: 0x20) + pad("0", 6, with: 0x20)
    archive += pad("100644", 8, with: 0x20)
    archive += pad(String(body.count), 10, with: 0x20)
    archive += Array("`\n".utf8)
    archive += body
    if body.count % 2 == 1 { archive.append(0x0A) }
  }

  private static func pad(_ text: String, _ count: Int, with filler: UInt8 = 0) -> [UInt8] {
    let bytes = Array(text.utf8)
    return bytes + [UInt8](repeating: filler, count: max(0, count - bytes.count))
  }
}

extension [UInt8] {
  fileprivate mutating func append32(_ value: UInt32) {
    self += [
      UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24),
    ]
  }

  fileprivate mutating func append32BigEndian(_ value: UInt32) {
    self += [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ]
  }

  /// A 64-bit field in a 64-bit file, else a 32-bit one.
  fileprivate mutating func appendWord(_ value: UInt64, _ is64: Bool) {
    append32(UInt32(value & 0xFFFF_FFFF))
    if is64 { append32(UInt32(value >> 32)) }
  }

  fileprivate mutating func appendName(_ name: String, _ count: Int) {
    let bytes = Array(name.utf8)
    self += bytes + [UInt8](repeating: 0, count: count - bytes.count)
  }
}

extension MachOFixture {
  /// ``clangObject``'s bytes.
  fileprivate static let clangObjectBase64 =
    """
    z/rt/gwAAAEAAAAAAQAAAAQAAACoAgAAACAAAAAAAAAZAAAAKAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAKgAAAAA
    AAAAyAIAAAAAAACoAAAAAAAAAAcAAAAHAAAABgAAAAAAAABfX3RleHQAAAAAAAAAAAAAX19URVhUAAAAAAAAAAAAAAAA
    AAAAAAAAPAAAAAAAAADIAgAAAgAAAHADAAAIAAAAAAQAgAAAAAAAAAAAAAAAAF9fb2JqY19jbGFzc3JlZnNfX0RBVEEA
    AAAAAAAAAAAAQAAAAAAAAAAIAAAAAAAAAAgDAAADAAAAsAMAAAEAAAAAAAAQAAAAAAAAAAAAAAAAX19vYmpjX21ldGhu
    YW1lAF9fVEVYVAAAAAAAAAAAAABIAAAAAAAAAC0AAAAAAAAAEAMAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAABf
    X29iamNfc2VscmVmcwAAX19EQVRBAAAAAAAAAAAAAHgAAAAAAAAACAAAAAAAAABAAwAAAwAAALgDAAABAAAABQAAEAAA
    AAAAAAAAAAAAAF9fb2JqY19pbWFnZWluZm9fX0RBVEEAAAAAAAAAAAAAgAAAAAAAAAAIAAAAAAAAAEgDAAAAAAAAAAAA
    AAAAAAAAAAAQAAAAAAAAAAAAAAAAX19jb21wYWN0X3Vud2luZF9fTEQAAAAAAAAAAAAAAACIAAAAAAAAACAAAAAAAAAA
    UAMAAAMAAADAAwAAAQAAAAAAAAIAAAAAAAAAAAAAAAAyAAAAGAAAAAIAAAAAAA8AAAAAAAAAAAACAAAAGAAAAMgDAAAN
    AAAAmAQAALgAAAALAAAAUAAAAAAAAAAJAAAACQAAAAEAAAAKAAAAAwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
    AAAAAAAAAAAAAAAAAAAAAAAAAAAAAP17v6n9AwCRCAAAkAABQPkIAACQCAFA+QIBQPkIAACQAQFA+QMAgNIIAACQCAFA
    +QABP9b9e8GowANf1gAAAAAAAAAAAAAAAHJlcXVlc3RBY2Nlc3NGb3JNZWRpYVR5cGU6Y29tcGxldGlvbkhhbmRsZXI6
    AAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAADwAAAAAAAAEAAAAAAAAAAAAAAAAAAAAACwAAAAMAABsKAAAAAwAAF0g
    AAAAAgAATBwAAAACAAA9FAAAAAoAAGwQAAAACgAAXQwAAAABAABMCAAAAAEAAD0AAAAACwAADgAAAAAFAAAOAAAAAAEA
    AAaxAAAADgEAAAAAAAAAAAAAdQAAAA4CAABAAAAAAAAAAEQAAAAOBAAAeAAAAAAAAACrAAAADgIAAEAAAAAAAAAApQAA
    AA4DAABIAAAAAAAAAF8AAAAOAwAASAAAAAAAAACfAAAADgQAAHgAAAAAAAAAmQAAAA4FAACAAAAAAAAAAJMAAAAOBgAA
    iAAAAAAAAAATAAAADwEAAAAAAAAAAAAAAQAAAAEAAAAAAAAAAAAAABgAAAABAAAAAAAAAAAAAAA2AAAAAQAAAAAAAAAA
    AAAAAF9BVk1lZGlhVHlwZVZpZGVvAF9hc2sAX09CSkNfQ0xBU1NfJF9BVkNhcHR1cmVEZXZpY2UAX29iamNfbXNnU2Vu
    ZABfT0JKQ19TRUxFQ1RPUl9SRUZFUkVOQ0VTXwBsX09CSkNfTUVUSF9WQVJfTkFNRV8AX09CSkNfQ0xBU1NMSVNUX1JF
    RkVSRU5DRVNfJF8AbHRtcDUAbHRtcDQAbHRtcDMAbHRtcDIAbHRtcDEAbHRtcDAAAA==
    """
    .replacingOccurrences(of: "\n", with: "")
}
