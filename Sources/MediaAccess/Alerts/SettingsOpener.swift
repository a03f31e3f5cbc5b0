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
  private let openSettings: @MainActor @Sendable (AccessSource) -> Void
  /// The test recorder behind this opener, if any: lets a conformance suite tell that a screen
  /// hands it the suite's recorder before it taps "Open Settings", so no test opens the real
  /// Settings app. It stays here because a closure cannot be compared: only the opener itself
  /// can say whose it is.
  package let recorder: ObjectIdentifier?

  /// Creates an opener from a closure, for the package's own sources; for a source of the
  /// app's own it does what ``system`` does.
  ///
  /// - Parameter open: Opens the settings relevant to a source; runs on the main actor.
  public init(_ open: @escaping @MainActor @Sendable (MediaSource) -> Void) {
    self.openSettings = { source in
      if let builtIn = source.mediaSource {
        open(builtIn)
      } else {
        SettingsOpener.system.open(for: source)
      }
    }
    self.recorder = nil
  }

  /// Creates an opener from a closure that receives any source, the package's own or the
  /// app's.
  ///
  /// - Parameter open: Opens the settings relevant to a source; runs on the main actor.
  @_disfavoredOverload
  public init(opening open: @escaping @MainActor @Sendable (AccessSource) -> Void) {
    self.openSettings = open
    self.recorder = nil
  }

  /// Creates an opener that records for a test.
  ///
  /// - Parameters:
  ///   - recorder: The recorder's identity.
  ///   - open: Records the opening.
  package init(
    recorder: ObjectIdentifier, _ open: @escaping @MainActor @Sendable (AccessSource) -> Void
  ) {
    self.openSettings = open
    self.recorder = recorder
  }

  /// Opens the settings relevant to a source.
  ///
  /// - Parameter source: The source whose switch the user should find.
  @MainActor
  public func open(for source: AccessSource) {
    openSettings(source)
  }

  /// Opens the settings relevant to one of the package's own sources.
  ///
  /// - Parameter source: The source whose switch the user should find.
  @MainActor
  @_disfavoredOverload
  public func open(for source: MediaSource) {
    openSettings(AccessSource(source))
  }

  /// An opener that does nothing, for platforms without a Settings app and for previews.
  ///
  /// Named `disabled` rather than `none`, which would read as `Optional.none` wherever a
  /// `SettingsOpener?` is expected.
  public static let disabled = SettingsOpener { _ in }
}
