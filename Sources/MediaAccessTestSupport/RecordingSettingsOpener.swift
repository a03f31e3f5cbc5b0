public import MediaAccess

/// Records every request to open Settings instead of opening anything.
///
/// ```swift
/// let settings = RecordingSettingsOpener()
/// // screen.settingsOpener returns settings.opener
/// presenter.tap(.openSettings)
/// XCTAssertEqual(settings.openedSources, [.camera])
/// ```
@MainActor
public final class RecordingSettingsOpener {
  /// The sources whose settings were opened, in order, sources of the app's own included.
  public private(set) var openedSources: [MediaSource] = []

  /// Creates an opener with nothing recorded.
  public init() {}

  /// The opener to inject; it holds this recorder weakly.
  public nonisolated var opener: SettingsOpener {
    SettingsOpener(recorder: ObjectIdentifier(self)) { [weak self] source in
      self?.openedSources.append(source)
    }
  }
}

// MARK: - Deprecated

extension RecordingSettingsOpener {
  /// The sources whose settings were opened, in order.
  @available(*, deprecated, renamed: "openedSources")
  public var opened: [MediaSource] { openedSources }
}
