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
}
