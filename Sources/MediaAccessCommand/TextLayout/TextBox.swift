/// Draws lines of text inside a box of line-drawing characters, a fixed number of terminal
/// columns wide.
///
/// Every line of the box, borders included, is exactly ``width`` columns, measured with
/// ``DisplayWidth``, so the right edges of boxes in any language line up in a terminal.
/// Sections are separated by a rule, as an alert separates its buttons from its text.
///
/// A right-to-left section (Arabic, Hebrew) is written in logical order for a terminal that
/// reorders bidirectional text itself. Each of its lines starts, after the left border, with
/// a left-to-right mark, so the line as a whole reads left to right and its borders and
/// padding stay where they are drawn; its text sits in a right-to-left isolate, which the
/// terminal reverses in place, and leading alignment puts it against the right border.
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
    /// The direction the lines read in; a right-to-left section aligns leading text right.
    var direction = TextDirection.leftToRight
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
        DisplayWidth.of(line) <= contentWidth
          ? [line] : TextDirection.balancingIsolates(wrapper.wrap(line))
      }
      for line in fitted {
        lines.append(draw(line, in: section))
      }
    }
    lines.append("└" + rule + "┘")
    return lines
  }

  /// One line of a section between the borders, filled out with spaces to exactly
  /// ``contentWidth`` columns.
  private func draw(_ line: String, in section: Section) -> String {
    let room = max(contentWidth - DisplayWidth.of(line), 0)
    let before =
      switch (section.alignment, section.direction) {
      case (.leading, .leftToRight): 0
      case (.leading, .rightToLeft): room
      case (.center, _): room / 2
      }
    let padded =
      String(repeating: " ", count: before) + section.direction.isolating(line)
      + String(repeating: " ", count: room - before)
    switch section.direction {
    case .leftToRight: return "│ " + padded + " │"
    case .rightToLeft: return "│" + String(TextDirection.leftToRightMark) + " " + padded + " │"
    }
  }
}
