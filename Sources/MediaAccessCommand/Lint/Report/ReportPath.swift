/// A report's path as code scanning and CI annotations want it: relative to the directory
/// lint ran in (the repository's root in CI), whichever way the user named it.
struct ReportPath: Equatable {
  /// The path relative to the working directory, without a leading `./`; the absolute path
  /// when it lies outside the working directory.
  let path: String
  /// Whether ``path`` is relative to the working directory.
  let isRelative: Bool

  /// - Parameters:
  ///   - file: A path as lint reports it, relative to `workingDirectory` or absolute.
  ///   - workingDirectory: The absolute path of the directory lint ran in.
  init(_ file: String, workingDirectory: String) {
    // Code scanning and annotations match the path against the repository's files as
    // written, so `Resources/../ar.lproj` (a group whose path climbs out) must not reach them.
    let file = file.withoutDotSegments
    guard file.hasPrefix("/") else {
      var relative = Substring(file)
      while relative.hasPrefix("./") { relative = relative.dropFirst(2).drop { $0 == "/" } }
      path = relative.isEmpty ? "." : String(relative)
      isRelative = true
      return
    }
    let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    if file.hasPrefix(base), file.count > base.count {
      path = String(file.dropFirst(base.count))
      isRelative = true
    } else {
      path = file
      isRelative = false
    }
  }

  /// The path as a URI reference (RFC 3986): relative, or a `file://` URI when absolute. Every
  /// byte but unreserved characters and `/` is percent-encoded, so a space, a `%`, a `#`, a
  /// `:` in a first segment (which would read as a scheme) or a line break cannot change what
  /// it names.
  var uri: String {
    let encoded = Self.percentEncoded(path)
    return isRelative ? encoded : "file://" + encoded
  }

  /// The URI of a directory, ending in `/`, as a SARIF base URI.
  static func directoryURI(_ directory: String) -> String {
    let path = directory.hasSuffix("/") ? directory : directory + "/"
    return "file://" + percentEncoded(path)
  }

  private static func percentEncoded(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded
      }
    }
    return encoded
  }
}

extension String {
  /// A one-digit hex number with its leading zero.
  fileprivate var leftPadded: String {
    count == 1 ? "0" + self : self
  }
}
