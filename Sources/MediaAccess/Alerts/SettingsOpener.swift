/// Opens the app's privacy settings: the action behind an "Open Settings" button.
///
/// ``system`` opens the Settings app on iOS and the privacy pane on macOS. Inject another to
/// record or reroute the action:
///
/// ```swift
/// var settingsOpener: SettingsOpener {
///   SettingsOpener { source in
///     analytics.log("opened settings for \(source)")
///     SettingsOpener.system.open(for: source)
///   }
/// }
/// ```
public struct SettingsOpener: Sendable {
  private let openSettings: @MainActor @Sendable (MediaSource) -> Void
  /// The test recorder behind this opener, if any: lets a conformance suite tell that a screen
  /// hands it the suite's recorder before it taps "Open Settings", so no test opens the real
  /// Settings app. It stays here because a closure cannot be compared: only the opener itself
  /// can say whose it is.
  package let recorder: ObjectIdentifier?

  /// Creates an opener from a closure that receives every source: the package's own and the
  /// app's.
  ///
  /// - Parameter open: Opens the settings relevant to a source; runs on the main actor.
  public init(_ open: @escaping @MainActor @Sendable (MediaSource) -> Void) {
    self.openSettings = open
    self.recorder = nil
  }

  /// Creates an opener that records for a test.
  ///
  /// - Parameters:
  ///   - recorder: The recorder's identity.
  ///   - open: Records the opening.
  package init(
    recorder: ObjectIdentifier, _ open: @escaping @MainActor @Sendable (MediaSource) -> Void
  ) {
    self.openSettings = open
    self.recorder = recorder
  }

  /// Opens the settings relevant to a source.
  ///
  /// - Parameter source: The source whose switch the user should find.
  @MainActor
  public func open(for source: MediaSource) {
    openSettings(source)
  }

  /// An opener that does nothing, for platforms without a Settings app and for previews.
  ///
  /// Named `disabled` rather than `none`, which would read as `Optional.none` wherever a
  /// `SettingsOpener?` is expected.
  public static let disabled = SettingsOpener { _ in }
}

// MARK: - Deprecated

extension SettingsOpener {
  /// Creates an opener from a closure that receives every source.
  ///
  /// - Parameter open: Opens the settings relevant to a source; runs on the main actor.
  @available(*, deprecated, renamed: "init(_:)")
  @_disfavoredOverload  // a trailing closure would otherwise also match `opening:`
  public init(opening open: @escaping @MainActor @Sendable (MediaSource) -> Void) {
    self.init(open)
  }
}
