internal import MediaAccess

extension CodeCallTable {
  /// Each source's calls as the listings name them, each once, in the table's order.
  static var bySource: [(source: BuiltInSource, apis: [String])] {
    BuiltInSource.allCases.map { source in
      var apis: [String] = []
      for call in calls where call.sources.contains(source) && !apis.contains(call.api) {
        apis.append(call.api)
      }
      return (source, apis)
    }
  }

  /// The `CODE:` section of `lint --help`: what is found, by source, and what is not.
  static func helpSection(indent: Int = 2, width: Int = 80) -> String {
    let margin = String(repeating: " ", count: indent)
    let wrapper = LineWrapper(width: width - indent - 2)
    var lines: [String] = []
    for (source, apis) in bySource {
      lines.append(margin + source.commandLine.name + ":")
      lines += packed(apis, width: width - indent - 2).map { margin + "  " + $0 }
    }
    lines.append(margin + "Not found:")
    for (api, why) in notDetected {
      lines += wrapper.wrap("\(api): \(why).").map { margin + "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// `items` joined by `; ` into lines of at most `width` columns, an item broken only when
  /// it is longer than a line.
  private static func packed(_ items: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for (index, item) in items.enumerated() {
      let piece = item + (index == items.count - 1 ? "" : ";")
      let joined = line.isEmpty ? piece : line + " " + piece
      if DisplayWidth.of(joined) <= width || line.isEmpty {
        line = joined
      } else {
        lines.append(line)
        line = piece
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.flatMap { DisplayWidth.of($0) > width ? LineWrapper(width: width).wrap($0) : [$0] }
  }

  /// The lists of the command-line article, in Markdown, which a test holds it to.
  static var markdown: String {
    var lines: [String] = []
    for (source, apis) in bySource {
      lines.append(
        "- term `\(source.commandLine.name)`: " + apis.map { "`\($0)`" }.joined(separator: ", "))
    }
    lines.append("")
    lines.append("Not found, by design:")
    lines.append("")
    for (api, why) in notDetected {
      lines.append("- \(api): \(why).")
    }
    return lines.joined(separator: "\n")
  }
}
