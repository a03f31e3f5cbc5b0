/// A system whose usage descriptions cannot change while it lives, as a running app's Info.plist
/// cannot: the live systems. Each text is judged blank or not once, when the system is made, so
/// that a launch tests a bit rather than reading and scanning a string; the texts themselves
/// stay where the system reads them (``MediaSystem/usageDescription(for:)``).
@usableFromInline
package protocol FixedDescriptionSystem: MediaSystem {
  /// Which of the app's texts are present and not blank, judged once.
  var usageDescriptions: FixedUsageDescriptions { get }
}

// MARK: - Default implementations

extension FixedDescriptionSystem {
  /// Whether the fixed text for `key` is present and not blank: one bit.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: Whether a launch may go on to the status.
  @inlinable
  package func hasUsageDescription(for key: UsageDescriptionKey) -> Bool {
    usageDescriptions.isPresent(key)
  }
}
