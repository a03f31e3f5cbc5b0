internal import Foundation

/// Finds the calls of ``CodeCallTable`` in a file's tokens.
struct CodeCallMatcher {
  /// One call found: which, and where it starts.
  struct Match {
    let call: CodeCall
    let line: Int
    let column: Int
  }

  /// A pattern's token: a name or punctuation to match, a name with `…` in it, or `…` alone.
  private enum Piece: Equatable {
    case exact(String)
    case glob(prefix: String, suffix: String)
    case skip
  }

  /// The wildcard, which the tokenizer reads as a name (its bytes are not ASCII).
  private static let wildcard = "…"

  /// A pattern read into pieces, with the calls written with it.
  private struct Pattern {
    let pieces: [Piece]
    var calls: [CodeCall]
  }

  /// The patterns of one language, by their first token, the longest first.
  private let patterns: [CodeTokenizer.Language: [String: [Pattern]]]

  /// The prefixes of the patterns that start with a name holding `…`, by language.
  private let globPrefixes: [CodeTokenizer.Language: [String]]

  /// The names the patterns need the text of, for the tokenizer (``CodeTokenizer/names``).
  let names: CodeNameFilter

  /// The words before a name that make it declared rather than called.
  private static let declaring: Set<String> = ["func", "var", "let", "case"]

  /// The farthest `…` looks ahead, in tokens: a call's arguments are shorter.
  private static let skipLimit = 256

  init(calls: [CodeCall] = CodeCallTable.calls) {
    var byLanguage: [CodeTokenizer.Language: [String: [Pattern]]] = [:]
    for call in calls {
      let pieces = CodeTokenizer(language: call.language).tokens(Array(call.pattern.utf8)).map {
        token -> Piece in
        if token.text == Self.wildcard { return .skip }
        if let range = token.text.range(of: Self.wildcard) {
          return .glob(
            prefix: String(token.text[..<range.lowerBound]),
            suffix: String(token.text[range.upperBound...]))
        }
        return .exact(token.text)
      }
      // A pattern is found by its first token: a name or punctuation, or for a name with
      // `…`, its prefix (kept under the wildcard and the prefix).
      let first: String
      switch pieces.first {
      case .exact(let text)?: first = text
      case .glob(let prefix, _)? where !prefix.isEmpty: first = Self.wildcard + prefix
      default: continue
      }
      var patterns = byLanguage[call.language, default: [:]][first, default: []]
      if let index = patterns.firstIndex(where: { $0.pieces == pieces }) {
        patterns[index].calls.append(call)
      } else {
        patterns.append(Pattern(pieces: pieces, calls: [call]))
      }
      // Stable: among patterns as long, the table's order decides.
      var ordered: [Pattern] = []
      for length in Set(patterns.map(\.pieces.count)).sorted(by: >) {
        ordered += patterns.filter { $0.pieces.count == length }
      }
      byLanguage[call.language, default: [:]][first] = ordered
    }
    patterns = byLanguage
    globPrefixes = byLanguage.mapValues { byFirst in
      byFirst.keys.filter { $0.hasPrefix(Self.wildcard) }.map { String($0.dropFirst()) }.sorted()
    }
    var names = Set(Self.declaring)
    var prefixes: Set<String> = []
    for pattern in byLanguage.values.flatMap(\.values).joined() {
      for piece in pattern.pieces {
        switch piece {
        case .exact(let text): names.insert(text)
        case .glob(let prefix, _): prefixes.insert(prefix)
        case .skip: break
        }
      }
      for call in pattern.calls { names.formUnion(call.requires) }
    }
    self.names = CodeNameFilter(names: names.sorted(), prefixes: prefixes.sorted())
  }

  /// The calls in `tokens`, a file in `language`, in the order they are written.
  func matches(in tokens: [CodeToken], language: CodeTokenizer.Language) -> [Match] {
    guard let patterns = patterns[language] else { return [] }
    let globPrefixes = globPrefixes[language] ?? []
    var names: Set<String>?
    var found: [Match] = []
    // A call's tokens are one call: `AVAudioApplication.requestRecordPermission` is not
    // found again at its `requestRecordPermission`.
    var matchedUpTo = 0
    for (index, token) in tokens.enumerated()
    where !token.text.isEmpty && token.kind != .literal && index >= matchedUpTo {
      var candidates = patterns[token.text] ?? []
      if token.kind == .name {
        for prefix in globPrefixes where token.text.hasPrefix(prefix) {
          candidates += patterns[Self.wildcard + prefix] ?? []
        }
        if candidates.count > 1 {
          // The longest first, as among the patterns of one first token.
          var ordered: [Pattern] = []
          for length in Set(candidates.map(\.pieces.count)).sorted(by: >) {
            ordered += candidates.filter { $0.pieces.count == length }
          }
          candidates = ordered
        }
      }
      guard !candidates.isEmpty else { continue }
      // A function of the app's own by the same name is declared, not called.
      if index > 0 && Self.declaring.contains(tokens[index - 1].text) {
        continue
      }
      for pattern in candidates {
        guard let end = Self.end(of: pattern.pieces, at: index, in: tokens) else { continue }
        let calls = pattern.calls.filter { call in
          guard !call.requires.isEmpty else { return true }
          if names == nil {
            names = Set(tokens.lazy.filter { $0.kind == .name }.map(\.text))
          }
          return call.requires.contains { names?.contains($0) == true }
        }
        guard !calls.isEmpty else { continue }
        found += calls.map { Match(call: $0, line: token.line, column: token.column) }
        matchedUpTo = end
        break
      }
    }
    return found
  }

  /// Where the call `pieces` describe ends when it starts at `start`: the index after its
  /// last token; `nil` when it is not there.
  private static func end(of pieces: [Piece], at start: Int, in tokens: [CodeToken]) -> Int? {
    var piece = 0
    var position = start
    while piece < pieces.count {
      switch pieces[piece] {
      case .skip:
        guard piece + 1 < pieces.count else { return position }
        var depth = 0
        var steps = 0
        while position < tokens.count && steps < skipLimit {
          let token = tokens[position]
          if depth == 0 && matches(pieces[piece + 1], token) { break }
          if token.kind == .punctuation {
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) {
              depth -= 1
              if depth < 0 { return nil }
            }
          }
          position += 1
          steps += 1
        }
        guard position < tokens.count, steps < skipLimit else { return nil }
      case .exact("."):
        guard position < tokens.count else { return nil }
        // `.video` written with its type, `AVMediaType.video`: the type's names are passed.
        if piece > 0, tokens[position].kind == .name, tokens[position].isCapitalized {
          while position + 1 < tokens.count, tokens[position].kind == .name,
            tokens[position].isCapitalized, tokens[position + 1].text == "."
          {
            position += 2
          }
          position -= 1
        }
        guard tokens.indices.contains(position), tokens[position].text == "." else {
          return nil
        }
        position += 1
      case let exactOrGlob:
        guard position < tokens.count, matches(exactOrGlob, tokens[position]) else {
          return nil
        }
        position += 1
      }
      piece += 1
    }
    return position
  }

  private static func matches(_ piece: Piece, _ token: CodeToken) -> Bool {
    guard token.kind != .literal else { return false }
    switch piece {
    case .exact(let text): return token.text == text
    case .glob(let prefix, let suffix):
      return token.kind == .name && token.text.count >= prefix.count + suffix.count
        && token.text.hasPrefix(prefix) && token.text.hasSuffix(suffix)
    case .skip: return true
    }
  }
}
