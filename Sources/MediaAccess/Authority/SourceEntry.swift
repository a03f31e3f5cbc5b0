/// One source's ``SourceSystem`` as its authority reads it: the system, the source's
/// usage-description key, and, for a system whose texts cannot change, that text judged once.
///
/// It is an object, so that an authority holds one reference per source and a launch reads
/// the entry where the authority stores it.
@usableFromInline
final class SourceEntry: Sendable {
  /// What the platform tells and does about the source.
  @usableFromInline
  let system: any SourceSystem
  /// The source's usage-description key.
  private let key: UsageDescriptionKey
  /// The source's text judged present and not blank once, when the entry is made; `nil` for a
  /// system whose texts may change, judged on every launch.
  @usableFromInline
  let fixedDescription: Bool?

  /// - Parameters:
  ///   - source: The source the system answers for.
  ///   - system: The source's system.
  ///   - textsAreFixed: Whether the system's usage descriptions cannot change, as a running
  ///     app's Info.plist cannot: then the source's own is judged once, here.
  init(_ source: MediaSource, _ system: any SourceSystem, textsAreFixed: Bool) {
    self.system = system
    self.key = source.usageDescriptionKey
    self.fixedDescription = textsAreFixed ? Self.judge(system.usageDescription(for: key)) : nil
  }

  /// What a launch reads, in the contract's order: the hardware, then the usage description,
  /// then the status, stopping at the first that settles the launch.
  ///
  /// It is inlinable with the launches' fast paths (see ``MediaAuthority/reading(of:)``), so
  /// that an authorized launch calls the source's system from the app.
  @inlinable
  func reading() -> SourceReading {
    guard system.isAvailable() else { return .unavailable }
    guard fixedDescription ?? isDescribed() else { return .undescribed }
    return .status(system.status())
  }

  /// Whether the system's text for the source is present and not blank, read now.
  @usableFromInline
  func isDescribed() -> Bool {
    Self.judge(system.usageDescription(for: key))
  }

  /// Whether `text` is present and not blank: the package's one rule, `String.isBlank`.
  private static func judge(_ text: String?) -> Bool {
    text.map { !$0.isBlank } ?? false
  }
}
