/// Which usage descriptions a ``FixedDescriptionSystem`` has, not blank: one bit per key in one
/// byte.
///
/// Only the bits, and trivially copied: holding the texts too made every launch retain and
/// release them (4.5 to 12.5 ns per authorized launch in the benchmark). Bits rather than four
/// `Bool`s: the launch reading packed four bytes on every call and tested the key through a
/// chain of branches, 8 more instructions per source read (callgrind).
@usableFromInline
package struct FixedUsageDescriptions: Sendable {
  @usableFromInline let present: UInt8

  /// Judges each text by the package's one rule for blank text, `String.isBlank`.
  ///
  /// - Parameter usageDescriptions: The app's Info.plist strings; a key that is absent is
  ///   missing.
  package init(_ usageDescriptions: [UsageDescriptionKey: String]) {
    var present: UInt8 = 0
    for key in UsageDescriptionKey.allCases
    where usageDescriptions[key].map({ !$0.isBlank }) ?? false {
      present |= Self.bit(key)
    }
    self.present = present
  }

  /// The key's bit in ``present``.
  @inlinable
  static func bit(_ key: UsageDescriptionKey) -> UInt8 {
    key.bit
  }

  /// Whether the text for `key` is present and not blank.
  @inlinable
  func isPresent(_ key: UsageDescriptionKey) -> Bool {
    present & Self.bit(key) != 0
  }
}
