internal import Foundation

/// Puts the app's name into a message so the message keeps its language's direction, and
/// makes a name fit to stand in a sentence.
///
/// A Hebrew or Arabic message that begins with a Latin name ("Snap לא יכול…") would otherwise
/// be laid out left to right: a label whose writing direction is natural, as in
/// `UIAlertController`, takes the paragraph's direction from its first strong letter
/// (rules P2 and P3 of the Unicode Bidirectional Algorithm, UAX #9), and the sentence reads
/// backwards. So, in a right-to-left language, every message:
///
/// - starts with the language's direction mark, ALM (U+061C) for Arabic-script languages and
///   RLM (U+200F) for the others. A mark is a strong character every bidirectional text engine
///   honours, so it decides the paragraph's direction whatever the name, the engine, or the
///   engine's age;
/// - holds the name between FSI (U+2068) and PDI (U+2069), a first-strong isolate: the name is
///   laid out in its own direction, and its digits and punctuation ("Snap 2.0!") stay with it
///   instead of joining the sentence around it. Rule P2 skips an isolate, so engines that
///   implement isolates (Unicode 6.3 and later) find the language's direction even without the
///   mark.
///
/// A left-to-right message is left as it is unless the name holds right-to-left letters; then
/// it starts with LRM (U+200E) and isolates the name the same way. All four characters are
/// invisible and take no space.
enum AppNameInsertion {
  /// Left-to-right mark.
  static let leftToRightMark: Unicode.Scalar = "\u{200E}"
  /// Right-to-left mark.
  static let rightToLeftMark: Unicode.Scalar = "\u{200F}"
  /// Arabic letter mark.
  static let arabicLetterMark: Unicode.Scalar = "\u{061C}"
  /// First strong isolate.
  static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
  /// Pop directional isolate.
  static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

  /// `template` with each `%@` replaced by `name`, in `language`'s direction.
  ///
  /// - Parameters:
  ///   - name: A name already made fit by ``normalizedName(_:)``.
  ///   - template: A message with `%@` where the name goes.
  ///   - language: The canonical identifier of the template's language, such as `he`.
  static func message(_ template: String, naming name: String, language: String) -> String {
    let mark: Unicode.Scalar
    if let rightToLeft = rightToLeftMarks[language] {
      mark = rightToLeft
    } else if name.unicodeScalars.contains(where: isRightToLeftLetter) {
      mark = leftToRightMark
    } else {
      // Substituted by hand rather than with String(format:), so that a translation with a
      // wrong specifier shows wrong text instead of crashing.
      return template.replacingOccurrences(of: "%@", with: name)
    }
    let isolated = "\(firstStrongIsolate)\(name)\(popDirectionalIsolate)"
    return "\(mark)" + template.replacingOccurrences(of: "%@", with: isolated)
  }

  /// The mark that starts every message in each right-to-left language that has a table.
  static let rightToLeftMarks: [String: Unicode.Scalar] = Dictionary(
    uniqueKeysWithValues: AlertStrings.shippedLanguages.compactMap { language in
      let parts = Locale.Language(identifier: language)
      guard parts.characterDirection == .rightToLeft else { return nil }
      let arabicScript = ["Arab", "Aran"].contains(parts.script?.identifier ?? "")
      return (language, arabicScript ? arabicLetterMark : rightToLeftMark)
    })

  /// Whether `scalar` is a letter of a right-to-left script: the blocks Unicode reserves for
  /// them (Hebrew, Arabic, Syriac, Thaana, N'Ko and their neighbours, the Hebrew and Arabic
  /// presentation forms, and the right-to-left ranges of the supplementary planes).
  static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      scalar.properties.isAlphabetic
    default: false
    }
  }

  /// `name` made fit to stand inside a sentence, or `nil` when nothing visible is left.
  ///
  /// Line breaks, tabs and other control characters become spaces; direction controls
  /// (embeddings, overrides, isolates, marks) become spaces too, since one left open would
  /// turn the rest of the message around; runs of spaces shrink to one; whitespace and
  /// invisible characters at either end go. Letters, emoji sequences (with their joiners) and
  /// no-break spaces inside the name stay as they are.
  static func normalizedName(_ name: String) -> String? {
    var scalars: [Unicode.Scalar] = []
    for scalar in name.unicodeScalars {
      let replaced: Unicode.Scalar = breaksSentence(scalar) ? " " : scalar
      if replaced == " ", scalars.last == " " { continue }
      scalars.append(replaced)
    }
    let isEdge: (Unicode.Scalar) -> Bool = {
      $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint
    }
    guard let first = scalars.firstIndex(where: { !isEdge($0) }),
      let last = scalars.lastIndex(where: { !isEdge($0) })
    else { return nil }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[first...last])
    return String(result)
  }

  /// Whether `scalar` would break a line or change the direction of the text after it.
  private static func breaksSentence(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return directionControls.contains(scalar.value)
    }
  }

  /// LRM, RLM, ALM, the embeddings and overrides (LRE…RLO) and the isolates (LRI…PDI).
  private static let directionControls: Set<UInt32> = [
    0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
    0x2069,
  ]
}
