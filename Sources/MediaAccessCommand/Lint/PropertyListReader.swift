internal import Foundation

/// Reads a property list or `.strings` file into a dictionary, turning every way it can fail
/// into an ``UnreadableInput`` instead of a crash.
///
/// Foundation's `PropertyListSerialization` reads XML, binary and old-style (`.strings`)
/// property lists alike, on Linux as on Apple platforms.
enum PropertyListReader {
  /// A dictionary read from a file, and the format it was stored in.
  struct Contents {
    let dictionary: [String: Any]
    /// `xml`, `binary` or `strings`.
    let format: String
  }

  /// Reads `path` and checks that its root is a dictionary.
  ///
  /// - Throws: ``UnreadableInput`` when the file is missing, unreadable, malformed, or its
  ///   root is something else than a dictionary.
  static func read(_ path: String) throws(UnreadableInput) -> Contents {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw UnreadableInput(file: path, problem: readProblem(path))
    }
    guard !data.isEmpty else { throw UnreadableInput(file: path, problem: "the file is empty") }
    var format = PropertyListSerialization.PropertyListFormat.xml
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, format: &format)
    } catch {
      throw UnreadableInput(file: path, problem: "malformed property list\(detail(of: error))")
    }
    guard let dictionary = root as? [String: Any] else {
      throw UnreadableInput(
        file: path, problem: "the root is \(kind(of: root)), not a dictionary")
    }
    return Contents(dictionary: dictionary, format: name(of: format))
  }

  /// Why a path could not be read, in words a user can act on.
  private static func readProblem(_ path: String) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return "no such file or directory"
    }
    return isDirectory.boolValue ? "is a directory" : "cannot be read (check its permissions)"
  }

  /// The parser's own explanation, when it gives one, on the same line.
  private static func detail(of error: any Error) -> String {
    guard
      let debugDescription = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String,
      !debugDescription.isEmpty
    else { return "" }
    let oneLine = debugDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
    return ": " + oneLine
  }

  /// A property list value's kind, with its article, for messages.
  static func kind(of value: Any) -> String {
    switch value {
    case is [Any]: "an array"
    case is [String: Any]: "a dictionary"
    case is String: "a string"
    case is Bool: "a Boolean"
    case is Int, is Double: "a number"
    case is Date: "a date"
    case is Data: "data"
    default: "a value of another kind"
    }
  }

  private static func name(of format: PropertyListSerialization.PropertyListFormat) -> String {
    switch format {
    case .binary: "binary"
    case .openStep: "strings"
    default: "xml"
    }
  }
}
