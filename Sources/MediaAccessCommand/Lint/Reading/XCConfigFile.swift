internal import Foundation

/// Reads an `.xcconfig` file into build-setting assignments, following `#include` (which
/// should exist) and `#include?` (which may not), with the line of each assignment.
enum XCConfigFile {
  /// An `#include` whose file is not there: the rest is still read, and the settings it would
  /// have set are unknown.
  struct MissingInclude: Equatable {
    /// The path the `#include` names, from the including file's folder.
    let file: String
    /// The `#include` line.
    let includedBy: SourcePosition
    /// Why it cannot be read: `no such file or directory`.
    let problem: String
  }

  /// What a file and the files it includes set.
  struct Contents {
    /// In the order they apply: an included file's lines where the `#include` is.
    var assignments: [BuildSettings.Assignment] = []
    /// The `#include`s, at any depth, whose files are not there.
    var missing: [MissingInclude] = []
  }

  /// The assignments of the file at `path` and the files it includes, and the includes that
  /// are missing.
  ///
  /// - Parameters:
  ///   - projectFolder: The project's folder, where a relative `#include` is also looked for
  ///     when it is not beside the including file: Flutter's `ios/Flutter/Debug.xcconfig`
  ///     includes `Pods/…`, which lies in `ios/`.
  ///   - including: The files including this one, to refuse an include cycle.
  /// - Throws: ``UnreadableInput`` for a file that cannot be read, a line that is neither a
  ///   setting, an include nor a comment, or a cycle.
  static func read(
    at path: String, projectFolder: String? = nil, including: [String] = []
  ) throws(UnreadableInput) -> Contents {
    // A file read without error is read the same from any file including it: a cycle
    // through it would have been an error.
    let cacheKey = "\(projectFolder ?? "")\u{0}\(path)"
    if let known = cache.value(for: cacheKey) { return known }
    let canonical = FileStatus.canonicalPath(path)
    if including.contains(canonical) {
      throw UnreadableInput(file: path, problem: "includes itself through #include")
    }
    let data = try PropertyListReader.data(at: path)
    let text = try PropertyListReader.text(of: data, path: path)
    let directory = (path as NSString).deletingLastPathComponent
    var contents = Contents()
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
          (target.hasPrefix("/") ? target : (directory as NSString).appendingPathComponent(target))
          .withoutDotSegments
        let inProject = projectFolder.map {
          ($0 as NSString).appendingPathComponent(target).withoutDotSegments
        }
        let included: String
        do throws(UnreadableInput) {
          do throws(UnreadableInput) {
            included = try FileStatus.resolvingCase(written)
          } catch {
            guard let inProject, !target.hasPrefix("/") else { throw error }
            included = try FileStatus.resolvingCase(inProject)
          }
        } catch {
          // A gitignored file made by a template or a generator: named with what it costs.
          if !optional {
            contents.missing.append(
              MissingInclude(
                file: written, includedBy: SourcePosition(file: path, line: lineNumber),
                problem: error.problem))
          }
          continue
        }
        // A problem inside the included file is reported at its own line.
        let nested = try Self.read(
          at: included, projectFolder: projectFolder, including: including + [canonical])
        contents.assignments += nested.assignments
        contents.missing += nested.missing
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
      contents.assignments.append(assignment)
    }
    cache.store(contents, for: cacheKey)
    return contents
  }

  /// The files read in this run, by project folder and path as given.
  static let cache = ReadCache<Contents>()
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

  /// The command that writes a generated `.xcconfig`, when `path` is one a tool makes:
  /// CocoaPods' under `Pods/`, Flutter's `Generated.xcconfig` and `ephemeral/` files.
  static func generator(for path: String) -> String? {
    if path.isUnderPods { return .runPodInstall }
    let name = (path as NSString).lastPathComponent
    let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
    if (name == "Generated.xcconfig" && folder == "Flutter")
      || (folder == "ephemeral" && name.hasPrefix("Flutter-"))
    {
      return "run `flutter pub get` (or `flutter build`) first"
    }
    return nil
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
