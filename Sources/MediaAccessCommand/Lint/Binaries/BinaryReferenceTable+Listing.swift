internal import MediaAccess

extension BinaryReferenceTable {
  /// Each reference as the listings name it: its names, and the names one of which must be
  /// in the same object (`AVCaptureDevice` with `_AVMediaTypeVideo`, …), an Objective-C
  /// class by its name.
  static func described(_ reference: Reference) -> String {
    func names(_ names: [String]) -> String {
      names.map { name in
        let classPrefix = objectiveCClass("")
        if name.hasPrefix(classPrefix) { return "`\(name.dropFirst(classPrefix.count))`" }
        return "`\(name)`" + (prefixes.contains(name) ? "…" : "")
      }.joined(separator: " or ")
    }
    var text = names(reference.names)
    if !reference.with.isEmpty { text += " with " + names(reference.with) }
    if !reference.unless.isEmpty { text += " (without a media or device type)" }
    if reference.sources.count > 1 {
      text +=
        " (needs one of "
        + reference.sources.map { "`\($0.usageDescriptionKey.rawValue)`" }.joined(
          separator: ", ")
        + ")"
    }
    return text
  }

  /// The lists of the command-line article, in Markdown, which a test holds it to: the
  /// references by the first source they ask for.
  static var markdown: String {
    var lines: [String] = []
    for source in BuiltInSource.allCases {
      let described = references.filter { $0.sources.first == source }.map(described)
      guard !described.isEmpty else { continue }
      lines.append("- term `\(source.commandLine.name)`: " + described.joined(separator: "; "))
    }
    lines.append("")
    lines.append("Not found in a binary, by design:")
    lines.append("")
    for (api, why) in notDetected {
      lines.append("- \(api): \(why).")
    }
    return lines.joined(separator: "\n")
  }
}
