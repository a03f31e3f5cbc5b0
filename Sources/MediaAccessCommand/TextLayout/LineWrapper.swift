/// Breaks text into lines no wider than a number of terminal columns.
///
/// Latin and Korean text breaks at spaces; Chinese and Japanese, which are written without
/// spaces, may break between any two characters, except before closing punctuation and small
/// kana or after an opening bracket (the basic rules of kinsoku shori). A word wider than a
/// whole line is cut where it reaches the edge.
struct LineWrapper {
  /// The widest a line may be, in columns; at least 2, so any character fits.
  let width: Int

  init(width: Int) {
    self.width = max(width, 2)
  }

  /// The lines of `text`, each at most ``width`` columns; a newline in `text` always breaks.
  func wrap(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      wrapParagraph(String(paragraph))
    }
  }

  /// A run of characters that stays on one line, and whether a space separates it from the
  /// run before.
  private struct Segment {
    var text: String
    var width: Int
    var followsSpace: Bool
  }

  private func wrapParagraph(_ paragraph: String) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for segment in segments(of: paragraph).flatMap(fittingPieces) {
      let separatorWidth = segment.followsSpace && !line.isEmpty ? 1 : 0
      if !line.isEmpty, lineWidth + separatorWidth + segment.width > width {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if segment.followsSpace, !line.isEmpty {
        line += " "
        lineWidth += 1
      }
      line += segment.text
      lineWidth += segment.width
    }
    lines.append(line)
    return lines
  }

  /// Splits a paragraph at every place a line may break.
  private func segments(of paragraph: String) -> [Segment] {
    var segments: [Segment] = []
    var current = Segment(text: "", width: 0, followsSpace: false)
    var sawSpace = false
    var previous: Character?

    func finishCurrent() {
      if !current.text.isEmpty { segments.append(current) }
      current = Segment(text: "", width: 0, followsSpace: false)
    }

    for character in paragraph {
      if character.isWhitespace {
        finishCurrent()
        sawSpace = true
        previous = nil
        continue
      }
      if let previous, Self.mayBreak(between: previous, and: character) {
        finishCurrent()
      }
      if current.text.isEmpty {
        current.followsSpace = sawSpace
        sawSpace = false
      }
      current.text.append(character)
      current.width += DisplayWidth.of(character)
      previous = character
    }
    finishCurrent()
    return segments
  }

  /// A segment as is when it fits on a line, otherwise cut into pieces that each fit.
  private func fittingPieces(_ segment: Segment) -> [Segment] {
    guard segment.width > width else { return [segment] }
    var pieces: [Segment] = []
    var piece = Segment(text: "", width: 0, followsSpace: segment.followsSpace)
    for character in segment.text {
      let characterWidth = DisplayWidth.of(character)
      if piece.width + characterWidth > width, !piece.text.isEmpty {
        pieces.append(piece)
        piece = Segment(text: "", width: 0, followsSpace: false)
      }
      piece.text.append(character)
      piece.width += characterWidth
    }
    pieces.append(piece)
    return pieces
  }

  /// Whether a line may break between two adjacent, non-space characters.
  static func mayBreak(between previous: Character, and next: Character) -> Bool {
    guard isIdeographic(previous) || isIdeographic(next) else { return false }
    return !neverStartsLine.contains(next) && !neverEndsLine.contains(previous)
  }

  /// Wide characters other than Hangul: Korean is written with spaces between words, and
  /// breaks there like Latin text.
  private static func isIdeographic(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    let isHangul =
      (0xAC00...0xD7A3).contains(first.value) || (0x1100...0x11FF).contains(first.value)
      || (0x3130...0x318F).contains(first.value)
    return DisplayWidth.of(character) == 2 && !isHangul
  }

  /// Closing punctuation, small kana and prolonged sound marks, which belong to the end of the
  /// line before.
  private static let neverStartsLine: Set<Character> = Set(
    "、。，．・：；？！ー―‐〜～…‥」』）］｝〕〉》】〙〗〟’”ゝゞヽヾ々〻"
      + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
      + ",.:;?!)]}%")

  /// Opening brackets and quotes, which belong to the start of the line after.
  private static let neverEndsLine: Set<Character> = Set("「『（［｛〔〈《【〘〖〝‘“([{")
}
