internal import Foundation

/// Where the resolved checkouts of a project's remote Swift packages are, found without a
/// build.
///
/// `xcodebuild` and Xcode clone a project's packages into
/// `<DerivedData>/<Workspace>-<hash>/SourcePackages/checkouts/<name>`; the DerivedData folder
/// is `~/Library/Developer/Xcode/DerivedData` unless Xcode's Locations preference (read here),
/// `-derivedDataPath` or the workspace's settings move it, and `-clonedSourcePackagesDirPath
/// <dir>` puts the checkouts in `<dir>/checkouts` instead. The `<hash>` cannot be computed
/// from the project here, but each project folder of DerivedData holds an `info.plist` whose
/// `WorkspacePath` names the workspace or project it builds, and that is what is matched.
/// SwiftPM's own `.build/checkouts` and a `SourcePackages/checkouts` beside the project
/// (`-clonedSourcePackagesDirPath SourcePackages`) are looked for first.
///
/// A DerivedData folder `-derivedDataPath` or the workspace's own settings choose, or a
/// cloned-packages folder elsewhere, cannot be known: a
/// checkout found in none of these places is reported as not read, and `--package-checkouts`
/// names the folder.
struct PackageCheckouts {
  /// `--package-checkouts`: folders holding checkouts (`…/checkouts`), a
  /// `-clonedSourcePackagesDirPath` folder, or a `-derivedDataPath` folder.
  var given: [String] = []
  /// The user's home, where Xcode's default DerivedData folder and its preferences are;
  /// `nil` without one.
  var home: String? = ProcessInfo.processInfo.environment["HOME"]

  /// The folders that may hold `project`'s checkouts, in the order they are looked in.
  func folders(for project: XcodeProject) -> [String] {
    var folders = ["SourcePackages/checkouts", ".build/checkouts"].map {
      project.sourceRoot.joiningPath($0)
    }
    for folder in given {
      folders += [
        folder, folder.joiningPath("checkouts"), folder.joiningPath("SourcePackages/checkouts"),
      ]
    }
    folders += derivedDataFolders(for: project).map { $0.joiningPath("SourcePackages/checkouts") }
    return folders
  }

  /// The checkout of the package `name` in one of `folders`: the folder of that name, or of
  /// that name in another case (Xcode names a checkout after the package's identity).
  static func checkout(of name: String, in folders: [String]) -> String? {
    for folder in folders {
      let exact = folder.joiningPath(name)
      if FileManager.default.fileExists(atPath: exact) { return exact }
      let lowered = name.lowercased()
      if let entries = try? FileManager.default.contentsOfDirectory(atPath: folder),
        let match = entries.sorted().first(where: { $0.lowercased() == lowered })
      {
        return folder.joiningPath(match)
      }
    }
    return nil
  }

  /// The DerivedData folders Xcode may build `project` in: the one its Locations preference
  /// names (`IDECustomDerivedDataLocation`, absolute, or relative to the project's folder),
  /// then the default one in the user's home.
  private func derivedDataRoots(for project: XcodeProject) -> [String] {
    guard let home else { return [] }
    var roots: [String] = []
    let preferences = home.joiningPath("Library/Preferences/com.apple.dt.Xcode.plist")
    if let data = FileManager.default.contents(atPath: preferences),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any],
      let custom = plist["IDECustomDerivedDataLocation"] as? String, !custom.isEmpty
    {
      roots.append(custom.hasPrefix("/") ? custom : project.sourceRoot.joiningPath(custom))
    }
    return roots + [home.joiningPath("Library/Developer/Xcode/DerivedData")]
  }

  /// The project folders of Xcode's DerivedData that build `project`: their `info.plist`
  /// names the project, its own workspace, or a workspace beside it.
  private func derivedDataFolders(for project: XcodeProject) -> [String] {
    derivedDataRoots(for: project).flatMap { derivedDataFolders(in: $0, for: project) }
  }

  private func derivedDataFolders(in derivedData: String, for project: XcodeProject) -> [String] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: derivedData)
    else { return [] }
    let directory = FileManager.default.currentDirectoryPath
    // Compared without links, as a temporary folder's path may be one.
    let projectPath =
      ((project.path.hasPrefix("/") ? project.path : directory.joiningPath(project.path))
      as NSString).resolvingSymlinksInPath
    let projectFolder = projectPath.parentPath
    return entries.sorted().compactMap { entry in
      let folder = derivedData.joiningPath(entry)
      // Not recorded for the stamp: Xcode rewrites the file in every build.
      guard let data = FileManager.default.contents(atPath: folder.joiningPath("info.plist")),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
          as? [String: Any],
        let written = plist["WorkspacePath"] as? String
      else { return nil }
      let workspace = (written as NSString).resolvingSymlinksInPath
      let matches =
        workspace == projectPath || workspace == projectPath.joiningPath("project.xcworkspace")
        || (workspace.hasSuffix(".xcworkspace") && workspace.parentPath == projectFolder)
      return matches ? folder : nil
    }
  }
}
