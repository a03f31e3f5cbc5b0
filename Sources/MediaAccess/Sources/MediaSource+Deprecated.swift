// Spellings from before 1.0, when a source had two types: `MediaSource`, a closed enum of the
// package's own sources, and `AccessSource`, which also named an app's own. They stay until
// 2.0; <doc:MigratingTo1.0> shows each edit.

/// The earlier name of ``MediaSource``, from when it named only the sources of an app's own.
@available(*, deprecated, renamed: "MediaSource")
public typealias AccessSource = MediaSource

extension MediaSource {
  /// Names the same source: ``MediaSource`` already names every source.
  ///
  /// - Parameter source: The source.
  @available(*, deprecated, message: "MediaSource names every source: use the value itself")
  public init(_ source: MediaSource) {
    self = source
  }

  /// The source itself when it is one of the package's own, `nil` for an app's own.
  @available(
    *, deprecated,
    message: "MediaSource names every source: compare or switch over the source itself"
  )
  public var mediaSource: MediaSource? {
    builtIn == nil ? nil : self
  }

  /// The package's own sources.
  @available(*, deprecated, renamed: "builtIns")
  public static var allCases: [MediaSource] { builtIns }

  /// The source's stable name.
  @available(*, deprecated, renamed: "description")
  public var name: String { description }

  /// The package's default title, skipping the screen's renderer.
  ///
  /// - Parameter reason: Why the dialog appears.
  /// - Returns: ``LocalizedAlertTextRenderer``'s title, or an app's own source's.
  @available(
    *, deprecated,
    message: "Ask the screen's renderer: alertTextRenderer.title(for: reason, source: source)"
  )
  public func title(for reason: AccessAlert.Reason) -> String {
    LocalizedAlertTextRenderer().title(for: reason, source: self)
  }

  /// The package's default message, skipping the screen's renderer.
  ///
  /// - Parameter reason: Why the dialog appears.
  /// - Returns: ``LocalizedAlertTextRenderer``'s message, or an app's own source's.
  @available(
    *, deprecated,
    message: "Ask the screen's renderer: alertTextRenderer.message(for: reason, source: source)"
  )
  public func message(for reason: AccessAlert.Reason) -> String {
    LocalizedAlertTextRenderer().message(for: reason, source: self)
  }
}
