internal import MediaAccess

/// Writes a ``PreviewCatalog`` as Markdown: a table per language, one row per dialog, for
/// reviewing copy and translations in a pull request.
struct MarkdownPreviewRenderer {
  func lines(for catalog: PreviewCatalog) -> [String] {
    var lines = [
      "# MediaAccess dialogs",
      "",
      "App name: \(Self.cell(catalog.appName)). Buttons are listed in display order.",
    ]
    for language in catalog.languages {
      lines += [
        "",
        "## \(language.language)",
        "",
        "| Source | Dialog | Title | Message | Buttons |",
        "| --- | --- | --- | --- | --- |",
      ]
      lines += language.dialogs.map { alert in
        let cells = [
          "`\(alert.source)`",
          "`\(alert.reason.rawValue)`",
          Self.cell(alert.title),
          Self.cell(alert.message),
          alert.actions.map { Self.cell($0.title) }.joined(separator: " · "),
        ]
        return "| " + cells.joined(separator: " | ") + " |"
      }
    }
    return lines
  }

  /// Text made safe for a table cell: pipes escaped, line breaks as `<br>`.
  static func cell(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
      .joined(separator: "<br>")
  }
}
