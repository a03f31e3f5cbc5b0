internal import MediaAccess

/// Turns the text of common option values into checked values, with a one-line
/// ``UsageError`` naming the valid choices when the text is not one of them.
enum OptionValue {
  /// The narrowest and widest `--width` accepted: a box needs room for a margin and a few
  /// wide characters, and no terminal is wider than the upper bound.
  static let widthRange = 24...400

  /// A shipped language, matched without regard to case (`ja`, `zh-hans`).
  static func language(_ text: String, option: String) throws(UsageError) -> String {
    let supported = LocalizedAlertTextRenderer.supportedLanguages
    guard let match = supported.first(where: { $0.lowercased() == text.lowercased() }) else {
      throw UsageError(
        message:
          "unsupported \(option) '\(text)'; supported: \(supported.joined(separator: ", "))")
    }
    return match
  }

  /// A line width in columns, within ``widthRange``.
  static func width(_ text: String, option: String) throws(UsageError) -> Int {
    guard let width = Int(text), widthRange.contains(width) else {
      throw UsageError(
        message:
          "\(option) must be a whole number from \(widthRange.lowerBound) to "
          + "\(widthRange.upperBound), not '\(text)'")
    }
    return width
  }

  /// One of a fixed set of choices, named by their raw values.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ text: String, option: String, as type: Choice.Type = Choice.self
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    guard let choice = Choice(rawValue: text) else {
      let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(message: "unsupported \(option) '\(text)'; choose one of: \(names)")
    }
    return choice
  }

  /// A name shown inside dialog boxes and transcript lines, such as `--app-name`.
  ///
  /// Rejected rather than escaped: a line break or an escape sequence would forge transcript
  /// lines or move the cursor, and an invisible format character (a soft hyphen, a bidi
  /// override, a zero-width space) would make a box's measured width differ from what a
  /// terminal draws. An escaped name would not be the app's name either.
  static func displayName(_ text: String, option: String) throws(UsageError) -> String {
    if let scalar = text.unicodeScalars.first(where: isInvisible) {
      let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
      throw UsageError(
        message:
          "\(option) must not contain control or invisible characters; found \(code) in "
          + "'\(text.singleLine)'")
    }
    guard !text.isBlank else {
      throw UsageError(message: "\(option) must not be blank")
    }
    return text
  }

  /// Whether a scalar draws nothing, or acts on the terminal instead of being drawn.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
      .privateUse:
      true
    default: false
    }
  }
}

extension String {
  /// The text with zeros in front, up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(width - count, 0)) + self
  }
}
