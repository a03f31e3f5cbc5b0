internal import MediaAccess

/// Pieces shared by the subcommands' help texts.
enum HelpText {
  /// The shipped languages, wrapped to fit a help text, each line indented by `indent` spaces.
  static func languageList(indent: Int, width: Int = 80) -> String {
    let list = LocalizedAlertTextRenderer.supportedLanguages.joined(separator: ", ")
    let margin = String(repeating: " ", count: indent)
    return LineWrapper(width: width - indent).wrap(list).map { margin + $0 }
      .joined(separator: "\n")
  }
}
