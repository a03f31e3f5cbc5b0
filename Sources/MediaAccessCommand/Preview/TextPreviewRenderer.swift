internal import MediaAccess

/// Writes a ``PreviewCatalog`` as text boxes, a heading per language and a label per dialog.
struct TextPreviewRenderer {
  /// The width of headings and boxes, in columns.
  let width: Int

  func lines(for catalog: PreviewCatalog) -> [String] {
    let box = AlertBox(width: width)
    var lines: [String] = []
    for language in catalog.languages {
      let heading = "══ \(language.language) "
      let rule = String(repeating: "═", count: max(width - DisplayWidth.of(heading), 2))
      lines.append(heading + rule)
      for alert in language.dialogs {
        lines += ["", "\(alert.source) · \(alert.reason.rawValue)"]
        lines += box.lines(for: alert)
      }
      lines.append("")
    }
    return lines
  }
}
