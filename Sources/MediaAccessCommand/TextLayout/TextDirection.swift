/// The direction a run of text reads in, for laying out Arabic and Hebrew dialogs.
///
/// Terminals that implement the Unicode Bidirectional Algorithm (UAX #9) reorder each line on
/// their own, taking its direction from its first strong character. Text is therefore written
/// in logical order, and a right-to-left line is wrapped in bidi controls so that the box
/// around it stays put: see ``TextBox``.
enum TextDirection: Equatable {
  case leftToRight
  case rightToLeft

  /// LEFT-TO-RIGHT MARK: a strong left-to-right character with no width, which fixes a line's
  /// own direction whatever follows.
  static let leftToRightMark: Character = "\u{200E}"
  /// RIGHT-TO-LEFT ISOLATE: what follows, up to the matching pop, reads right to left and
  /// affects nothing around it.
  static let rightToLeftIsolate: Character = "\u{2067}"
  /// POP DIRECTIONAL ISOLATE: ends the isolate.
  static let popDirectionalIsolate: Character = "\u{2069}"

  /// The direction of the first letter in `text` (rule P2 of UAX #9, letters standing in for
  /// strong characters), or `nil` when it has none, such as "OK" in a digits-only label.
  static func firstStrong(in text: some StringProtocol) -> TextDirection? {
    for scalar in text.unicodeScalars {
      if scalar == "\u{200E}" { return .leftToRight }
      if scalar == "\u{200F}" { return .rightToLeft }
      guard scalar.properties.isAlphabetic, !isMark(scalar) else { continue }
      return isRightToLeftScript(scalar) ? .rightToLeft : .leftToRight
    }
    return nil
  }

  /// `text` as it is written into a line of this direction: a right-to-left text goes inside
  /// an isolate, so neither its letters nor its punctuation move anything outside it.
  func isolating(_ text: String) -> String {
    switch self {
    case .rightToLeft where !text.isEmpty:
      String(Self.rightToLeftIsolate) + text + String(Self.popDirectionalIsolate)
    case .leftToRight, .rightToLeft: text
    }
  }

  /// The lines of one wrapped text, each closing the isolates it leaves open and the next
  /// reopening them: a terminal reads each line as a paragraph of its own, and an isolate
  /// split by a line break (an app name of several words, which a message holds in an
  /// isolate) would otherwise swallow the line's closing PDI and the box's border with it.
  static func balancingIsolates(_ lines: [String]) -> [String] {
    var open: [Unicode.Scalar] = []
    return lines.map { line in
      var balanced = String.UnicodeScalarView(open)
      for scalar in line.unicodeScalars {
        switch scalar.value {
        case 0x2066...0x2068: open.append(scalar)
        case 0x2069:
          // A PDI with no isolate open closes nothing; leave it out.
          guard open.popLast() != nil else { continue }
        default: break
        }
        balanced.append(scalar)
      }
      balanced.append(contentsOf: Array(repeating: "\u{2069}", count: open.count))
      return String(balanced)
    }
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// Hebrew, Arabic, Syriac, Thaana, N'Ko and the other scripts whose letters are strong
  /// right-to-left (bidi classes R and AL), with their presentation forms.
  private static func isRightToLeftScript(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return rightToLeftRanges.contains { $0.contains(value) }
  }

  private static let rightToLeftRanges: [ClosedRange<UInt32>] = [
    0x0590...0x08FF,  // Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic, Arabic ext.
    0xFB1D...0xFDFF,  // Hebrew and Arabic presentation forms A
    0xFE70...0xFEFF,  // Arabic presentation forms B
    0x10800...0x10FFF,  // historic right-to-left scripts
    0x1E800...0x1EFFF,  // Mende Kikakui, Adlam, Arabic mathematical symbols
  ]
}
