internal import MediaAccess

/// Judges one usage-description value where it was found, and words the findings.
///
/// In a project, Xcode replaces build-setting references such as `$(PRODUCT_NAME)` when it
/// builds, so the text is judged as expanded and only a reference the project does not define
/// is a finding. In a bare Info.plist the values are unknown: references are left alone.
struct UsageValueCheck {
  /// The settings that expand references; `nil` for a bare Info.plist.
  var settings: BuildSettings?
  /// The target and configuration the findings are about, when a project is audited.
  var target: String?
  var configuration: String?
  /// The system that terminates an app asking without the key, as the findings name it.
  var system = "iOS"
  /// Whether a text is judged as the prompt's: `false` where a development-language table's
  /// text replaces it, so that only an empty value is a finding.
  var judgesText = true

  /// The system a build for `sdk` runs on, named as a developer knows it: `macosx` is macOS,
  /// `appletvos` tvOS; iOS when the SDK says nothing else.
  static func system(ofSDK sdk: String) -> String {
    let systems = [
      ("macosx", "macOS"), ("appletv", "tvOS"), ("watch", "watchOS"), ("xr", "visionOS"),
    ]
    return systems.first { sdk.hasPrefix($0.0) }?.1 ?? "iOS"
  }

  /// The findings for `value`, the key's value at `position` (`nil` when it is missing).
  ///
  /// - Parameters:
  ///   - language: For a localization, the language it is in when the file holds several (a
  ///     String Catalog); `nil` for a strings table, which is one language.
  ///   - severity: How much a problem with the text matters. By default an error in the
  ///     Info.plist or its build settings (the app is terminated or rejected) and a warning in
  ///     a translation (its users see a worse prompt); a development-language translation,
  ///     which replaces the Info.plist's text, passes `.error`. A reference nothing defines
  ///     drops words from the text and is a warning.
  ///   - linkedBy: The library product or framework that needs the key, when the target does
  ///     not declare it: a missing key says why it is needed.
  func findings(
    _ value: Any?, key: UsageDescriptionKey, at position: SourcePosition,
    isLocalization: Bool = false, language: String? = nil, expandedWith undefined: [String]? = nil,
    severity: LintFinding.Severity? = nil, linkedBy: String? = nil
  ) -> [LintFinding] {
    let name = key.rawValue
    let purpose = key.source?.commandLine.purpose ?? "use this source"
    let textSeverity = severity ?? (isLocalization ? .warning : .error)
    func finding(_ kind: LintFinding.Kind, _ message: String) -> [LintFinding] {
      [
        LintFinding(
          file: position.file, line: position.line, target: target, configuration: configuration,
          key: name, kind: kind, message: message,
          severity: kind == .undefinedSetting ? .warning : textSeverity)
      ]
    }
    guard let value else {
      guard isLocalization else {
        let reason = linkedBy.map { " (the target links \($0.singleLine))" } ?? ""
        return finding(
          .missing,
          "\(name) is missing; \(system) terminates the app when it asks to \(purpose)\(reason)")
      }
      let place = language.map { "in \($0.singleLine)" } ?? "here"
      return finding(
        .notLocalized,
        "\(name) is not localized \(place); users of this language see the development text")
    }
    guard let written = value as? String else {
      return finding(
        .notAString, "\(name) is \(PropertyListReader.kind(of: value)), not a string")
    }
    let language = language.map { " (\($0.singleLine))" } ?? ""
    var findings: [LintFinding] = []
    let text: String
    var undefinedNames: [String] = []
    if let undefined {
      // A build setting's value, already expanded where it was resolved.
      (text, undefinedNames) = (written, undefined)
    } else if let settings {
      (text, undefinedNames) = settings.expand(written)
    } else if !BuildSettingReference.all(in: written).isEmpty {
      guard case .placeholder(let marker)? = UsageTextCheck.placeholder(inUnexpanded: written)
      else { return [] }
      return finding(
        .placeholder,
        "\(name)\(language) is a placeholder (\(marker.singleLine)); say why the app needs to "
          + purpose)
    } else {
      text = written
    }
    for undefined in undefinedNames {
      findings += finding(
        .undefinedSetting,
        "\(name)\(language) uses $(\(undefined.singleLine)), a build setting the project does "
          + "not define; Xcode writes nothing in its place")
    }
    switch UsageTextCheck.problem(in: text) {
    case nil:
      break
    case .placeholder? where !judgesText, .tooShort? where !judgesText:
      break
    case .empty where isLocalization:
      findings += finding(
        .empty, "\(name)\(language) is empty; the prompt gives these users no reason")
    case .empty:
      findings += finding(
        .empty, "\(name) is empty; \(system) terminates the app when it asks to \(purpose)")
    case .placeholder(let marker):
      findings += finding(
        .placeholder,
        "\(name)\(language) is a placeholder (\(marker.singleLine)); say why the app needs to "
          + purpose)
    case .tooShort(let trimmed):
      findings += finding(
        .tooShort,
        "\(name)\(language) \"\(trimmed.singleLine)\" is too short to tell the user why the app "
          + "needs to \(purpose)")
    }
    return findings
  }
}
