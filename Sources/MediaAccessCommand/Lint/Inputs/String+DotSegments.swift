extension String {
  /// This path with its `.` segments, its empty segments and each `name/..` pair removed,
  /// lexically, as Xcode joins a group's path to its parent's and as a URI's dot segments are
  /// removed (RFC 3986, 5.2.4): `App/Resources/../fr.lproj` is `App/fr.lproj`, whether or not
  /// `App/Resources` exists. A relative path's leading `..` names a real place above the
  /// starting folder and stays; `..` at the root of an absolute path is the root. The empty
  /// result of a relative path is `.`.
  var withoutDotSegments: String {
    if hasNoDotSegments { return self }
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

  /// Whether ``withoutDotSegments`` is this path itself: it is not empty and has no `.`,
  /// `..` or empty segment (a leading `/` aside). Most paths in a project are such, and
  /// checking the bytes costs less than splitting the path.
  private var hasNoDotSegments: Bool {
    var path = self
    return path.withUTF8 { bytes in
      var segmentLength = 0
      var dots = 0
      for (offset, byte) in bytes.enumerated() {
        if byte == UInt8(ascii: "/") {
          if offset > 0 && (segmentLength == 0 || (segmentLength == dots && dots <= 2)) {
            return false
          }
          segmentLength = 0
          dots = 0
        } else {
          segmentLength += 1
          if byte == UInt8(ascii: ".") { dots += 1 }
        }
      }
      return segmentLength > 0 && (segmentLength != dots || dots > 2)
    }
  }
}

extension String {
  /// `component` under this folder, lexically and without dot segments, as
  /// `appendingPathComponent` and then ``withoutDotSegments`` join them, at a fraction of
  /// the cost: a large project joins tens of thousands of group and file paths.
  func joiningPath(_ component: String) -> String {
    guard !isEmpty else { return component.withoutDotSegments }
    var joined = self
    joined.reserveCapacity(utf8.count + 1 + component.utf8.count)
    joined += "/"
    joined += component
    return joined.withoutDotSegments
  }
}

extension String {
  /// The path's last segment (`fr.lproj/InfoPlist.strings` → `InfoPlist.strings`), as
  /// `lastPathComponent` gives it for a path without a trailing `/`, found in the bytes.
  var lastPathSegment: String {
    guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return self }
    return String(decoding: utf8[utf8.index(after: slash)...], as: UTF8.self)
  }

  /// The path without its last segment (`fr.lproj/InfoPlist.strings` → `fr.lproj`), as
  /// `deletingLastPathComponent` gives it for a path without a trailing `/`; empty for a
  /// bare name.
  var parentPath: String {
    guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    if slash == utf8.startIndex { return "/" }
    return String(decoding: utf8[..<slash], as: UTF8.self)
  }
}
