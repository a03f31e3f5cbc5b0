/// An app's usage descriptions as a running app has them: fixed, each judged present and not
/// blank once, when the value is made. The live systems keep theirs in one of these, so that a
/// launch tests a bit rather than reading and scanning a string.
@usableFromInline
package struct UsageDescriptions: Sendable {
  /// The texts as written; a key that is absent is missing.
  private let texts: [UsageDescriptionKey: String]
  /// One bit per key (``UsageDescriptionKey/bit``): set when its text is present and not
  /// blank.
  @usableFromInline let described: UInt8

  /// Judges each text by the package's one rule for blank text, `String.isBlank`.
  ///
  /// - Parameter texts: The app's Info.plist strings; a key that is absent is missing.
  package init(_ texts: [UsageDescriptionKey: String]) {
    var described: UInt8 = 0
    for (key, text) in texts where !text.isBlank {
      described |= key.bit
    }
    self.texts = texts
    self.described = described
  }

  /// The text for `key` as written, or `nil` when it is absent.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: The text, blank or not.
  package func text(for key: UsageDescriptionKey) -> String? {
    texts[key]
  }

  /// Whether the text for `key` is present and not blank: one bit, tested at the key's
  /// ``UsageDescriptionKey/place`` (a shift by the key's own tag, where a mask would need a
  /// table from key to bit).
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: Whether a launch may go on to the status.
  @inlinable
  package func isDescribed(_ key: UsageDescriptionKey) -> Bool {
    // Shifted as 32 bits: the processor's bit test takes the shift modulo 32, so the masking
    // shift costs no masking instruction.
    UInt32(described) &>> UInt32(key.place) & 1 != 0
  }
}
