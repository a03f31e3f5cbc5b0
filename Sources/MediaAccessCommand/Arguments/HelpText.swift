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

  /// The `--source` and `--sources` names, wrapped to fit a help text: the first line follows
  /// `lead`, the others are indented by `indent` spaces.
  static func sourceNames(after lead: String, indent: Int, width: Int = 80) -> String {
    let list = lead + SourceList.names.joined(separator: ", ") + "."
    let margin = String(repeating: " ", count: indent)
    return LineWrapper(width: width - indent).wrap(list).enumerated()
      .map { $0.offset == 0 ? $0.element : margin + $0.element }
      .joined(separator: "\n")
  }
}
