internal import Foundation

/// Reads a property list or `.strings` file into a dictionary, with the line of each key where
/// the format has lines, turning every way it can fail into an ``UnreadableInput`` instead of a
/// crash.
///
/// XML and binary property lists go to Foundation's `PropertyListSerialization`, on Linux as on
/// Apple platforms; old-style text (`.strings` tables, `project.pbxproj`) to
/// ``OldStylePropertyList``, which knows its lines.
enum PropertyListReader {
  /// A dictionary read from a file, the format it was stored in, and where its keys are.
  struct Contents {
    let dictionary: [String: Any]
    /// `xml`, `binary` or `strings`.
    let format: String
    /// The line of each top-level key, where the format has lines.
    var keyLines: [String: Int] = [:]
    /// The line the root dictionary opens on: where a missing key belongs.
    var rootLine: Int?

    /// The line of `key`, or where it belongs when it is missing.
    func line(of key: String) -> Int? {
      keyLines[key] ?? rootLine
    }
  }

  /// Reads `path` and checks that its root is a dictionary.
  ///
  /// - Throws: ``UnreadableInput`` when the file is missing, unreadable, empty, malformed, or
  ///   its root is something else than a dictionary.
  static func read(_ path: String) throws(UnreadableInput) -> Contents {
    try read(path, whenEmpty: nil)
  }

  /// Reads an Info.plist Xcode preprocesses (`INFOPLIST_PREPROCESS = YES`), its conditionals
  /// decided by `preprocessor`, each line kept where it was.
  ///
  /// - Throws: ``UnreadableInput`` as ``read(_:)`` does.
  static func read(_ path: String, preprocessor: InfoPlistPreprocessor) throws(UnreadableInput)
    -> Contents
  {
    try read(path, whenEmpty: nil, preprocessor: preprocessor)
  }

  /// Reads a localized `.strings` table. An empty file is an empty table, as is one holding
  /// only comments: it localizes nothing yet, which is a finding, not unreadable input.
  ///
  /// - Throws: ``UnreadableInput`` as ``read(_:)`` does, except for an empty file.
  static func readStringsTable(_ path: String) throws(UnreadableInput) -> Contents {
    try read(path, whenEmpty: Contents(dictionary: [:], format: "strings", rootLine: 1))
  }

  /// Reads the bytes of `path`, naming why they cannot be read.
  static func data(at path: String) throws(UnreadableInput) -> Data {
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      FilesRead.shared.record(path)
      return data
    } catch {
      throw UnreadableInput(file: path, problem: readProblem(path))
    }
  }

  /// Decodes a text file: UTF-8, or UTF-16 with its byte order mark, as Xcode writes them.
  static func text(of data: Data, path: String) throws(UnreadableInput) -> String {
    if data.starts(with: [0xFF, 0xFE]) {
      return String(decoding: data.dropFirst(2).utf16Units(bigEndian: false), as: UTF16.self)
    }
    if data.starts(with: [0xFE, 0xFF]) {
      return String(decoding: data.dropFirst(2).utf16Units(bigEndian: true), as: UTF16.self)
    }
    let mark = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let text = data.withUnsafeBytes { String(validating: $0.dropFirst(mark), as: UTF8.self) }
    guard let text else {
      throw UnreadableInput(file: path, problem: notText)
    }
    return text
  }

  /// The UTF-8 bytes of a text file decoded as ``text(of:path:)`` decodes it, without making a
  /// `String` of them: a megabyte `project.pbxproj` is parsed as bytes, and its ASCII, nearly
  /// all of it, needs no decoding to be checked.
  static func utf8(of data: Data, path: String) throws(UnreadableInput) -> [UInt8] {
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      return Array(try text(of: data, path: path).utf8)
    }
    // One copy of the bytes, as a block: building the array from `Data` byte by byte costs
    // ten instructions a byte.
    let mark = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let body = data.withUnsafeBytes { Array($0.dropFirst(mark)) }
    guard isUTF8(body) else {
      throw UnreadableInput(file: path, problem: notText)
    }
    return body
  }

  private static let notText = "not UTF-8 or UTF-16 text"

  /// Whether `bytes` are UTF-8. An ASCII byte is a character of its own and never part of a
  /// longer one, so the text is UTF-8 exactly when each run of bytes that are not ASCII is:
  /// the ASCII is skipped eight bytes at a time, and only those runs are decoded.
  private static func isUTF8(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        if offset + 8 <= raw.count,
          raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          offset += 8
        } else if raw[offset] < 0x80 {
          offset += 1
        } else {
          let start = offset
          while offset < raw.count, raw[offset] >= 0x80 { offset += 1 }
          guard String(validating: raw[start..<offset], as: UTF8.self) != nil else {
            return false
          }
        }
      }
      return true
    }
  }

  private static func read(
    _ path: String, whenEmpty: Contents?, preprocessor: InfoPlistPreprocessor? = nil
  ) throws(UnreadableInput) -> Contents {
    var data = try data(at: path)
    if var preprocessor, !data.starts(with: Array("bplist".utf8)) {
      data = Data(preprocessor.process(try text(of: data, path: path)).utf8)
    }
    if data.isEmpty {
      guard let whenEmpty else { throw UnreadableInput(file: path, problem: "the file is empty") }
      return whenEmpty
    }
    if data.starts(with: Array("bplist".utf8)) { return try readWithFoundation(data, path) }
    let text = try text(of: data, path: path)
    if text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "<" {
      var contents = try readWithFoundation(data, path)
      let lines = xmlLines(in: text)
      contents.keyLines = lines.keys
      contents.rootLine = lines.root
      return contents
    }
    do {
      let root = try OldStylePropertyList.parseDictionary(text)
      return Contents(
        dictionary: root.plain, format: "strings", keyLines: root.keyLines, rootLine: root.line)
    } catch {
      throw UnreadableInput(
        file: path, line: error.line, problem: "malformed property list: \(error.message)")
    }
  }

  private static func readWithFoundation(_ data: Data, _ path: String) throws(UnreadableInput)
    -> Contents
  {
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
    return Contents(dictionary: dictionary, format: format == .binary ? "binary" : "xml")
  }

  /// The line of each `<key>` of the root dictionary, and the line the root dictionary opens
  /// on. Keys in comments and in nested dictionaries are not the root's: the XML is walked
  /// tag by tag, counting how deep in dictionaries each key is.
  private static func xmlLines(in text: String) -> (keys: [String: Int], root: Int?) {
    var keys: [String: Int] = [:]
    var root: Int?
    var depth = 0
    XMLText.forEachTag(in: text) { tag, line, after in
      // `dict`, `/dict`, or `dict/` for an empty one.
      let name = tag.prefix { !$0.isWhitespace }
      switch name {
      case "dict":
        depth += 1
        if depth == 1 && root == nil { root = line }
      case "/dict":
        depth -= 1
      case "key" where depth == 1:
        guard let end = XMLText.firstRange(of: "</key>", in: after) else { return }
        let key = XMLText.decodingEntities(after[..<end.lowerBound])
        if keys[key] == nil { keys[key] = line }
      default:
        break
      }
    }
    return (keys, root)
  }

  /// Why a path could not be read, in words a user can act on.
  static func readProblem(_ path: String) -> String {
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
}

extension Data {
  /// The bytes as 16-bit code units.
  fileprivate func utf16Units(bigEndian: Bool) -> [UInt16] {
    let bytes = [UInt8](self)
    return stride(from: 0, to: bytes.count - 1, by: 2).map { index in
      let (high, low) =
        bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
      return UInt16(high) << 8 | UInt16(low)
    }
  }
}
