/// Something MediaAccess tells the developer, not the user: a usage description missing from
/// Info.plist, or a Settings page the system would not open.
///
/// Handed to ``MediaAccessDiagnostics/handler`` as it happens.
public struct MediaAccessDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem the diagnostic reports.
  public enum Kind: Hashable, Sendable {
    /// The app is misconfigured: a usage description is missing or blank, so the system was
    /// not asked (iOS would terminate the app).
    case misconfiguration
    /// The platform declined to do something for the user, such as opening Settings.
    case presentation
  }

  /// What kind of problem it is.
  public let kind: Kind
  /// The diagnostic in English, starting `MediaAccess:`.
  public let message: String

  /// Creates a diagnostic, as MediaAccess does; a test can make one to check a handler.
  ///
  /// - Parameters:
  ///   - kind: What kind of problem it is.
  ///   - message: The diagnostic in English.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String {
    message
  }
}
