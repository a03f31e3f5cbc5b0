internal import MediaAccess

/// Every dialog the library can show, built through the same renderer an app uses.
struct PreviewCatalog {
  /// One language's dialogs.
  struct Language {
    /// The language identifier, such as `ja`.
    let language: String
    /// Every dialog for the selected sources: per source, each reason in the library's order.
    let dialogs: [AccessAlert]
  }

  /// The languages previewed, in the order given.
  let languages: [Language]
  /// The app name the messages show.
  let appName: String

  /// Builds every dialog for `sources` in each of `languages`.
  init(languages: [String], sources: [BuiltInSource], appName: String) {
    self.appName = appName
    self.languages = languages.map { language in
      let renderer = LocalizedAlertTextRenderer(language: language, appName: appName)
      return Language(
        language: language,
        dialogs: sources.flatMap { source in
          AccessAlert.Reason.allCases.map { reason in
            AccessAlert(reason: reason, source: MediaSource(source), renderer: renderer)
          }
        })
    }
  }

  /// Every shipped language, English first, as `--locale all` shows them.
  static var allLanguages: [String] {
    let shipped = LocalizedAlertTextRenderer.supportedLanguages
    return shipped.filter { $0 == "en" } + shipped.filter { $0 != "en" }
  }
}
