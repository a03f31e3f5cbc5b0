public import Foundation

/// The default dialog texts: MediaAccess's own tables, in one language, with the app's name.
///
/// Ships in the languages of ``supportedLanguages``, read from the package's resources on every
/// platform. Without an explicit language it follows the user's preferred languages, falling
/// back to English.
///
/// ```swift
/// let japanese = LocalizedAlertTextRenderer(language: "ja", appName: "Snap")
/// japanese.title(for: .denied, source: .camera)   // "カメラへのアクセスがオフです"
/// ```
public struct LocalizedAlertTextRenderer: AlertTextRendering, Hashable {
  /// The shipped language used, one of ``supportedLanguages``.
  public let language: String
  /// The name filled into messages.
  public let appName: String

  /// The languages with a complete table, such as `en`, `ja`, `ko`, `zh-Hans`.
  public static var supportedLanguages: [String] { AlertStrings.shippedLanguages }

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - language: A language identifier (`"ja"`, `"ko-KR"`, `"zh-Hant-TW"`, `"es-MX"`); the
  ///     closest shipped language is used. `nil` follows `Locale.preferredLanguages`.
  ///   - appName: The name to show; `nil`, empty or only whitespace reads the app's display
  ///     name from its bundle, so a message never starts with a bare space.
  public init(language: String? = nil, appName: String? = nil) {
    self.language = Self.matcher.bestLanguage(
      for: language.map { [$0] } ?? Locale.preferredLanguages)
    self.appName = appName.flatMap(Self.nonBlank) ?? Self.displayName(of: .main)
  }

  /// Creates a renderer for a locale's language.
  ///
  /// - Parameters:
  ///   - locale: The locale whose language to use; its keywords and extensions
  ///     (`zh_TW@calendar=roc`, `ar-u-nu-latn`) format dates and numbers and leave the
  ///     language as it is.
  ///   - appName: The name to show; `nil`, empty or only whitespace reads the app's display
  ///     name from its bundle.
  public init(locale: Locale, appName: String? = nil) {
    self.init(language: locale.identifier, appName: appName)
  }

  /// The localized title for a dialog.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: The title in ``language``.
  public func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    AlertStrings.text(
      AlertStrings.key(for: reason, source: source, part: "title"), language: language)
  }

  /// The localized message for a dialog, with ``appName`` filled in.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: The message in ``language``.
  public func message(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    let template = AlertStrings.text(
      AlertStrings.key(for: reason, source: source, part: "message"), language: language)
    // Substituted by hand rather than with String(format:), so that a translation with a
    // wrong specifier shows wrong text instead of crashing.
    return template.replacingOccurrences(of: "%@", with: appName)
  }

  /// The localized title for a button.
  ///
  /// - Parameter role: What the button does.
  /// - Returns: The title in ``language``.
  public func actionTitle(for role: AccessAlert.Action.Role) -> String {
    AlertStrings.text(AlertStrings.key(for: role), language: language)
  }

  /// The matcher over the shipped languages, made once for every renderer.
  private static let matcher = LanguageMatcher(
    available: AlertStrings.shippedLanguages, fallback: AlertStrings.developmentLanguage)

  /// The name iOS shows under the app icon: `CFBundleDisplayName`, then `CFBundleName`, then
  /// the process name.
  static func displayName(of bundle: Bundle) -> String {
    for key in ["CFBundleDisplayName", "CFBundleName"] {
      if let name = (bundle.object(forInfoDictionaryKey: key) as? String).flatMap(nonBlank) {
        return name
      }
    }
    return ProcessInfo.processInfo.processName
  }

  /// `name` unless it is empty or only whitespace, which would leave a message reading
  /// " doesn't have permission…".
  private static func nonBlank(_ name: String) -> String? {
    name.isBlank ? nil : name
  }
}
