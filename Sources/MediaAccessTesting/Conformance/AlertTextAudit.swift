import MediaAccess

/// Reads every text a renderer supplies and lists what is wrong with each.
struct AlertTextAudit<Renderer: AlertTextRendering> {
  /// The renderer audited.
  let renderer: Renderer

  /// The problems found, in words, in a fixed order: dialogs by source and reason, then
  /// buttons by role.
  var problems: [String] {
    var problems: [String] = []
    for source in MediaSource.builtIns {
      for reason in AccessAlert.Reason.allCases {
        let dialog = "\(reason.conformanceName) · \(source.phrase)"
        problems += check(renderer.title(for: reason, source: source), "title for \(dialog)")
        problems += check(renderer.message(for: reason, source: source), "message for \(dialog)")
      }
    }
    for role in AccessAlert.Action.Role.allCases {
      problems += check(renderer.actionTitle(for: role), "title for [\(role.conformanceName)]")
    }
    return problems
  }

  private func check(_ text: String, _ what: String) -> [String] {
    if text.isBlank { return ["empty \(what)"] }
    if let specifier = Self.formatSpecifier(in: text) {
      return ["unfilled \(specifier) in the \(what)"]
    }
    return []
  }

  /// The first printf-style specifier left in `text`, such as `%@`, `%1$@`, `%d`, `%.1f`,
  /// `%5d`, `%-08.3lf`, `%lld`, `%zu` or `%*d`, as it is written.
  ///
  /// A specifier is `%`, then an optional position (`1$`), flags (`-`, `+`, `#`, `0`, `'`),
  /// a width (digits, `*` or `*2$`), a precision (`.`, then digits, `*` or `*2$`), a length
  /// modifier (`hh`, `h`, `l`, `ll`, `L`, `q`, `j`, `z`, `t`), and a conversion
  /// (`@ d D i o O u U x X f F e E g G a A c C s S p n`). `%%` is a percent sign. A space after
  /// `%` is read as text, as in French "50 % de", not as the space flag.
  static func formatSpecifier(in text: String) -> String? {
    let characters = Array(text)
    var start = 0
    while start < characters.count {
      defer { start += 1 }
      guard characters[start] == "%" else { continue }
      var index = start + 1
      if index < characters.count, characters[index] == "%" {
        start = index
        continue
      }
      func skip(while predicate: (Character) -> Bool) {
        while index < characters.count, predicate(characters[index]) { index += 1 }
      }
      func skipPosition() {
        let before = index
        skip(while: isDigit)
        if index > before, index < characters.count, characters[index] == "$" {
          index += 1
        } else {
          index = before
        }
      }
      func skipCount() {
        if index < characters.count, characters[index] == "*" {
          index += 1
          skipPosition()
        } else {
          skip(while: isDigit)
        }
      }
      skipPosition()
      skip(while: { "-+#0'".contains($0) })
      skipCount()
      if index < characters.count, characters[index] == "." {
        index += 1
        skipCount()
      }
      for modifier in ["hh", "ll", "h", "l", "L", "q", "j", "z", "t"] {
        let end = index + modifier.count
        if end <= characters.count, String(characters[index..<end]) == modifier {
          index = end
          break
        }
      }
      if index < characters.count, "@dDioOuUxXfFeEgGaAcCsSpn".contains(characters[index]) {
        return String(characters[start...index])
      }
    }
    return nil
  }

  private static func isDigit(_ character: Character) -> Bool {
    character.isASCII && character.isNumber
  }
}
