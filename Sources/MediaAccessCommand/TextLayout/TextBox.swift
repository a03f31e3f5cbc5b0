/// Draws lines of text inside a box of line-drawing characters, a fixed number of terminal
/// columns wide.
///
/// Every line of the box, borders included, is exactly ``width`` columns, measured with
/// ``DisplayWidth``, so the right edges of boxes in any language line up in a terminal.
/// Sections are separated by a rule, as an alert separates its buttons from its text.
struct TextBox {
  /// How a section places its lines between the borders.
  enum Alignment {
    case leading
    case center
  }

  /// Lines that belong together; long lines are wrapped to fit.
  struct Section {
    var lines: [String]
    var alignment: Alignment
  }

  /// The narrowest box drawn: room for a border, a margin and a few wide characters.
  static let minimumWidth = 12

  /// The box's width in columns, borders included.
  let width: Int

  init(width: Int) {
    self.width = max(width, Self.minimumWidth)
  }

  /// The columns available to text: the width less two borders and two margins.
  var contentWidth: Int {
    width - 4
  }

  /// The box's lines, top border to bottom border.
  func draw(_ sections: [Section]) -> [String] {
    let rule = String(repeating: "─", count: width - 2)
    var lines = ["┌" + rule + "┐"]
    for (index, section) in sections.enumerated() {
      if index > 0 { lines.append("├" + rule + "┤") }
      let wrapper = LineWrapper(width: contentWidth)
      // Lines that fit are kept as they are, spacing included; only longer ones are wrapped.
      let fitted = section.lines.flatMap { line in
        DisplayWidth.of(line) <= contentWidth ? [line] : wrapper.wrap(line)
      }
      for line in fitted {
        lines.append("│ " + pad(line, alignment: section.alignment) + " │")
      }
    }
    lines.append("└" + rule + "┘")
    return lines
  }

  /// `line` filled out with spaces to exactly ``contentWidth`` columns.
  private func pad(_ line: String, alignment: Alignment) -> String {
    let room = max(contentWidth - DisplayWidth.of(line), 0)
    let leading =
      switch alignment {
      case .leading: 0
      case .center: room / 2
      }
    return String(repeating: " ", count: leading) + line
      + String(repeating: " ", count: room - leading)
  }
}
