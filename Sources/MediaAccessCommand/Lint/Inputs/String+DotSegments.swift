extension String {
  /// This path with its `.` segments, its empty segments and each `name/..` pair removed,
  /// lexically, as Xcode joins a group's path to its parent's and as a URI's dot segments are
  /// removed (RFC 3986, 5.2.4): `App/Resources/../fr.lproj` is `App/fr.lproj`, whether or not
  /// `App/Resources` exists. A relative path's leading `..` names a real place above the
  /// starting folder and stays; `..` at the root of an absolute path is the root. The empty
  /// result of a relative path is `.`.
  var withoutDotSegments: String {
    let isAbsolute = hasPrefix("/")
    var segments: [Substring] = []
    for segment in split(separator: "/") {
      switch segment {
      case ".":
        continue
      case "..":
        if let last = segments.last, last != ".." {
          segments.removeLast()
        } else if !isAbsolute {
          segments.append(segment)
        }
      default:
        segments.append(segment)
      }
    }
    let joined = segments.joined(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }
}
