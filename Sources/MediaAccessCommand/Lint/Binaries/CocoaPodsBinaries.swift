internal import Foundation

/// The vendored frameworks and libraries of a target's pods (`vendored_frameworks`,
/// `vendored_libraries`), as the linker finds them: each `-framework` and `-l` of the
/// `OTHER_LDFLAGS` that CocoaPods writes in the `Pods-<App>` configurations, looked for in
/// their search paths inside the `Pods` folder (`${PODS_ROOT}/…`), and an XCFramework
/// (`${PODS_XCFRAMEWORKS_BUILD_DIR}/<Pod>`, which a build copies it to) in its pod's folder.
///
/// A pod built from its sources is a product of the build, in no search path inside `Pods`:
/// its code is read as sources instead (``CodeScan``).
enum CocoaPodsBinaries {
  /// The most entries of a pod's folder searched for an XCFramework.
  static let searchLimit = 10_000

  /// The vendored binaries `target` links through its pods; none when its configurations are
  /// not CocoaPods'.
  static func linked(by target: XcodeProject.Target, in project: XcodeProject) -> [LinkedBinary] {
    let marker = "/Pods/Target Support Files/"
    guard let base = CodeScan.podsConfiguration(of: target, in: project, marker: marker)
    else { return [] }
    let prefixed = "/" + base
    guard let range = prefixed.range(of: marker) else { return [] }
    let parent = String(prefixed[..<range.lowerBound].dropFirst())
    let podsFolder = parent.joiningPath("Pods")
    // Each configuration's file of the aggregate target: a vendored binary may be linked in
    // one only.
    let folder = base.parentPath
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
        $0.hasSuffix(".xcconfig")
      }.sorted()
    var flags: [String] = []
    var searchPaths: [String] = []
    for name in names {
      guard
        let contents = try? XCConfigFile.read(
          at: folder.joiningPath(name), projectFolder: project.sourceRoot)
      else { continue }
      for assignment in contents.assignments {
        switch assignment.key {
        case "OTHER_LDFLAGS": flags += words(assignment.value)
        case "FRAMEWORK_SEARCH_PATHS", "LIBRARY_SEARCH_PATHS":
          searchPaths += words(assignment.value)
        default: continue
        }
      }
    }
    var frameworks: [String] = []
    var libraries: [String] = []
    var index = flags.startIndex
    while index < flags.endIndex {
      let flag = flags[index]
      if flag == "-framework" || flag == "-weak_framework", index + 1 < flags.endIndex {
        frameworks.append(flags[index + 1])
        index += 1
      } else if flag.hasPrefix("-l"), flag.count > 2 {
        libraries.append(String(flag.dropFirst(2)))
      }
      index += 1
    }
    guard !frameworks.isEmpty || !libraries.isEmpty else { return [] }
    var folders: [String] = []
    var xcframeworkPods: [String] = []
    for path in searchPaths {
      for root in ["${PODS_ROOT}/", "$(PODS_ROOT)/"] where path.hasPrefix(root) {
        let inPods = podsFolder.joiningPath(String(path.dropFirst(root.count)))
        if !folders.contains(inPods) { folders.append(inPods) }
      }
      for root in ["${PODS_XCFRAMEWORKS_BUILD_DIR}/", "$(PODS_XCFRAMEWORKS_BUILD_DIR)/"]
      where path.hasPrefix(root) {
        let pod = path.dropFirst(root.count).split(separator: "/").first.map(String.init)
        if let pod, !xcframeworkPods.contains(pod) { xcframeworkPods.append(pod) }
      }
    }
    var found: [LinkedBinary] = []
    func add(_ path: String) {
      let binary = LinkedBinary(path: path)
      if !found.contains(binary) { found.append(binary) }
    }
    let files = FileManager.default
    for folder in folders {
      for name in frameworks where files.fileExists(atPath: folder.joiningPath(name + ".framework"))
      {
        add(folder.joiningPath(name + ".framework"))
      }
      for name in libraries {
        for file in ["lib\(name).a", "lib\(name).dylib"]
        where files.fileExists(atPath: folder.joiningPath(file)) {
          add(folder.joiningPath(file))
        }
      }
    }
    let wanted = Set(frameworks + libraries + libraries.map { "lib" + $0 })
    for pod in xcframeworkPods {
      for path in xcframeworks(in: podsFolder.joiningPath(pod), named: wanted) { add(path) }
    }
    return found
  }

  /// The `.xcframework` folders under `folder` whose names, less the extension, are in
  /// `names`; bundles are not searched inside.
  private static func xcframeworks(in folder: String, named names: Set<String>) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [String] = []
    var seen = 0
    while let relative = enumerator.nextObject() as? String, seen < searchLimit {
      seen += 1
      let name = relative.lastPathSegment
      guard
        name.hasSuffix(".xcframework") || name.hasSuffix(".framework")
          || name.hasSuffix(".bundle") || name.hasPrefix(".")
      else { continue }
      enumerator.skipDescendants()
      if name.hasSuffix(".xcframework"), names.contains(String(name.dropLast(12))) {
        found.append(folder.joiningPath(relative))
      }
    }
    return found.sorted()
  }

  /// The words of a build setting's value, as the shell splits them: a double-quoted part
  /// keeps its spaces, and loses its quotes.
  static func words(_ value: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    var started = false
    for character in value {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if !quoted && (character == " " || character == "\t") {
        if started { words.append(word) }
        word = ""
        started = false
      } else {
        word.append(character)
        started = true
      }
    }
    if started { words.append(word) }
    return words
  }
}
