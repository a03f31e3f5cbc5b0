internal import Foundation

extension FileStatus {
  /// The path of the file `path` names as a Mac finds it: the exact name when it is there,
  /// else, component by component, the one name in its folder that differs only in case.
  ///
  /// A Mac's default file system ignores case, so Xcode builds a project that references
  /// `de.lproj/InfoPlist.strings` when the file is `infoPlist.strings`; lint reads what Xcode
  /// reads. Two names that differ only in case cannot both be on a Mac: which one is meant is
  /// unknown, and said.
  ///
  /// - Throws: ``UnreadableInput`` naming `path` when no name matches, or several do.
  static func resolvingCase(_ path: String) throws(UnreadableInput) -> String {
    let exact: UnreadableInput
    do {
      _ = try of(path)
      return path
    } catch {
      exact = error
    }
    guard exact.problem == noSuchFile else { throw exact }
    var resolved = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/").map(String.init) {
      let candidate = (resolved as NSString).appendingPathComponent(component)
      if component == "." || component == ".." || (try? of(candidate)) != nil {
        resolved = candidate
        continue
      }
      let folder = resolved.isEmpty ? "." : resolved
      let folded = component.lowercased()
      let matches = ((try? contents(ofDirectory: folder)) ?? []).filter {
        $0.lowercased() == folded
      }
      guard let match = matches.first else { throw exact }
      guard matches.count == 1 else {
        throw UnreadableInput(
          file: path,
          problem: "no such file; "
            + matches.map { "'\($0.singleLine)'" }.joined(separator: " and ")
            + " differ from it only in case, and which one a Mac would use is unknown")
      }
      resolved = (resolved as NSString).appendingPathComponent(match)
    }
    return resolved
  }
}
