extension String {
  /// The text with every control character and line or paragraph separator written as an
  /// escape (`\n`, `\r`, `\t`, `\u{2028}`), so that a value quoted in a report, or a path,
  /// cannot split a `<file>: error: <message>` line in two. A backslash is doubled, so that a
  /// text holding `\n` itself still reads apart from one holding a line break.
  var singleLine: String {
    guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
    var escaped = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": escaped.append(contentsOf: #"\n"#.unicodeScalars)
      case "\r": escaped.append(contentsOf: #"\r"#.unicodeScalars)
      case "\t": escaped.append(contentsOf: #"\t"#.unicodeScalars)
      case "\\": escaped.append(contentsOf: #"\\"#.unicodeScalars)
      case _ where Self.needsEscape(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped.append(contentsOf: #"\u{\#(hex)}"#.unicodeScalars)
      default: escaped.append(scalar)
      }
    }
    return String(escaped)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: scalar == "\\"
    }
  }
}
