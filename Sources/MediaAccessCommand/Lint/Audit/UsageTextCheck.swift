internal import Foundation
internal import MediaAccess

/// Judges one usage-description text: the sentence the system prompt shows under its question.
///
/// iOS terminates an app that asks for access without the text, and App Review rejects a
/// text that does not tell the user why (guideline 5.1.1), so empty and placeholder texts
/// are findings.
enum UsageTextCheck {
  /// What is wrong with a text.
  enum Problem: Equatable {
    /// Nothing but white space.
    case empty
    /// A marker such as `TODO` left in.
    case placeholder(String)
    /// Too short to explain anything; the text without the white space around it.
    case tooShort(trimmed: String)
  }

  /// The fewest columns a text may take. Measured in display columns rather than characters
  /// so that a Chinese or Japanese sentence, which says as much in half the characters, is
  /// held to the same bar.
  static let minimumWidth = 10

  /// Upper-case markers only: the lower-case words are real words in other languages
  /// (Spanish "todo" means "all").
  private static let placeholderMarkers: Set<String> = ["TODO", "TBD", "FIXME", "XXX"]

  /// The first problem with `text`, or `nil` when it is fine.
  static func problem(in text: String) -> Problem? {
    // The launch path's own rule, so lint passes exactly the texts a launch accepts.
    if text.isBlank { return .empty }
    let trimmed = text.trimmingWhitespace
    // Each test below first asks the bytes whether it can hold, and only then the
    // `Character`s, which cost a hundred times more: an 80-language catalog holds hundreds of
    // texts, nearly all fine. The bytes are read once: whether a marker may be a word, and
    // how many columns the text takes at least (each printable ASCII scalar is a character
    // of its own, one column wide).
    var contiguous = trimmed
    let (mayHoldMarker, columnsAtLeast) = contiguous.withUTF8 { bytes in
      (mayHoldMarkerWord(bytes), bytes.count { $0 >= 0x20 && $0 < 0x7F })
    }
    if mayHoldMarker {
      let words = trimmed.split { !$0.isLetter && !$0.isNumber }.map(String.init)
      if let marker = words.first(where: placeholderMarkers.contains) {
        return .placeholder(marker)
      }
    }
    // Upper-casing maps each scalar to one or more, so a text of more scalars than the
    // longest marker never becomes one.
    if trimmed.unicodeScalars.count <= longestMarker,
      placeholderMarkers.contains(trimmed.uppercased())
    {
      return .placeholder(trimmed)
    }
    if columnsAtLeast < minimumWidth && isNarrow(trimmed) {
      return .tooShort(trimmed: trimmed)
    }
    return nil
  }

  /// Whether `text` takes fewer than ``minimumWidth`` columns: its characters' columns are
  /// added up only until they reach it, as a Chinese or Japanese text does within a few.
  private static func isNarrow(_ text: String) -> Bool {
    var columns = 0
    for character in text {
      columns += DisplayWidth.of(character)
      if columns >= minimumWidth { return false }
    }
    return true
  }

  /// The most scalars a marker has.
  private static let longestMarker = placeholderMarkers.map(\.unicodeScalars.count).max() ?? 0

  /// Whether a marker's bytes are in `text`: a word that is a marker is its ASCII letters,
  /// one character each, so a text without them holds no such word.
  private static func mayHoldMarkerWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    markerBytes.contains { pattern in
      guard bytes.count >= pattern.count else { return false }
      return (0...(bytes.count - pattern.count)).contains { start in
        bytes[start] == pattern[0] && bytes[start..<start + pattern.count].elementsEqual(pattern)
      }
    }
  }

  /// The markers' bytes.
  private static let markerBytes = placeholderMarkers.map { Array($0.utf8) }

  /// The placeholder marker in a text whose build-setting references are left as they are
  /// (a bare Info.plist): only a marker can be judged, as the references' values are unknown.
  static func placeholder(inUnexpanded text: String) -> Problem? {
    var literal = text
    for reference in BuildSettingReference.all(in: text).reversed() {
      literal.replaceSubrange(reference.range, with: " ")
    }
    let words = literal.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    return words.first(where: placeholderMarkers.contains).map(Problem.placeholder)
  }
}

extension String {
  /// The text without white space or newlines around it.
  fileprivate var trimmingWhitespace: String {
    // A printable ASCII byte at each end is a character of its own that is not white space:
    // nearly every text, and no `Character` need be made.
    if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first),
      (0x21..<0x7F).contains(last)
    {
      return self
    }
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}
