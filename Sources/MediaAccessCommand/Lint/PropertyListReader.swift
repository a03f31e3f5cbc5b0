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
  /// - Throws: ``UnreadableInput`` when the file is missing, unreadable, empty, malformed, or
  ///   its root is something else than a dictionary.
  static func read(_ path: String) throws(UnreadableInput) -> Contents {
    try read(path, whenEmpty: nil)
  }

  /// Reads a localized `.strings` table. An empty file is an empty table, as is one holding
  /// only comments: it localizes nothing yet, which is a finding, not unreadable input.
  ///
  /// - Throws: ``UnreadableInput`` as ``read(_:)`` does, except for an empty file.
  static func readStringsTable(_ path: String) throws(UnreadableInput) -> [String: Any] {
    try read(path, whenEmpty: Contents(dictionary: [:], format: "strings")).dictionary
  }

  private static func read(_ path: String, whenEmpty: Contents?) throws(UnreadableInput)
    -> Contents
  {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw UnreadableInput(file: path, problem: readProblem(path))
    }
    if data.isEmpty {
      guard let whenEmpty else { throw UnreadableInput(file: path, problem: "the file is empty") }
      return whenEmpty
    }
    var format = PropertyListSerialization.PropertyListFormat.xml
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, format: &format)
    } catch {
      throw UnreadableInput(file: path, problem: malformedProblem(data, error))
    }
    guard let dictionary = root as? [String: Any] else {
      throw UnreadableInput(
        file: path, problem: "the root is \(kind(of: root)), not a dictionary")
    }
    return Contents(dictionary: dictionary, format: name(of: format))
  }

  /// Why a path could not be read, in words a user can act on.
  private static func readProblem(_ path: String) -> String {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return "no such file or directory"
    }
    if isDirectory.boolValue { return "is a directory" }
    let type = (try? files.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    if let type, type != .typeRegular { return "is not a regular file" }
    return files.isReadableFile(atPath: path)
      ? "cannot be read" : "cannot be read (check its permissions)"
  }

  /// Why the parser refused `data`, on one line.
  ///
  /// A file that starts as a binary property list but is cut short or corrupt is named as
  /// such: the parser then tries it as text and blames its first character, which misleads.
  private static func malformedProblem(_ data: Data, _ error: any Error) -> String {
    if data.starts(with: Array("bplist".utf8)) { return "malformed binary property list" }
    guard
      let debugDescription = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String,
      !debugDescription.isEmpty
    else { return "malformed property list" }
    let oneLine = debugDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
    return "malformed property list: " + oneLine.singleLine
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
