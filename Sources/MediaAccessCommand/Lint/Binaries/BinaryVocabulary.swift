/// The names of ``BinaryReferenceTable``, to pick out of a binary's many symbols and
/// selectors the few that matter, by their bytes: most are passed over after a look at
/// their length and two of their bytes, and only a likely one is made a string.
struct BinaryVocabulary {
  private let names: Set<String>
  private let prefixes: [[UInt8]]
  /// A name's length, middle byte and last byte, hashed into a small table: a symbol whose
  /// entry is false is none of the names.
  private var likely = [Bool](repeating: false, count: Self.tableSize)

  private static let tableSize = 4096
  /// An Objective-C class's symbol in the fragile runtime of 32-bit Intel slices, which the
  /// vocabulary reads as the modern one's.
  private static let fragileClassPrefix = Array(".objc_class_name_".utf8)
  private static let classPrefix = Array("_OBJC_CLASS_$_".utf8)

  /// The vocabulary of every reference of the table.
  static let standard = BinaryVocabulary(
    names: BinaryReferenceTable.references.flatMap { $0.names + $0.with + $0.unless },
    prefixes: BinaryReferenceTable.prefixes)

  init(names: [String], prefixes: [String]) {
    self.names = Set(names)
    self.prefixes = prefixes.map { Array($0.utf8) }
    for name in names {
      let bytes = Array(name.utf8)
      likely[Self.slot(bytes[...])] = true
    }
  }

  private static func slot(_ bytes: ArraySlice<UInt8>) -> Int {
    guard let last = bytes.last else { return 0 }
    let middle = bytes[bytes.startIndex + bytes.count / 2]
    return (bytes.count &* 977 &+ Int(middle) &* 31 &+ Int(last)) & (tableSize - 1)
  }

  /// The vocabulary's name that the name in `range` of `bytes` is, or starts with for a
  /// prefix; `nil` for any other.
  func name(in bytes: [UInt8], _ range: Range<Int>) -> String? {
    let slice = bytes[range]
    if likely[Self.slot(slice)] {
      let text = String(decoding: slice, as: UTF8.self)
      if names.contains(text) { return text }
    }
    guard let first = slice.first, first == UInt8(ascii: "_") || first == UInt8(ascii: ".")
    else { return nil }
    for prefix in prefixes where slice.starts(with: prefix) {
      return String(decoding: prefix, as: UTF8.self)
    }
    if first == UInt8(ascii: "."), slice.starts(with: Self.fragileClassPrefix) {
      let modern =
        Self.classPrefix + slice.dropFirst(Self.fragileClassPrefix.count)
      let text = String(decoding: modern, as: UTF8.self)
      if names.contains(text) { return text }
    }
    return nil
  }
}
