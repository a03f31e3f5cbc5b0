/// How many terminal columns text takes, after Unicode's East Asian Width (UAX #11).
///
/// Chinese, Japanese and Korean characters, fullwidth forms and emoji take two columns;
/// combining marks, format characters and conjoining Hangul vowels and finals take none, since
/// they draw on the character before them. Everything else, including the "ambiguous" box
/// drawing characters, takes one, as in terminals with their default settings.
enum DisplayWidth {
  /// The columns a string takes.
  static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The columns one user-perceived character takes.
  static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    // An emoji presentation anywhere in the cluster (a flag, a family joined by ZWJ, a
    // symbol followed by VS16) draws as one wide picture.
    if scalars.contains(where: \.properties.isEmojiPresentation)
      || scalars.contains(where: { $0.value == emojiPresentationSelector })
    {
      return 2
    }
    return scalars.reduce(0) { $0 + of($1) }
  }

  /// The columns one scalar takes on its own.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    if isZeroWidth(scalar) { return 0 }
    return isWide(scalar) ? 2 : 1
  }

  /// `text` followed by enough spaces to take at least `columns` columns.
  static func padded(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(columns - of(text), 0))
  }

  /// VARIATION SELECTOR-16, which asks for the emoji (wide) form of the character before it.
  private static let emojiPresentationSelector: UInt32 = 0xFE0F

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
      return true
    default:
      // Hangul jungseong and jongseong: they join the leading consonant into one syllable.
      return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
    }
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return wideRanges.contains { $0.contains(value) }
  }

  /// The East Asian Wide (W) and Fullwidth (F) blocks of EastAsianWidth.txt, coarsened to
  /// whole blocks; emoji are caught by their presentation property instead.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo leading consonants
    0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK unified ideographs extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth ASCII variants
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x17000...0x18CFF,  // Tangut, Khitan
    0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK unified ideographs extensions B to F, compatibility supplement
    0x30000...0x3FFFD,  // CJK unified ideographs extensions G and later
  ]
}
