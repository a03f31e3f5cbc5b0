/// An app's usage descriptions as a running app has them: fixed, each judged present and not
/// blank once, when the value is made, so that a launch does not scan a string.
package struct UsageDescriptions: Sendable {
  /// The texts as written; a key that is absent is missing.
  private let texts: [UsageDescriptionKey: String]
  /// The keys whose text is present and not blank.
  private let described: Set<UsageDescriptionKey>

  /// Judges each text by the package's one rule for blank text, `String.isBlank`.
  ///
  /// - Parameter texts: The app's Info.plist strings; a key that is absent is missing.
  package init(_ texts: [UsageDescriptionKey: String]) {
    self.texts = texts
    self.described = Set(texts.filter { !$0.value.isBlank }.keys)
  }

  /// The text for `key` as written, or `nil` when it is absent.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: The text, blank or not.
  package func text(for key: UsageDescriptionKey) -> String? {
    texts[key]
  }

  /// Whether the text for `key` is present and not blank.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: Whether a launch may go on to the status.
  package func isDescribed(_ key: UsageDescriptionKey) -> Bool {
    described.contains(key)
  }
}
