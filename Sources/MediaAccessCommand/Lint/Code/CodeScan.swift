internal import Foundation
internal import MediaAccess

/// The calls a target's code makes that ask for a source (``CodeCallTable``): in the files it
/// compiles, and in its dependencies' whose sources are on disk.
///
/// A dependency's calls count because App Store Connect and the system judge the app by them
/// as by the app's own. Which dependency files count is bounded, so that a checkout's tests
/// and examples never do:
/// - a framework or library target of the same project the target depends on
///   (`PBXTargetDependency`, followed through its own): its files as the target's are read;
/// - a pod of a committed `Pods/` folder: the files of the pod's target in `Pods.xcodeproj`
///   that the app's `Pods-<App>` aggregate target depends on;
/// - a Swift package the target links a product of: the files under the package's `Sources/`
///   folder, in the project's folder for a local package, or in a resolved checkout
///   (`SourcePackages/checkouts/<name>`, `.build/checkouts/<name>`) for a remote one.
struct CodeScan {
  /// One call found.
  struct Call {
    let file: String
    let line: Int
    let column: Int
    let call: CodeCall
    /// The dependency whose file it is, such as `Pods/GPUImage`; `nil` for the target's own.
    let dependency: String?
    /// Whether it counts for each platform of the scan's ``CodeConditions``: its `#if`
    /// blocks compile it there, and its framework exists there (``CodeFramework``).
    let platforms: [Bool]
  }

  /// The calls found, in the order the files were read.
  private(set) var calls: [Call] = []
  /// How many files were read.
  private(set) var filesRead = 0
  /// The files listed for the target that could not be read (not on disk, or not readable),
  /// each with why and the dependency whose file it is: their calls are not known.
  private(set) var unread: [(input: UnreadableInput, dependency: String?)] = []
  /// The type declarations of the Swift files read, for ``SubclassCustomizations``: read
  /// from the tokens the scan makes, so that the rule reads no file again; `nil` when the
  /// matcher's filter does not keep ``SwiftTypeDeclarations/keywords``.
  private(set) var typeDeclarations: SwiftTypeDeclarations?
  /// Whether the code of a Swift file read may declare one of
  /// ``SubclassCustomizations/members`` (``SubclassCustomizations/Names/mayDeclareMember(_:)``;
  /// a comment, a string or a block ruled out by ``conditions`` does not count): without one,
  /// the rule has nothing to report.
  private(set) var mayDeclareCustomization = false

  /// The most files read for one target, its dependencies included.
  static let fileLimit = 20_000
  /// A larger file is generated or vendored data, not code that asks: skipped.
  static let byteLimit = 4 << 20

  private let matcher: CodeCallMatcher
  /// The platforms the code is compiled for: a block none of them compiles is not read.
  let conditions: CodeConditions
  /// The rule's names in the matcher's filter; `nil` when it does not keep them all, and
  /// every Swift file is taken to declare a member.
  private let customizationNames: SubclassCustomizations.Names?

  init(matcher: CodeCallMatcher = .standard, conditions: CodeConditions = .unknown) {
    self.matcher = matcher
    self.conditions = conditions
    customizationNames = SubclassCustomizations.Names(in: matcher.names)
    typeDeclarations = SwiftTypeDeclarations(
      in: matcher.names, properties: SubclassCustomizations.members)
  }

  /// Scans the code of `target` in `project`, compiled for the platforms of `conditions`
  /// (its dependencies' too, built for the same).
  static func of(
    _ target: XcodeProject.Target, in project: XcodeProject,
    conditions: CodeConditions = .unknown
  ) -> CodeScan {
    of(sources(of: target, in: project), conditions: conditions)
  }

  /// Scans the files of `sources` (``sources(of:in:)``), compiled for the platforms of
  /// `conditions`.
  static func of(_ sources: [Source], conditions: CodeConditions = .unknown) -> CodeScan {
    var scan = CodeScan(conditions: conditions)
    for source in sources {
      scan.read(source.files, dependency: source.dependency)
    }
    return scan
  }

  /// The framework and library targets of the same project that `target` depends on, and
  /// those they depend on: built into the app, unlike an extension, which is audited as its
  /// own target.
  static func linkedLibraries(
    of target: XcodeProject.Target, in project: XcodeProject
  ) -> [XcodeProject.Target] {
    let libraryTypes = [
      "com.apple.product-type.framework", "com.apple.product-type.library.static",
      "com.apple.product-type.library.dynamic",
    ]
    var found: [XcodeProject.Target] = []
    var pending = target.code.dependencies
    while let name = pending.popLast() {
      guard !found.contains(where: { $0.name == name }), name != target.name,
        let library = project.targets.first(where: { $0.name == name }),
        libraryTypes.contains(library.productType)
      else { continue }
      found.append(library)
      pending += library.code.dependencies
    }
    return found
  }

  /// The files a target's project lists for it, and those its synchronized folders hold.
  static func files(of code: XcodeProject.CodeFiles) -> [String] {
    var files = code.listed
    for folder in code.folders {
      files += filesWithin(folder.path).filter { !folder.excluded.contains($0) }
    }
    return files + code.added
  }

  /// The Swift and Objective-C files in `folder` and the folders in it, hidden ones aside,
  /// in name order; a folder that cannot be listed holds none.
  ///
  /// Listed with `readdir(3)` and `stat(2)` rather than `FileManager`'s enumerator, which
  /// costs several times as many instructions per entry; a folder reached twice through
  /// links is listed once.
  static func filesWithin(_ folder: String) -> [String] {
    var files: [String] = []
    var visited: Set<FileStatus.Identity> = []
    var pending = [folder]
    while let current = pending.popLast(), files.count < fileLimit {
      guard let status = try? FileStatus.of(current), status.kind == .directory,
        visited.insert(status.identity).inserted,
        let names = try? FileStatus.contents(ofDirectory: current)
      else { continue }
      for name in names where !name.hasPrefix(".") {
        let path = current.joiningPath(name)
        if CodeTokenizer.language(ofFile: name) != nil,
          (try? FileStatus.of(path).kind) == .regularFile
        {
          files.append(path)
        } else {
          pending.append(path)
        }
      }
    }
    return Array(files.sorted().prefix(fileLimit))
  }

  private mutating func read(_ files: [String], dependency: String?) {
    for file in files {
      guard filesRead < Self.fileLimit, let language = CodeTokenizer.language(ofFile: file)
      else { continue }
      guard let data = FileManager.default.contents(atPath: file) ?? contents(ofMissing: file)
      else {
        unread.append((Self.whyUnreadable(file), dependency))
        continue
      }
      // Read, it is an input of the result, even when too large to scan.
      FilesRead.shared.record(file)
      guard data.count <= Self.byteLimit else { continue }
      filesRead += 1
      let tokenizer = CodeTokenizer(
        language: language, names: matcher.names, conditions: conditions)
      let tokens = tokenizer.stream([UInt8](data))
      if language == .swift {
        mayDeclareCustomization =
          mayDeclareCustomization || (customizationNames?.mayDeclareMember(tokens) ?? true)
        typeDeclarations?.read(tokens, file: file)
      }
      for match in matcher.matches(in: tokens, language: language) {
        var platforms = tokens.platforms(ofToken: match.token, count: conditions.platforms.count)
        for (index, platform) in conditions.platforms.enumerated()
        where !match.call.framework.exists(on: platform) {
          platforms[index] = false
        }
        // A call no platform of the target has is not the target's.
        guard platforms.contains(true) else { continue }
        calls.append(
          Call(
            file: file, line: match.line, column: match.column, call: match.call,
            dependency: dependency, platforms: platforms))
      }
    }
  }

  /// The contents of `file`, which is not on disk as named, under the one name a Mac would
  /// find it by (``FileStatus/resolvingCase(_:)``); `nil` when there is none.
  private func contents(ofMissing file: String) -> Data? {
    guard let found = try? FileStatus.resolvingCase(file), found != file else { return nil }
    return FileManager.default.contents(atPath: found)
  }

  /// Why `file` cannot be read, as the report names it.
  private static func whyUnreadable(_ file: String) -> UnreadableInput {
    do {
      let found = try FileStatus.resolvingCase(file)
      let kind = try FileStatus.of(found).kind
      return UnreadableInput(
        file: file, problem: kind == .directory ? "is a folder" : "cannot be read")
    } catch {
      return UnreadableInput(file: file, problem: error.problem)
    }
  }

  /// Whether `call` counts for `platform`: one of the scan's platforms that compiles it, or,
  /// for a platform the scan does not build for, its framework existing there.
  func counts(_ call: Call, on platform: CodeConditions.Platform) -> Bool {
    guard let index = conditions.platforms.firstIndex(of: platform) else {
      return call.call.framework.exists(on: platform)
    }
    return call.platforms[index]
  }

  /// The calls that ask for each key, in the order found.
  func calls(asking sources: [BuiltInSource]?) -> [UsageDescriptionKey: [Call]] {
    var byKey: [UsageDescriptionKey: [Call]] = [:]
    for call in calls {
      for source in call.call.sources where sources?.contains(source) ?? true {
        byKey[source.usageDescriptionKey, default: []].append(call)
      }
    }
    return byKey
  }
}
