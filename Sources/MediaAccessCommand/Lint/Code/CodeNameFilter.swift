/// The names a scan needs the text of: the names of the call patterns, and names that start
/// as a pattern's `…` name does. The tokenizer numbers a kept name and leaves every other
/// name unnumbered, so that reading a large app compares a few bytes per name and makes no
/// string at all.
struct CodeNameFilter: Sendable {
  /// The number a token carries for a name the filter does not keep.
  static let notKept: Int32 = -1
  /// The number a token carries for a name kept by a prefix, or by a filter that keeps every
  /// name: kept, but read by its bytes.
  static let keptByBytes: Int32 = -2

  /// The names kept whole, each numbered by its place here.
  private(set) var names: [[UInt8]] = []
  /// By slot (``slot(count:first:)``), the number of the first name kept there; `-1` for none.
  private var heads: [Int32] = []
  /// By name number, the number of the next name in the same slot; `-1` for none.
  private var next: [Int32] = []
  /// The numbers of the names too long for a slot.
  private var longNames: [Int32] = []
  /// The prefixes of names kept whatever follows.
  private var prefixes: [[UInt8]] = []
  /// A bit per prefix's first byte (its low six bits), to pass most names at once.
  private var prefixFirstBytes: UInt64 = 0
  /// Whether every name is kept (for reading patterns and for tests).
  private var keepsAll = false

  /// A slot holds the names of one length below this, by their first byte's low six bits.
  private static let slotLengths = 64

  /// A filter that keeps every name.
  static let everyName: CodeNameFilter = {
    var filter = CodeNameFilter()
    filter.keepsAll = true
    return filter
  }()

  /// A filter that keeps `names`, and the names starting with one of `prefixes`.
  init(names: some Sequence<String> = [], prefixes: some Sequence<String> = []) {
    for name in names where !name.isEmpty && number(of: name) == nil {
      let bytes = Array(name.utf8)
      let number = Int32(self.names.count)
      self.names.append(bytes)
      next.append(-1)
      guard bytes.count < Self.slotLengths else {
        longNames.append(number)
        continue
      }
      if heads.isEmpty { heads = Array(repeating: -1, count: Self.slotLengths << 6) }
      let slot = Self.slot(count: bytes.count, first: bytes[0])
      next[Int(number)] = heads[slot]
      heads[slot] = number
    }
    for prefix in prefixes where !prefix.isEmpty {
      let bytes = Array(prefix.utf8)
      self.prefixes.append(bytes)
      prefixFirstBytes |= 1 << UInt64(bytes[0] & 0x3F)
    }
  }

  private static func slot(count: Int, first: UInt8) -> Int {
    count << 6 | Int(first & 0x3F)
  }

  /// The number of the kept name `name`; `nil` when it is not kept whole.
  func number(of name: String) -> Int32? {
    let bytes = Array(name.utf8)
    return names.firstIndex(of: bytes).map { Int32($0) }
  }

  /// The number of the name `bytes[start..<end]`: its place among the names kept whole,
  /// ``keptByBytes`` or ``notKept``.
  @inline(__always)
  func number(ofName bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int32 {
    if keepsAll { return Self.keptByBytes }
    let count = end - start
    let first = bytes[start]
    if count < Self.slotLengths {
      if !heads.isEmpty {
        var candidate = heads[Self.slot(count: count, first: first)]
        while candidate >= 0 {
          if Self.equal(names[Int(candidate)], bytes, start) { return candidate }
          candidate = next[Int(candidate)]
        }
      }
    } else {
      for candidate in longNames
      where names[Int(candidate)].count == count && Self.equal(names[Int(candidate)], bytes, start)
      {
        return candidate
      }
    }
    guard prefixFirstBytes & (1 << UInt64(first & 0x3F)) != 0 else { return Self.notKept }
    for prefix in prefixes
    where prefix.count <= count && Self.equal(prefix, bytes, start) {
      return Self.keptByBytes
    }
    return Self.notKept
  }

  /// Whether `bytes` starting at `start` begin with `name`, which fits in them.
  @inline(__always)
  private static func equal(_ name: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int)
    -> Bool
  {
    var index = 0
    while index < name.count {
      if name[index] != bytes[start + index] { return false }
      index += 1
    }
    return true
  }
}
