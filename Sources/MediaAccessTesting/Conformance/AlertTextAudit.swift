import MediaAccess

/// Reads every text a renderer supplies and lists what is wrong with each.
struct AlertTextAudit<Renderer: AlertTextRendering> {
  /// The renderer audited.
  let renderer: Renderer

  /// The problems found, in words, in a fixed order: dialogs by source and reason, then
  /// buttons by role.
  var problems: [String] {
    var problems: [String] = []
    for source in MediaSource.allCases {
      for reason in AccessAlert.Reason.allCases {
        let dialog = "\(reason.conformanceName) · \(source.profile.phrase)"
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

  /// The first printf-style specifier left in `text`, such as `%@`, `%1$@` or `%d`.
  static func formatSpecifier(in text: String) -> String? {
    let characters = Array(text)
    for start in characters.indices where characters[start] == "%" {
      var index = start + 1
      while index < characters.count, characters[index].isASCII, characters[index].isNumber {
        index += 1
      }
      if index > start + 1 {
        guard index < characters.count, characters[index] == "$" else { continue }
        index += 1
      }
      while index < characters.count, characters[index] == "l" { index += 1 }
      if index < characters.count, "@dDiuUxXfeEgGsScC".contains(characters[index]) {
        return String(characters[start...index])
      }
    }
    return nil
  }
}
