internal import Foundation

/// The Xcode projects a workspace's `contents.xcworkspacedata` names, resolved to paths.
///
/// The file is XML: `<FileRef location = "kind:path">` elements, possibly inside
/// `<Group location = "kind:path">` elements whose location the `group:` references of
/// their children start from. Xcode writes attributes with spaces around `=` and across
/// lines, so lint scans tags and attributes rather than looking for one spelling (and needs
/// no XML parser, which Linux keeps in a separate library).
enum WorkspaceContents {
  /// The projects `text` names, for the workspace at `workspacePath`.
  ///
  /// - Throws: ``UnreadableInput`` naming `dataPath` and the line of a tag that does not end.
  static func projects(in text: String, workspacePath: String, dataPath: String)
    throws(UnreadableInput) -> [String]
  {
    let container = (workspacePath as NSString).deletingLastPathComponent
    // The folder each open Group's `group:` references start from, innermost last.
    var groups: [String] = [container]
    var projects: [String] = []
    var rest = Substring(text)
    var line = 1
    while let open = rest.firstIndex(of: "<") {
      line += rest[..<open].filter { $0 == "\n" }.count
      rest = rest[open...]
      let closing = rest.hasPrefix("<!--") ? "-->" : rest.hasPrefix("<?") ? "?>" : ">"
      guard let end = rest.range(of: closing) else {
        throw UnreadableInput(
          file: dataPath, line: line, problem: "malformed workspace: a tag does not end")
      }
      let tag = rest[rest.startIndex..<end.upperBound]
      line += tag.filter { $0 == "\n" }.count
      rest = rest[end.upperBound...]
      guard closing == ">" else { continue }  // A comment or a declaration.
      let body = tag.dropFirst().dropLast()
      if body.hasPrefix("/") {
        if body.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines) == "Group",
          groups.count > 1
        {
          groups.removeLast()
        }
        continue
      }
      let isEmptyElement = body.hasSuffix("/")
      let name = body.prefix { !$0.isWhitespace && $0 != "/" }
      let location = attributes(of: body.dropFirst(name.count))["location"]
      let resolved = location.flatMap {
        resolve($0, group: groups.last ?? container, workspacePath: workspacePath)
      }
      switch name {
      case "Group" where !isEmptyElement:
        // A group without a location (or one in the developer folder) keeps its parent's.
        groups.append(resolved ?? groups.last ?? container)
      case "FileRef":
        if let resolved, resolved.hasSuffix(".xcodeproj") || resolved.hasSuffix(".xcodeproj/") {
          projects.append(resolved)
        }
      default:
        continue
      }
    }
    return projects
  }

  /// A `kind:path` location as a path on this disk, or `nil` for one that is not on it
  /// (`developer:`, in Xcode's own folder) or of a kind lint does not know.
  static func resolve(_ location: String, group: String, workspacePath: String) -> String? {
    guard let colon = location.firstIndex(of: ":") else { return nil }
    let kind = location[..<colon]
    let path = String(location[location.index(after: colon)...])
    let container = (workspacePath as NSString).deletingLastPathComponent
    switch kind {
    case "group": return path.isEmpty ? group : (group as NSString).appendingPathComponent(path)
    case "container": return (container as NSString).appendingPathComponent(path)
    case "absolute": return path
    case "self":
      // A project's own workspace (`project.xcworkspace`) names the project it is inside.
      return path.isEmpty ? container : (container as NSString).appendingPathComponent(path)
    default: return nil
    }
  }

  /// A tag's `name = "value"` attributes, quoted with `"` or `'`, entities decoded.
  static func attributes(of text: Substring) -> [String: String] {
    var attributes: [String: String] = [:]
    var rest = text
    while let equals = rest.firstIndex(of: "=") {
      let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
      rest = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
      guard let quote = rest.first, quote == "\"" || quote == "'" else { break }
      rest = rest.dropFirst()
      guard let end = rest.firstIndex(of: quote) else { break }
      attributes[name] = XMLText.decodingEntities(rest[..<end])
      rest = rest[rest.index(after: end)...]
    }
    return attributes
  }
}
