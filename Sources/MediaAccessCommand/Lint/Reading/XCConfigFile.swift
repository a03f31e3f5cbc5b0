internal import Foundation

/// Reads an `.xcconfig` file into build-setting assignments, following `#include` (which must
/// exist) and `#include?` (which may not), with the line of each assignment.
enum XCConfigFile {
  /// The assignments of the file at `path` and the files it includes, in the order they
  /// apply: an included file's lines where the `#include` is.
  ///
  /// - Parameter including: The files including this one, to refuse an include cycle.
  /// - Throws: ``UnreadableInput`` for a file that cannot be read, a line that is neither a
  ///   setting, an include nor a comment, a missing `#include`, or a cycle.
  static func assignments(at path: String, including: [String] = []) throws(UnreadableInput)
    -> [BuildSettings.Assignment]
  {
    // A file read without error is read the same from any file including it: a cycle
    // through it would have been an error.
    if let known = cache.value(for: path) { return known }
    let canonical = FileStatus.canonicalPath(path)
    if including.contains(canonical) {
      throw UnreadableInput(file: path, problem: "includes itself through #include")
    }
    let data = try PropertyListReader.data(at: path)
    let text = try PropertyListReader.text(of: data, path: path)
    let directory = (path as NSString).deletingLastPathComponent
    var assignments: [BuildSettings.Assignment] = []
    for (index, rawLine) in text.linesByLineFeed.enumerated() {
      let lineNumber = index + 1
      let line = rawLine.withoutComment.trimming(" \t\r\u{FEFF}")
      if line.isEmpty { continue }
      if line.hasPrefix("#include") {
        let optional = line.hasPrefix("#include?")
        let target = String(line.dropFirst(optional ? 9 : 8)).trimming(" \t\"")
        guard !target.isEmpty else {
          throw UnreadableInput(file: path, line: lineNumber, problem: "#include names no file")
        }
        // A path into Xcode itself (`<DEVELOPER_DIR>/…`) is not on this machine.
        if target.hasPrefix("<") { continue }
        let written =
          target.hasPrefix("/") ? target : (directory as NSString).appendingPathComponent(target)
        let included: String
        do {
          included = try FileStatus.resolvingCase(written)
        } catch {
          if optional { continue }
          throw UnreadableInput(
            file: path, line: lineNumber,
            problem: "#include \"\(target.singleLine)\": \(error.problem)")
        }
        // A problem inside the included file is reported at its own line.
        assignments += try Self.assignments(at: included, including: including + [canonical])
        continue
      }
      guard let equals = line.assignmentEquals,
        let assignment = BuildSettings.Assignment(
          written: String(line[..<equals]),
          value: String(line[line.index(after: equals)...]).settingValue,
          position: SourcePosition(file: path, line: lineNumber))
      else {
        throw UnreadableInput(
          file: path, line: lineNumber,
          problem: "not a build setting, an #include or a comment: \(line.singleLine)")
      }
      assignments.append(assignment)
    }
    cache.store(assignments, for: path)
    return assignments
  }

  /// The files read in this run, by path as given.
  static let cache = ReadCache<[BuildSettings.Assignment]>()
}

extension XCConfigFile {
  /// The committed template a gitignored `.xcconfig` is made from, when one lies beside it:
  /// `App.xcconfig.template`, `App.template.xcconfig`, and the same with `example` or `sample`.
  static func template(for path: String) -> String? {
    let stem = (path as NSString).deletingPathExtension
    let candidates = ["template", "example", "sample"].flatMap { word in
      [path + "." + word, stem + "." + word + ".xcconfig"]
    }
    return candidates.first { (try? FileStatus.of($0))?.kind == .regularFile }
  }
}

extension String {
  /// The `=` between a setting's key, conditions included (`KEY[sdk=iphoneos*]`), and its
  /// value: the first one outside brackets.
  fileprivate var assignmentEquals: String.Index? {
    var depth = 0
    for index in indices {
      switch self[index] {
      case "[": depth += 1
      case "]": depth -= 1
      case "=" where depth == 0: return index
      default: continue
      }
    }
    return nil
  }

  /// The line without a `//` comment. An `.xcconfig` has no quoting: `//` always starts one.
  fileprivate var withoutComment: String {
    var previous: UInt8 = 0
    for index in utf8.indices {
      let byte = utf8[index]
      if byte == UInt8(ascii: "/") && previous == byte {
        return String(decoding: utf8[..<utf8.index(before: index)], as: UTF8.self)
      }
      previous = byte
    }
    return self
  }

  /// A value without the spaces around it and an optional `;` at its end.
  fileprivate var settingValue: String {
    var value = trimming(" \t")
    if value.hasSuffix(";") { value = String(value.dropLast()).trimming(" \t") }
    return value
  }
}
