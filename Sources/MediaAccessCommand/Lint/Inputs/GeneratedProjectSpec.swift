internal import Foundation

/// A project generator's spec in a folder that has no Xcode project yet: XcodeGen's
/// `project.yml` or Tuist's `Project.swift` / `Workspace.swift`. The project Xcode builds is made
/// from it and is not committed; lint cannot audit what is not there, and says how to make it.
struct GeneratedProjectSpec {
  /// The spec's path.
  let path: String
  /// The generator's name.
  let generator: String
  /// The command that makes the project.
  let command: String

  /// The error that stands for the project not yet generated.
  var unreadable: UnreadableInput {
    UnreadableInput(
      file: path,
      problem:
        "no Xcode project found; \(generator) generates it from this file: run `\(command)`, "
        + "then lint the project")
  }

  /// The spec in `directory`, whose entries are `names`, when no project or workspace is
  /// beside it.
  static func find(in directory: String, names: [String]) -> GeneratedProjectSpec? {
    guard
      !names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") })
    else { return nil }
    func spec(_ name: String, mentioning marker: String) -> String? {
      guard names.contains(name) else { return nil }
      let path = (directory as NSString).appendingPathComponent(name)
      // Any file may be called `Project.swift`: a spec is known by what it says.
      guard let data = try? PropertyListReader.data(at: path),
        String(decoding: data, as: UTF8.self).contains(marker)
      else { return nil }
      return path
    }
    for name in ["project.yml", "project.yaml", "project.json"] {
      if let path = spec(name, mentioning: "targets") {
        return GeneratedProjectSpec(path: path, generator: "XcodeGen", command: "xcodegen generate")
      }
    }
    for name in ["Workspace.swift", "Project.swift"] {
      if let path = spec(name, mentioning: "import ProjectDescription") {
        return GeneratedProjectSpec(path: path, generator: "Tuist", command: "tuist generate")
      }
    }
    return nil
  }
}
