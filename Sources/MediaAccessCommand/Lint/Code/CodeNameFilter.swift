/// The names a scan needs the text of: the names of the call patterns, and names that start
/// as a pattern's `…` name does. The tokenizer leaves every other name's text empty, so that
/// reading a large app makes a string only for the few names that can be part of a call.
struct CodeNameFilter: Sendable {
  /// The names kept, by their length and first byte.
  private var names: [Int: [[UInt8]]] = [:]
  /// The prefixes of names kept whatever follows.
  private var prefixes: [[UInt8]] = []
  /// Whether every name is kept (for reading patterns and for tests).
  private var keepsAll = false

  /// A filter that keeps every name.
  static let everyName: CodeNameFilter = {
    var filter = CodeNameFilter()
    filter.keepsAll = true
    return filter
  }()

  /// A filter that keeps `names`, and the names starting with one of `prefixes`.
  init(names: some Sequence<String> = [], prefixes: some Sequence<String> = []) {
    for name in names where !name.isEmpty {
      let bytes = Array(name.utf8)
      self.names[Self.bucket(count: bytes.count, first: bytes[0]), default: []].append(bytes)
    }
    self.prefixes = prefixes.filter { !$0.isEmpty }.map { Array($0.utf8) }
  }

  private static func bucket(count: Int, first: UInt8) -> Int {
    count << 8 | Int(first)
  }

  /// Whether the name `bytes[range]` is kept.
  func keeps(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    if keepsAll { return true }
    guard !range.isEmpty else { return false }
    if let candidates = names[Self.bucket(count: range.count, first: bytes[range.lowerBound])],
      candidates.contains(where: { $0.elementsEqual(bytes[range]) })
    {
      return true
    }
    return prefixes.contains { prefix in
      prefix.count <= range.count
        && prefix.elementsEqual(bytes[range.lowerBound..<(range.lowerBound + prefix.count)])
    }
  }
}
