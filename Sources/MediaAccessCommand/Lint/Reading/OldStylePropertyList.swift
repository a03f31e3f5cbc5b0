internal import Foundation

/// Reads an old-style (OpenStep) property list — a `.strings` table, a `project.pbxproj` —
/// keeping the line of every dictionary key.
///
/// Foundation's parser reads these too, but it tells neither where a key is nor, on Linux,
/// where a syntax error is (it blames line 1 and logs a line of its own to standard error).
/// A finding must point at its line, and the tool's standard error must hold only its own
/// lines, so lint parses this simple format itself.
///
/// The parser walks the text's UTF-8 bytes: every byte that has a meaning in the format is
/// ASCII, so only white space outside ASCII and the scalar after a backslash are decoded, and
/// a quoted string without escapes becomes a `String` in one copy. Lint runs in every build,
/// and a `project.pbxproj` of a large app is a megabyte.
struct OldStylePropertyList {
  /// A value of the format: strings, data, arrays and dictionaries; there are no numbers.
  enum Value {
    case string(String)
    case data(Data)
    case array([Value])
    case dictionary(Dictionary)

    /// The value as Foundation's parser returns it.
    var plain: Any {
      switch self {
      case .string(let text): text
      case .data(let data): data
      case .array(let values): values.map(\.plain)
      case .dictionary(let dictionary): dictionary.plain
      }
    }

    /// The value when it is a string.
    var string: String? {
      if case .string(let text) = self { return text }
      return nil
    }

    /// The value when it is a dictionary.
    var dictionary: Dictionary? {
      if case .dictionary(let dictionary) = self { return dictionary }
      return nil
    }

    /// The strings of an array, or a string alone.
    var strings: [String] {
      switch self {
      case .string(let text): [text]
      case .array(let values): values.compactMap(\.string)
      default: []
      }
    }
  }

  /// A dictionary, the line each key is written on, and the line it opens on.
  ///
  /// A value and its key's line share one entry. A project file has tens of thousands of
  /// dictionaries of a few keys each: those are kept as a list and searched in order, which
  /// costs less than hashing their keys; only a larger one (the project's objects, a
  /// configuration's settings) also keeps a table of places, found by the keys' bytes with
  /// the parser's own hash (``OldStylePropertyList/hash(_:)``), which costs a fraction of
  /// the standard library's seeded one.
  ///
  /// Its contents sit in one object of their own, written once: a copy of the dictionary, or
  /// of a value holding it, retains one reference, however many keys it has.
  struct Dictionary: Sendable {
    /// One key, its value and the line the key is written on.
    struct Entry {
      let key: String
      let value: Value
      let line: Int
    }

    private let contents: Contents
    let line: Int

    /// The entries in the order their keys were first written, and, once there are more
    /// than ``listedKeys``, each key's place among them plus one by hash (open addressing, 0
    /// is an empty slot).
    private final class Contents: Sendable {
      let entries: [Entry]
      let slots: [Int32]

      init(entries: [Entry], slots: [Int32]) {
        self.entries = entries
        self.slots = slots
      }
    }

    /// The most keys found by searching the list.
    fileprivate static let listedKeys = 12

    /// An empty dictionary opening on `line`.
    init(line: Int) {
      self.init(Builder(), line: line)
    }

    fileprivate init(_ builder: Builder, line: Int) {
      contents = Contents(entries: builder.entries, slots: builder.slots)
      self.line = line
    }

    /// How many keys it has.
    var count: Int {
      contents.entries.count
    }

    /// The keys, in the order they were first written.
    var keys: [String] {
      contents.entries.map(\.key)
    }

    /// Each key, its value and the line the key is written on, in the order the keys were
    /// first written.
    var elements: some Collection<(key: String, value: Value, line: Int)> {
      contents.entries.lazy.map { ($0.key, $0.value, $0.line) }
    }

    /// The line each key is written on.
    var keyLines: [String: Int] {
      Swift.Dictionary(contents.entries.lazy.map { ($0.key, $0.line) }) { _, later in later }
    }

    /// The dictionary as Foundation's parser returns it.
    var plain: [String: Any] {
      Swift.Dictionary(contents.entries.lazy.map { ($0.key, $0.value.plain) }) { _, later in
        later
      }
    }

    subscript(key: String) -> Value? {
      place(of: key).map { contents.entries[$0].value }
    }

    /// The value at `place` (``place(of:)``).
    func value(at place: Int) -> Value {
      contents.entries[place].value
    }

    /// The line `key` is written on, when the dictionary has it.
    func line(of key: String) -> Int? {
      place(of: key).map { contents.entries[$0].line }
    }

    /// Where `key` is among the keys in the order they were first written (`0..<count`),
    /// when the dictionary has it: what a table kept beside it is indexed by.
    func place(of key: String) -> Int? {
      Self.place(of: key, in: contents.entries, slots: contents.slots)
    }

    fileprivate static func place(of key: String, in entries: [Entry], slots: [Int32]) -> Int? {
      guard entries.count <= listedKeys else {
        var slot = Self.slot(of: key, among: slots.count)
        while slots[slot] != 0 {
          let place = Int(slots[slot]) - 1
          if entries[place].key == key { return place }
          slot = (slot + 1) & (slots.count - 1)
        }
        return nil
      }
      // Lengths first: telling two keys of different lengths apart then costs nothing.
      let length = key.utf8.count
      return entries.firstIndex { $0.key.utf8.count == length && $0.key == key }
    }

    /// The first slot to try for `key` in a table of `count` slots, a power of two.
    fileprivate static func slot(of key: String, among count: Int) -> Int {
      var key = key
      return key.withUTF8 { OldStylePropertyList.hash(UnsafeRawBufferPointer($0)) } & (count - 1)
    }
  }

  /// A dictionary being parsed, its keys added one by one.
  fileprivate struct Builder {
    var entries: [Dictionary.Entry] = []
    var slots: [Int32] = []

    /// Sets `key`'s value, written on `line`; a later entry for the same key wins, as in
    /// Foundation's parser.
    ///
    /// The key and value are consumed: each entry is made where it is stored, with no copy
    /// of the value to retain and release.
    mutating func set(_ value: consuming Value, for key: consuming String, line: Int) {
      if let place = Dictionary.place(of: key, in: entries, slots: slots) {
        entries[place] = Dictionary.Entry(key: key, value: value, line: line)
        return
      }
      if entries.isEmpty { entries.reserveCapacity(Dictionary.listedKeys / 2) }
      entries.append(Dictionary.Entry(key: key, value: value, line: line))
      guard entries.count > Dictionary.listedKeys else { return }
      if entries.count * 2 > slots.count {
        slots = [Int32](repeating: 0, count: max(64, slots.count * 2))
        for place in entries.indices { insertSlot(for: place) }
      } else {
        insertSlot(for: entries.count - 1)
      }
    }

    private mutating func insertSlot(for place: Int) {
      var slot = Dictionary.slot(of: entries[place].key, among: slots.count)
      while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = Int32(place + 1)
    }
  }

  /// Where and why the text is not a property list.
  struct SyntaxError: Error {
    let line: Int
    let message: String
  }

  /// Deeper nesting is refused rather than risking the stack; no real file comes close.
  static let maximumDepth = 256

  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var line = 1
  /// Each distinct string written without escapes, once: a project file names every object
  /// by its 24-digit identifier two or more times and writes the same few words (`isa`
  /// values, `<group>`) thousands of times, and finding a string again by its bytes costs
  /// less than making it anew, which checks its encoding and may allocate.
  private var internedRanges: [(start: Int, count: Int)] = []
  private var internedStrings: [String] = []
  /// Indices into the interned strings by hash, open addressing; -1 is an empty slot.
  private var internSlots: [Int]

  /// A project file holds one distinct string in every 100 to 150 bytes: the table starts
  /// with a slot for each 64 bytes, so a large file's table is not rebuilt as it fills.
  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var slots = 1024
    while slots * 64 < bytes.count { slots *= 2 }
    internSlots = [Int](repeating: -1, count: slots)
  }

  /// Parses `text`, whose root is a dictionary, with or without its braces (a `.strings`
  /// table is a list of `"key" = "value";` entries).
  ///
  /// - Throws: ``SyntaxError`` at the first thing that does not fit the format.
  static func parseDictionary(_ text: String) throws(SyntaxError) -> Dictionary {
    var text = text
    return try text.withUTF8(parseDictionary).get()
  }

  /// Parses `utf8`, valid UTF-8 text (as `PropertyListReader.utf8(of:path:)` returns it), as
  /// `parseDictionary(_:)` parses a `String`: a large file need not become one first.
  ///
  /// - Throws: ``SyntaxError`` at the first thing that does not fit the format.
  static func parseDictionary(utf8: [UInt8]) throws(SyntaxError) -> Dictionary {
    try utf8.withUnsafeBufferPointer(parseDictionary).get()
  }

  private static func parseDictionary(_ bytes: UnsafeBufferPointer<UInt8>)
    -> Result<Dictionary, SyntaxError>
  {
    var parser = OldStylePropertyList(bytes)
    return Result { () throws(SyntaxError) in try parser.parseRoot() }
  }

  private mutating func parseRoot() throws(SyntaxError) -> Dictionary {
    try skipSpace()
    guard let first = peek else { return Dictionary(line: 1) }
    let root: Dictionary
    if first == UInt8(ascii: "{") {
      guard case .dictionary(let dictionary) = try parseValue(depth: 0) else {
        throw SyntaxError(line: 1, message: "the root is not a dictionary")
      }
      root = dictionary
    } else if first == UInt8(ascii: "(") || first == UInt8(ascii: "<") {
      throw SyntaxError(line: line, message: "the root is not a dictionary")
    } else {
      root = try parseEntries(until: nil, depth: 0, opening: line)
    }
    try skipSpace()
    if peek != nil {
      throw SyntaxError(line: line, message: "unexpected text after the root dictionary")
    }
    return root
  }

  private var peek: UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  private func byte(at offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  /// Moves past one byte, counting lines.
  private mutating func advance() {
    if bytes[position] == UInt8(ascii: "\n") { line += 1 }
    position += 1
  }

  /// The scalar whose UTF-8 encoding starts at `offset`, and its length in bytes. The text
  /// came from a `String`, so its encoding is valid.
  private func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
    let lead = bytes[offset]
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> length)
    for index in 1..<length {
      value = value << 6 | UInt32(bytes[offset + index] & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  /// The length of the white space at `offset`, 0 when there is none: ASCII white space, and
  /// the Unicode white space and byte order marks Foundation's parser also skips.
  private func whitespaceLength(at offset: Int) -> Int {
    let byte = bytes[offset]
    switch byte {
    case 0x20, 0x09...0x0D: return 1
    case 0..<0x80: return 0
    default:
      let (scalar, length) = scalar(at: offset)
      return scalar.properties.isWhitespace || scalar == "\u{FEFF}" ? length : 0
    }
  }

  /// Skips white space and `//` and `/* */` comments.
  ///
  /// A third of a project file is comments (`/* AppDelegate.swift in Sources */` after each
  /// identifier) and another sixth white space: each byte is looked at once, in a tight loop.
  private mutating func skipSpace() throws(SyntaxError) {
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        position += 1
      case 0x20, 0x09...0x0D:
        position += 1
      case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "*"):
        try skipBlockComment()
      case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "/"):
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
      case 0..<0x80:
        return
      default:
        let length = whitespaceLength(at: position)
        guard length > 0 else { return }
        position += length
      }
    }
  }

  /// Skips the `/* */` comment at `position`.
  ///
  /// `memchr` finds each `/` that may end it, and then each newline inside it (there rarely
  /// is one): a third of a project file is comments.
  private mutating func skipBlockComment() throws(SyntaxError) {
    let start = line
    guard let base = bytes.baseAddress else { return }
    var offset = position + 2
    while offset < bytes.count {
      guard let slash = memchr(base + offset, Int32(UInt8(ascii: "/")), bytes.count - offset)
      else { break }
      let end = base.distance(to: slash.assumingMemoryBound(to: UInt8.self))
      if end > position + 2 && bytes[end - 1] == UInt8(ascii: "*") {
        var scan = position + 2
        while let newline = memchr(base + scan, Int32(UInt8(ascii: "\n")), end - scan) {
          line += 1
          scan = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
        }
        position = end + 1
        return
      }
      offset = end + 1
    }
    throw SyntaxError(line: start, message: "unterminated comment")
  }

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> Value {
    guard depth < Self.maximumDepth else {
      throw SyntaxError(line: line, message: "nested more than \(Self.maximumDepth) levels deep")
    }
    try skipSpace()
    switch peek {
    case UInt8(ascii: "{"):
      let opening = line
      position += 1
      return .dictionary(
        try parseEntries(until: UInt8(ascii: "}"), depth: depth + 1, opening: opening))
    case UInt8(ascii: "("):
      position += 1
      return .array(try parseArray(depth: depth + 1))
    case UInt8(ascii: "<"):
      return .data(try parseData())
    default:
      return .string(try parseString())
    }
  }

  /// Parses `key = value;` entries up to `closing` (consumed) or the end of the text, the
  /// dictionary opening on `opening`.
  private mutating func parseEntries(until closing: UInt8?, depth: Int, opening: Int)
    throws(SyntaxError) -> Dictionary
  {
    var dictionary = Builder()
    while true {
      try skipSpace()
      guard let next = peek else {
        if closing == nil { return Dictionary(dictionary, line: opening) }
        throw SyntaxError(line: line, message: "unterminated dictionary: expected '}'")
      }
      if next == closing {
        position += 1
        return Dictionary(dictionary, line: opening)
      }
      let keyLine = line
      let key = try parseString()
      try skipSpace()
      let value: Value
      if peek == UInt8(ascii: ";") {
        // `"key";` in a strings table stands for `"key" = "key";`.
        value = .string(key)
      } else {
        guard peek == UInt8(ascii: "=") else {
          throw SyntaxError(line: line, message: "expected '=' after \"\(key.singleLine)\"")
        }
        position += 1
        value = try parseValue(depth: depth)
        try skipSpace()
      }
      guard peek == UInt8(ascii: ";") else {
        throw SyntaxError(
          line: line, message: "expected ';' after the value of \"\(key.singleLine)\"")
      }
      position += 1
      dictionary.set(value, for: key, line: keyLine)
    }
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> [Value] {
    var values: [Value] = []
    while true {
      try skipSpace()
      if peek == UInt8(ascii: ")") {
        position += 1
        return values
      }
      guard peek != nil else {
        throw SyntaxError(line: line, message: "unterminated array: expected ')'")
      }
      values.append(try parseValue(depth: depth))
      try skipSpace()
      if peek == UInt8(ascii: ",") {
        position += 1
      } else if peek != UInt8(ascii: ")") {
        throw SyntaxError(line: line, message: "expected ',' or ')' in an array")
      }
    }
  }

  private mutating func parseData() throws(SyntaxError) -> Data {
    let start = line
    position += 1
    var digits: [UInt8] = []
    while let byte = peek, byte != UInt8(ascii: ">") {
      let space = whitespaceLength(at: position)
      if space > 0 {
        if byte == UInt8(ascii: "\n") { line += 1 }
        position += space
        continue
      }
      guard let digit = Self.digit(byte, radix: 16) else {
        position += scalar(at: position).length
        throw SyntaxError(line: line, message: "data holds something else than hex digits")
      }
      position += 1
      digits.append(digit)
    }
    guard peek == UInt8(ascii: ">") else {
      throw SyntaxError(line: start, message: "unterminated data")
    }
    position += 1
    guard digits.count.isMultiple(of: 2) else {
      throw SyntaxError(line: start, message: "data holds an odd number of hex digits")
    }
    return Data(stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] })
  }

  /// The value of an ASCII digit in `radix` (8 or 16), or `nil`.
  private static func digit(_ byte: UInt8, radix: UInt8) -> UInt8? {
    byte.asciiHexDigit.flatMap { $0 < radix ? $0 : nil }
  }

  /// The characters `\n`, `\t`, `\r`, `\a`, `\b`, `\f` and `\v` stand for.
  private static let controlEscapes: [UInt8: Unicode.Scalar] = [
    UInt8(ascii: "n"): "\n", UInt8(ascii: "t"): "\t", UInt8(ascii: "r"): "\r",
    UInt8(ascii: "a"): "\u{7}", UInt8(ascii: "b"): "\u{8}", UInt8(ascii: "f"): "\u{C}",
    UInt8(ascii: "v"): "\u{B}",
  ]

  /// Whether each byte may be in an unquoted string: ASCII letters and digits, and
  /// `_$+/:.-`. A table, as most of a project file's bytes are such strings' (identifiers).
  private static let unquotedBytes: [Bool] = (0...255).map { (byte: UInt8) in
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
      UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      true
    default:
      false
    }
  }

  /// The string of the bytes from `start` to `end`, the same `String` for the same bytes.
  private mutating func string(from start: Int, to end: Int) -> String {
    var slot = hash(from: start, to: end) & (internSlots.count - 1)
    while internSlots[slot] >= 0 {
      let index = internSlots[slot]
      let known = internedRanges[index]
      if known.count == end - start, let base = bytes.baseAddress,
        memcmp(base + known.start, base + start, known.count) == 0
      {
        return internedStrings[index]
      }
      slot = (slot + 1) & (internSlots.count - 1)
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    internSlots[slot] = internedStrings.count
    internedRanges.append((start, end - start))
    internedStrings.append(text)
    if internedStrings.count * 2 > internSlots.count { growInternSlots() }
    return text
  }

  /// FNV-1a over `bytes`, eight at a time (most strings are 24-digit identifiers): the tables
  /// it places strings in are private to one file's parse, so no seed is needed.
  static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var offset = 0
    while offset + 8 <= bytes.count {
      hash =
        (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
      hash ^= hash >> 29
      offset += 8
    }
    while offset < bytes.count {
      hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01b3
      offset += 1
    }
    return Int(truncatingIfNeeded: hash >> 1)
  }

  /// The hash of the bytes from `start` to `end`.
  private func hash(from start: Int, to end: Int) -> Int {
    Self.hash(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<end]))
  }

  private mutating func growInternSlots() {
    internSlots = [Int](repeating: -1, count: internSlots.count * 2)
    for (index, range) in internedRanges.enumerated() {
      var slot = hash(from: range.start, to: range.start + range.count) & (internSlots.count - 1)
      while internSlots[slot] >= 0 { slot = (slot + 1) & (internSlots.count - 1) }
      internSlots[slot] = index
    }
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    guard let first = peek else {
      throw SyntaxError(line: line, message: "expected a value, found the end of the file")
    }
    guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else {
      let start = position
      let unquoted = Self.unquotedBytes
      var end = position
      while end < bytes.count, unquoted[Int(bytes[end])] { end += 1 }
      position = end
      guard position > start else {
        let unexpected = String(scalar(at: position).scalar)
        throw SyntaxError(line: line, message: "unexpected '\(unexpected.singleLine)'")
      }
      return string(from: start, to: position)
    }
    let startLine = line
    position += 1
    // The common case, no escape: the bytes between the quotes are the string.
    let start = position
    while position < bytes.count, bytes[position] != first,
      bytes[position] != UInt8(ascii: "\\")
    {
      if bytes[position] == UInt8(ascii: "\n") { line += 1 }
      position += 1
    }
    guard let stop = peek else {
      throw SyntaxError(line: startLine, message: "unterminated quoted string")
    }
    if stop == first {
      position += 1
      return string(from: start, to: position - 1)
    }
    var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while true {
      guard let byte = peek else {
        throw SyntaxError(line: startLine, message: "unterminated quoted string")
      }
      advance()
      if byte == first { return String(decoding: text, as: UTF8.self) }
      if byte == UInt8(ascii: "\\") {
        text.append(contentsOf: String(try parseEscape(startLine: startLine)).utf8)
      } else {
        text.append(byte)
      }
    }
  }

  /// The character an escape after a backslash stands for.
  private mutating func parseEscape(startLine: Int) throws(SyntaxError) -> Unicode.Scalar {
    guard let byte = peek else {
      throw SyntaxError(line: startLine, message: "unterminated quoted string")
    }
    if let control = Self.controlEscapes[byte] {
      position += 1
      return control
    }
    switch byte {
    case UInt8(ascii: "U"), UInt8(ascii: "u"):
      position += 1
      return escapedScalar(maximumDigits: 4, radix: 16) ?? Unicode.Scalar(byte)
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      return escapedScalar(maximumDigits: 3, radix: 8) ?? Unicode.Scalar(byte)
    default:
      // Any other character stands for itself, a newline included.
      let (scalar, length) = scalar(at: position)
      advance()
      position += length - 1
      return scalar
    }
  }

  /// Reads up to `maximumDigits` digits as a scalar value.
  private mutating func escapedScalar(maximumDigits: Int, radix: UInt8) -> Unicode.Scalar? {
    var value: UInt32 = 0
    var count = 0
    while count < maximumDigits, let next = peek, let digit = Self.digit(next, radix: radix) {
      value = value * UInt32(radix) + UInt32(digit)
      count += 1
      position += 1
    }
    guard count > 0 else { return nil }
    // A surrogate half alone is no character: it reads as the replacement character.
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}
