/// A bounds-checked view of part of a file's bytes: every read of a number, a name or a
/// smaller window checks its offset and length first, so hostile input yields a
/// ``BinaryFormatError``, never a trap.
///
/// The bytes are shared, not copied, by every window made from them.
struct ByteWindow {
  let bytes: [UInt8]
  /// Where the window starts in `bytes`.
  let start: Int
  /// How many bytes it holds.
  let count: Int
  /// Whether its numbers are stored most significant byte first (a fat header, a Mach-O
  /// file of a big-endian machine).
  var bigEndian = false

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    start = 0
    count = bytes.count
  }

  private init(bytes: [UInt8], start: Int, count: Int, bigEndian: Bool) {
    self.bytes = bytes
    self.start = start
    self.count = count
    self.bigEndian = bigEndian
  }

  /// Whether `length` bytes from `offset` lie inside the window; false for a negative value
  /// or a sum that overflows.
  func contains(offset: Int, length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= count && length <= count - offset
  }

  /// The `length` bytes from `offset`, as a window of their own.
  ///
  /// - Throws: ``BinaryFormatError`` naming `what` when they do not lie inside this one.
  func window(at offset: Int, length: Int, _ what: String) throws(BinaryFormatError)
    -> ByteWindow
  {
    guard contains(offset: offset, length: length) else {
      throw BinaryFormatError(
        problem: "\(what) (\(length) bytes at offset \(offset)) runs past the end "
          + "(\(count) bytes)")
    }
    return ByteWindow(bytes: bytes, start: start + offset, count: length, bigEndian: bigEndian)
  }

  /// The window from `offset` to its end.
  func suffix(from offset: Int, _ what: String) throws(BinaryFormatError) -> ByteWindow {
    try window(at: offset, length: count - offset, what)
  }

  func uint8(at offset: Int) -> UInt8? {
    contains(offset: offset, length: 1) ? bytes[start + offset] : nil
  }

  /// The 32-bit number at `offset`, in the window's byte order.
  func uint32(at offset: Int, _ what: String) throws(BinaryFormatError) -> UInt32 {
    guard contains(offset: offset, length: 4) else {
      throw BinaryFormatError(problem: "\(what) at offset \(offset) is cut short")
    }
    let at = start + offset
    let value =
      UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16
      | UInt32(bytes[at + 3]) << 24
    return bigEndian ? value.byteSwapped : value
  }

  /// The 64-bit number at `offset`, in the window's byte order.
  func uint64(at offset: Int, _ what: String) throws(BinaryFormatError) -> UInt64 {
    let low = UInt64(try uint32(at: offset, what))
    let high = UInt64(try uint32(at: offset + 4, what))
    return bigEndian ? low << 32 | high : high << 32 | low
  }

  /// The 32-bit number at `offset` as an offset or a size.
  func int32(at offset: Int, _ what: String) throws(BinaryFormatError) -> Int {
    Int(try uint32(at: offset, what))
  }

  /// The 64-bit number at `offset` as an offset or a size.
  ///
  /// - Throws: ``BinaryFormatError`` when it does not fit in an `Int`.
  func int64(at offset: Int, _ what: String) throws(BinaryFormatError) -> Int {
    guard let value = Int(exactly: try uint64(at: offset, what)) else {
      throw BinaryFormatError(problem: "\(what) at offset \(offset) is out of range")
    }
    return value
  }

  /// Whether the window holds `prefix` at `offset`.
  func holds(_ prefix: [UInt8], at offset: Int) -> Bool {
    guard contains(offset: offset, length: prefix.count) else { return false }
    for index in prefix.indices where bytes[start + offset + index] != prefix[index] {
      return false
    }
    return true
  }

  /// The text of a fixed-size field at `offset`, up to its first NUL: a segment's or a
  /// section's name, an archive member's header field.
  func fixedText(at offset: Int, length: Int) -> String? {
    guard contains(offset: offset, length: length) else { return nil }
    let field = bytes[(start + offset)..<(start + offset + length)]
    let end = field.firstIndex(of: 0) ?? field.endIndex
    return String(decoding: field[..<end], as: UTF8.self)
  }

  /// The NUL-terminated names in the window, each as the range of its bytes in `bytes`: the
  /// strings of a section of C strings. A last name without its NUL ends at the window's end.
  func forEachName(_ body: (Range<Int>) -> Void) {
    var nameStart = start
    let end = start + count
    var index = start
    while index < end {
      if bytes[index] == 0 {
        if index > nameStart { body(nameStart..<index) }
        nameStart = index + 1
      }
      index += 1
    }
    if end > nameStart { body(nameStart..<end) }
  }

  /// The range in `bytes` of the NUL-terminated name at `offset`, or `nil` when the offset
  /// is outside the window. A name without its NUL ends at the window's end.
  func nameRange(at offset: Int) -> Range<Int>? {
    guard offset >= 0, offset < count else { return nil }
    let end = start + count
    var index = start + offset
    while index < end && bytes[index] != 0 { index += 1 }
    return (start + offset)..<index
  }
}
