internal import MediaAccess

/// Reads the sources an option names, the same way for `lint --sources`, `demo --source` and
/// `preview --source`: a comma-separated list of the sources' command-line names
/// (``SourceCommandLine/name``, or one of its aliases), or `all`.
enum SourceList {
  /// The word that selects every source.
  static let everySource = "all"

  /// The names to offer in help and errors: each source's one name, in the library's order,
  /// then `all`.
  static var names: [String] {
    BuiltInSource.allCases.map(\.commandLine.name) + [everySource]
  }

  /// The sources `text` names, each once, in the order first named.
  ///
  /// - Parameters:
  ///   - text: The option's value, such as `camera, photo-library-add-only`.
  ///   - option: The option, for the error.
  /// - Throws: ``UsageError`` naming the first name that is no source, and the valid names.
  static func parse(_ text: String, option: String) throws(UsageError) -> [BuiltInSource] {
    var sources: [BuiltInSource] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      let wanted = name.trimmingSpaces
      let named: [BuiltInSource]
      if wanted.lowercased() == everySource {
        named = BuiltInSource.allCases
      } else if let source = BuiltInSource.named(wanted) {
        named = [source]
      } else {
        let valid = names.joined(separator: ", ")
        throw UsageError(
          message:
            "unsupported \(option) '\(wanted.singleLine)'; choose one or more of: \(valid)")
      }
      for source in named where !sources.contains(source) {
        sources.append(source)
      }
    }
    return sources
  }
}

extension Substring {
  /// The text without spaces around it, so `--sources "camera, photo-library"` works.
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
