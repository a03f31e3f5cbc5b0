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
  /// The name filled into messages, made fit to stand in a sentence: trimmed, with line
  /// breaks, control characters and direction controls turned into single spaces.
  public let appName: String

  /// The languages with a complete table, such as `en`, `ja`, `ko`, `zh-Hans`.
  public static var supportedLanguages: [String] { AlertStrings.shippedLanguages }

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - language: A language identifier (`"ja"`, `"ko-KR"`, `"zh-Hant-TW"`, `"es-MX"`); the
  ///     closest shipped language is used. `nil` follows `Locale.preferredLanguages`.
  ///   - appName: The name to show. It is made fit to stand in a sentence: line breaks, tabs,
  ///     other control characters and direction controls become single spaces, and whitespace
  ///     at either end goes (`"  Snap\n"` shows as `Snap`). `nil`, or a name with nothing
  ///     visible left, reads the app's display name from its bundle, so a message never starts
  ///     with a space or a line break.
  public init(language: String? = nil, appName: String? = nil) {
    self.language = Self.matcher.bestLanguage(
      for: language.map { [$0] } ?? Locale.preferredLanguages)
    self.appName =
      appName.flatMap(AppNameInsertion.normalizedName) ?? Self.displayName(of: .main)
  }

  /// Creates a renderer for a locale's language.
  ///
  /// - Parameters:
  ///   - locale: The locale whose language to use; its keywords and extensions
  ///     (`zh_TW@calendar=roc`, `ar-u-nu-latn`) format dates and numbers and leave the
  ///     language as it is.
  ///   - appName: The name to show, made fit to stand in a sentence as
  ///     ``init(language:appName:)`` describes; `nil`, or a name with nothing visible, reads
  ///     the app's display name from its bundle.
  public init(locale: Locale, appName: String? = nil) {
    self.init(language: locale.identifier, appName: appName)
  }

  /// The localized title for a dialog; for a source of the app's own, its description's
  /// ``SourceDescription/title(for:)``.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: The title in ``language``.
  public func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    guard let builtIn = source.builtIn else { return source.sourceDescription.title(for: reason) }
    return AlertStrings.text(
      AlertStrings.key(for: reason, source: builtIn, part: "title"), language: language)
  }

  /// The localized message for a dialog, with ``appName`` filled in; for a source of the app's
  /// own, its description's ``SourceDescription/message(for:)``.
  ///
  /// In a right-to-left language (Arabic, Hebrew) the message keeps that direction whatever
  /// the name: it starts with the language's direction mark (ALM, U+061C, for Arabic; RLM,
  /// U+200F, otherwise) and holds the name between the first-strong isolate FSI (U+2068) and
  /// PDI (U+2069), so a Latin name such as "Snap" neither turns the sentence around nor takes
  /// the punctuation next to it. A left-to-right message is only marked (LRM, U+200E) and
  /// isolated when the name holds right-to-left letters. The characters are invisible.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: The message in ``language``.
  public func message(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    guard let builtIn = source.builtIn else {
      return source.sourceDescription.message(for: reason)
    }
    let template = AlertStrings.text(
      AlertStrings.key(for: reason, source: builtIn, part: "message"), language: language)
    return AppNameInsertion.message(template, naming: appName, language: language)
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
  /// the process name, made fit to stand in a sentence.
  static func displayName(of bundle: Bundle) -> String {
    for key in ["CFBundleDisplayName", "CFBundleName"] {
      if let name = (bundle.object(forInfoDictionaryKey: key) as? String).flatMap(
        AppNameInsertion.normalizedName)
      {
        return name
      }
    }
    let processName = ProcessInfo.processInfo.processName
    return AppNameInsertion.normalizedName(processName) ?? processName
  }
}
