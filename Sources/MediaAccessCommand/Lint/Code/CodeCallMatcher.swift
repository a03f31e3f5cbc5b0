internal import Foundation

/// Finds the calls of ``CodeCallTable`` in a file's tokens.
struct CodeCallMatcher {
  /// One call found: which, and where it starts.
  struct Match {
    let call: CodeCall
    let line: Int
    let column: Int
    /// The index of its first token in the stream.
    var token = 0
  }

  /// A pattern's token: a kept name (by its number in ``names``) or a punctuation to match,
  /// a name with `…` in it, or `…` alone.
  private enum Piece: Equatable {
    case name(Int32)
    case punctuation(UInt8)
    case glob(prefix: [UInt8], suffix: [UInt8])
    case skip
  }

  /// The wildcard, which the tokenizer reads as a name (its bytes are not ASCII).
  private static let wildcard = "…"

  /// A pattern read into pieces, with the calls written with it.
  private struct Pattern {
    let pieces: [Piece]
    var calls: [CodeCall]
    /// The numbers of the names of ``CodeCall/requires``, by call.
    var requires: [[Int32]]
  }

  /// The patterns of one language, by what can start them.
  private struct Patterns {
    /// By a kept name's number: the patterns that start with it, or with a `…` name it
    /// starts as, the longest first.
    var byName: [[Pattern]] = []
    /// By a punctuation's byte: the patterns that start with it, the longest first.
    var byPunctuation: [[Pattern]] = Array(repeating: [], count: 256)
    /// The patterns that start with a name holding `…`, by its prefix, in the prefixes'
    /// order: for a name kept by its bytes.
    var byPrefix: [(prefix: [UInt8], patterns: [Pattern])] = []
    /// By a kept name's number, whether ``byName`` holds a pattern: read for every kept
    /// name, it spares copying an empty list.
    var nameStarts: [Bool] = []
    /// By a punctuation's byte, whether ``byPunctuation`` holds a pattern.
    var punctuationStarts: [Bool] = Array(repeating: false, count: 256)
  }

  private let patterns: [CodeTokenizer.Language: Patterns]

  /// The names the patterns need the text of, for the tokenizer (``CodeTokenizer/names``).
  let names: CodeNameFilter

  /// The words before a name that make it declared rather than called.
  private static let declaring: Set<String> = ["func", "var", "let", "case"]
  /// By a kept name's number, whether it is one of ``declaring``.
  private let isDeclaring: [Bool]

  /// The farthest `…` looks ahead, in tokens: a call's arguments are shorter.
  private static let skipLimit = 256

  /// The matcher of ``CodeCallTable``, made once; its filter keeps
  /// ``SubclassCustomizations/scannedNames`` too, for the scan to note
  /// (``CodeScan/mayDeclareCustomization``) and read (``CodeScan/typeDeclarations``).
  static let standard = CodeCallMatcher(alsoKeeping: SubclassCustomizations.scannedNames)

  /// The matcher of `calls`, whose filter keeps `alsoKept` besides the names the patterns
  /// need, so that a scan can tell which of them a file holds
  /// (``CodeTokenStream/contains(name:)``).
  init(calls: [CodeCall] = CodeCallTable.calls, alsoKeeping alsoKept: [String] = []) {
    // The patterns' tokens, as texts first: they decide the names kept.
    let written = calls.map { call in
      (call, CodeTokenizer(language: call.language).tokens(Array(call.pattern.utf8)))
    }
    var kept = Set(Self.declaring).union(alsoKept)
    var prefixes: Set<String> = []
    for (call, tokens) in written {
      kept.formUnion(call.requires)
      for token in tokens where token.kind == .name && token.text != Self.wildcard {
        if let range = token.text.range(of: Self.wildcard) {
          prefixes.insert(String(token.text[..<range.lowerBound]))
        } else {
          kept.insert(token.text)
        }
      }
    }
    let names = CodeNameFilter(names: kept.sorted(), prefixes: prefixes.sorted())
    self.names = names
    func number(_ name: String) -> Int32 { names.number(of: name) ?? CodeNameFilter.notKept }

    // By language, by first token (a name, a punctuation, or `…` and a prefix), in the order
    // the table writes them.
    var byFirst: [CodeTokenizer.Language: [String: [Pattern]]] = [:]
    var firsts: [CodeTokenizer.Language: [String]] = [:]
    for (call, tokens) in written {
      let pieces = tokens.map { token -> Piece in
        if token.text == Self.wildcard { return .skip }
        if let range = token.text.range(of: Self.wildcard) {
          return .glob(
            prefix: Array(token.text[..<range.lowerBound].utf8),
            suffix: Array(token.text[range.upperBound...].utf8))
        }
        if token.kind == .punctuation { return .punctuation(token.text.utf8.first ?? 0) }
        return .name(number(token.text))
      }
      // A pattern is found by its first token: a name or punctuation, or for a name with
      // `…`, its prefix (kept under the wildcard and the prefix).
      let first: String
      switch pieces.first {
      case .name?, .punctuation?: first = tokens[0].text
      case .glob(let prefix, _)? where !prefix.isEmpty:
        first = Self.wildcard + String(decoding: prefix, as: UTF8.self)
      default: continue
      }
      let requires = call.requires.map(number)
      var patterns = byFirst[call.language, default: [:]][first, default: []]
      if patterns.isEmpty { firsts[call.language, default: []].append(first) }
      if let index = patterns.firstIndex(where: { $0.pieces == pieces }) {
        patterns[index].calls.append(call)
        patterns[index].requires.append(requires)
      } else {
        patterns.append(Pattern(pieces: pieces, calls: [call], requires: [requires]))
      }
      byFirst[call.language, default: [:]][first] = patterns
    }
    var patterns: [CodeTokenizer.Language: Patterns] = [:]
    for (language, byFirst) in byFirst {
      var found = Patterns()
      found.byName = Array(repeating: [], count: names.names.count)
      let globPrefixes = byFirst.keys.filter { $0.hasPrefix(Self.wildcard) }
        .map { String($0.dropFirst()) }.sorted()
      for prefix in globPrefixes {
        found.byPrefix.append(
          (Array(prefix.utf8), Self.longestFirst(byFirst[Self.wildcard + prefix] ?? [])))
      }
      for (number, name) in names.names.enumerated() {
        // A name's own patterns, then those of the `…` names it starts as.
        var candidates = byFirst[String(decoding: name, as: UTF8.self)] ?? []
        for (prefix, globs) in found.byPrefix where name.starts(with: prefix) {
          candidates += globs
        }
        found.byName[number] = Self.longestFirst(candidates)
      }
      for first in firsts[language] ?? [] where first.utf8.count == 1 {
        guard let byte = first.utf8.first, !Self.isNameStart(byte) else { continue }
        found.byPunctuation[Int(byte)] = Self.longestFirst(byFirst[first] ?? [])
      }
      found.nameStarts = found.byName.map { !$0.isEmpty }
      found.punctuationStarts = found.byPunctuation.map { !$0.isEmpty }
      patterns[language] = found
    }
    self.patterns = patterns
    isDeclaring = names.names.map { Self.declaring.contains(String(decoding: $0, as: UTF8.self)) }
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// `patterns` with the longest first; stable, so that among patterns as long, the table's
  /// order decides.
  private static func longestFirst(_ patterns: [Pattern]) -> [Pattern] {
    var ordered: [Pattern] = []
    for length in Set(patterns.map(\.pieces.count)).sorted(by: >) {
      ordered += patterns.filter { $0.pieces.count == length }
    }
    return ordered
  }

  /// The calls in `stream`, a file in `language`, in the order they are written.
  func matches(in stream: CodeTokenStream, language: CodeTokenizer.Language) -> [Match] {
    guard let patterns = patterns[language] else { return [] }
    return stream.bytes.withUnsafeBufferPointer { bytes in
      stream.tokens.withUnsafeBufferPointer { tokens in
        matches(in: tokens, bytes: bytes, patterns: patterns, of: stream)
      }
    }
  }

  /// The calls in `tokens` and `bytes`, the buffers of `stream`.
  private func matches(
    in tokens: UnsafeBufferPointer<CodeTokenStream.Token>, bytes: UnsafeBufferPointer<UInt8>,
    patterns: Patterns, of stream: CodeTokenStream
  ) -> [Match] {
    var found: [Match] = []
    var positions = CodeTokenStream.Positions(textStart: stream.textStart)
    // A call's tokens are one call: `AVAudioApplication.requestRecordPermission` is not
    // found again at its `requestRecordPermission`.
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      var candidates: [Pattern]
      switch token.kind {
      case .name where token.name >= 0 && patterns.nameStarts[Int(token.name)]:
        candidates = patterns.byName[Int(token.name)]
      case .name where token.name == CodeNameFilter.keptByBytes:
        candidates = []
        for (prefix, globs) in patterns.byPrefix
        where Self.bytes(of: token, in: bytes).starts(with: prefix) {
          candidates += globs
        }
        if candidates.count > 1 { candidates = Self.longestFirst(candidates) }
      case .punctuation where patterns.punctuationStarts[Int(token.byte)]:
        candidates = patterns.byPunctuation[Int(token.byte)]
      default:
        index += 1
        continue
      }
      // A function of the app's own by the same name is declared, not called.
      guard !candidates.isEmpty,
        index == 0 || !tokens[index - 1].isKeptName || tokens[index - 1].name < 0
          || !isDeclaring[Int(tokens[index - 1].name)]
      else {
        index += 1
        continue
      }
      var matchedUpTo = index + 1
      for pattern in candidates {
        guard let end = Self.end(of: pattern.pieces, at: index, in: tokens, bytes: bytes)
        else { continue }
        let calls = zip(pattern.calls, pattern.requires).filter { _, requires in
          requires.isEmpty || requires.contains(where: stream.contains(name:))
        }.map(\.0)
        guard !calls.isEmpty else { continue }
        let (line, column) = positions.position(of: Int(token.start), in: bytes)
        found += calls.map { Match(call: $0, line: line, column: column, token: index) }
        matchedUpTo = end
        break
      }
      index = max(matchedUpTo, index + 1)
    }
    return found
  }

  private static func bytes(
    of token: CodeTokenStream.Token, in bytes: UnsafeBufferPointer<UInt8>
  ) -> UnsafeBufferPointer<UInt8> {
    let start = token.nameStart
    return UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(token.count))])
  }

  /// Where the call `pieces` describe ends when it starts at `start`: the index after its
  /// last token; `nil` when it is not there.
  private static func end(
    of pieces: [Piece], at start: Int, in tokens: UnsafeBufferPointer<CodeTokenStream.Token>,
    bytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
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
          if depth == 0 && matches(pieces[piece + 1], token, bytes) { break }
          if token.kind == .punctuation {
            switch token.byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
              depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
              depth -= 1
              if depth < 0 { return nil }
            default:
              break
            }
          }
          position += 1
          steps += 1
        }
        guard position < tokens.count, steps < skipLimit else { return nil }
      case .punctuation(UInt8(ascii: ".")):
        guard position < tokens.count else { return nil }
        // `.video` written with its type, `AVMediaType.video`: the type's names are passed.
        if piece > 0, tokens[position].isCapitalized {
          while position + 1 < tokens.count, tokens[position].isCapitalized,
            tokens[position + 1].isPunctuation(UInt8(ascii: "."))
          {
            position += 2
          }
          position -= 1
        }
        guard position >= 0, position < tokens.count,
          tokens[position].isPunctuation(UInt8(ascii: "."))
        else {
          return nil
        }
        position += 1
      case let nameOrGlob:
        guard position < tokens.count, matches(nameOrGlob, tokens[position], bytes) else {
          return nil
        }
        position += 1
      }
      piece += 1
    }
    return position
  }

  private static func matches(
    _ piece: Piece, _ token: CodeTokenStream.Token, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    switch piece {
    case .name(let number):
      return token.kind == .name && number >= 0 && token.name == number
    case .punctuation(let byte):
      return token.isPunctuation(byte)
    case .glob(let prefix, let suffix):
      guard token.isKeptName, Int(token.count) >= prefix.count + suffix.count else {
        return false
      }
      let name = Self.bytes(of: token, in: bytes)
      return name.starts(with: prefix) && name.reversed().starts(with: suffix.reversed())
    case .skip:
      return token.kind != .literal
    }
  }
}
