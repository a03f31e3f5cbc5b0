internal import MediaAccess

/// Draws an ``MediaAccess/AccessAlert`` as a text box laid out like an alert: the title and
/// message centred, then the buttons below a rule.
///
/// The demo and the preview both draw through this type, so a dialog looks the same in each.
/// A dialog whose title reads right to left (Arabic, Hebrew) is laid out right to left
/// throughout: titles never hold the app's name, so their first letter tells the dialog's
/// language, where a message may start with a name in another script.
struct AlertBox {
  /// The box's width in columns, borders included.
  let width: Int

  /// The lines of the box for `alert`.
  func lines(for alert: AccessAlert) -> [String] {
    let box = TextBox(width: width)
    let direction = TextDirection.firstStrong(in: alert.title) ?? .leftToRight
    let text = TextBox.Section(
      lines: [alert.title, "", alert.message], alignment: .center, direction: direction)
    let buttons = TextBox.Section(
      lines: buttonRows(alert.actions.map { "[ \($0.title) ]" }, width: box.contentWidth),
      alignment: .center, direction: direction)
    return box.draw([text, buttons])
  }

  /// The buttons side by side when they fit on one row, otherwise one to a row.
  private func buttonRows(_ buttons: [String], width: Int) -> [String] {
    let row = buttons.joined(separator: "   ")
    return DisplayWidth.of(row) <= width ? [row] : buttons
  }
}
