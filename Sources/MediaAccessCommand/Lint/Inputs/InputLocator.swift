internal import Foundation

/// Turns the paths given to `lint` into the Info.plist files and Xcode projects to audit.
///
/// A file is audited whatever its name; a directory is searched, hidden folders such as
/// `.build` and `.git` and build output (``isBuildOutput(_:in:beside:)``) excepted, for files
/// named `Info.plist` and for `.xcodeproj` bundles (and the projects an `.xcworkspace` names). Symbolic links are followed, a folder reached
/// twice is searched once, and each file is audited once however it is named. A folder that
/// cannot be listed, a link that leads nowhere, or an `Info.plist` that is not a regular file
/// is reported: what was not read is never called clean.
///
/// An Info.plist found inside a project's folder is left to the project, which audits it as
/// the target it belongs to or not at all; a folder holding a generator's spec and no project
/// (``GeneratedProjectSpec``) is reported and not searched.
struct InputLocator {
  /// What the paths hold.
  struct Inputs {
    var infoPlists: [String] = []
    /// The projects, and whether each was named on the command line.
    var projects: [(path: String, named: Bool)] = []
    /// The workspaces named on the command line and the projects each lists: a workspace
    /// is audited for its application targets wherever they are, so one of its projects
    /// without any (CocoaPods' `Pods.xcodeproj`, a framework's) is not an error of its own.
    var namedWorkspaces: [(path: String, projects: [String])] = []
    var unreadable: [UnreadableInput] = []
  }

  /// The file name searched for in directories.
  static let infoPlistName = "Info.plist"

  /// Lists a folder; replaced in tests to make a listing fail.
  var list: (String) throws(UnreadableInput) -> [String] = { path throws(UnreadableInput) in
    try FileStatus.contents(ofDirectory: path)
  }

  private var inputs = Inputs()
  private var seen: Set<FileStatus.Identity> = []
  /// Whether each folder searched held anything to audit or report, its subfolders' included,
  /// so a folder named again, or inside one named before, is known to be covered.
  private var foundUnder: [FileStatus.Identity: Bool] = [:]
  /// How many build output folders searches skipped, to say so when a folder held nothing else.
  private var skippedBuildOutput = 0
  /// The Info.plist files found by searching a folder rather than named.
  private var foundInfoPlists: Set<String> = []

  /// The inputs at or under `paths`.
  mutating func locate(_ paths: [String]) -> Inputs {
    inputs = Inputs()
    seen = []
    foundUnder = [:]
    foundInfoPlists = []
    for path in paths {
      add(argument: path)
    }
    // An Info.plist found in a project's folder is one of its targets': audited as that
    // target, or not at all — an extension's or a test bundle's plist is not an app.
    let projectFolders = inputs.projects.map { ($0.path as NSString).deletingLastPathComponent }
    inputs.infoPlists.removeAll { path in
      foundInfoPlists.contains(path) && projectFolders.contains { path.isInside(folder: $0) }
    }
    return inputs
  }

  private mutating func add(argument path: String) {
    let status: FileStatus
    do {
      status = try FileStatus.of(path)
    } catch {
      inputs.unreadable.append(error)
      return
    }
    let name = (path as NSString).lastPathComponent
    switch status.kind {
    case .directory where name.hasSuffix(".xcodeproj"):
      addProject(path, status, named: true)
    case .directory where name.hasSuffix(".xcworkspace"):
      if seen.insert(status.identity).inserted { addWorkspace(path, named: true) }
    case .directory:
      // A folder already searched — named twice, or inside or around one named before —
      // was covered then; only one with nothing under it at all is an error.
      let skippedBefore = skippedBuildOutput
      let found =
        seen.insert(status.identity).inserted
        ? search(path, status.identity) : foundUnder[status.identity] ?? false
      if !found {
        inputs.unreadable.append(
          UnreadableInput(
            file: path,
            problem: "no \(Self.infoPlistName) or Xcode project in this directory"
              + (skippedBuildOutput > skippedBefore
                ? " (build products are skipped; name an \(Self.infoPlistName) to audit it)" : "")
          ))
      }
    case .regularFile where name == "project.pbxproj":
      let project = (path as NSString).deletingLastPathComponent
      if let projectStatus = try? FileStatus.of(project) {
        addProject(project, projectStatus, named: true)
      }
    case .regularFile
    where GeneratedProjectSpec.find(
      in: (path as NSString).deletingLastPathComponent, names: [name]
    ) != nil:
      // A generator's spec named on its own: the project it makes is what can be audited.
      let folder = (path as NSString).deletingLastPathComponent
      let names = (try? list(folder.isEmpty ? "." : folder)) ?? [name]
      if let spec = GeneratedProjectSpec.find(in: folder, names: names), spec.path == path {
        inputs.unreadable.append(spec.unreadable)
      } else {
        inputs.unreadable.append(
          UnreadableInput(
            file: path, problem: "a project generator's spec; name the project it generates"))
      }
    default:
      // Any other file is read as an Info.plist; what it is not is said when it is read.
      if seen.insert(status.identity).inserted { inputs.infoPlists.append(path) }
    }
  }

  private mutating func addProject(_ path: String, _ status: FileStatus, named: Bool) {
    if seen.insert(status.identity).inserted { inputs.projects.append((path, named)) }
  }

  /// Searches `directory`, returning whether it held anything to audit or report.
  private mutating func search(_ directory: String, _ identity: FileStatus.Identity) -> Bool {
    let names: [String]
    do {
      names = try list(directory)
    } catch {
      inputs.unreadable.append(error)
      foundUnder[identity] = true
      return true
    }
    var found = false
    defer { foundUnder[identity] = found }
    if let generated = GeneratedProjectSpec.find(in: directory, names: names) {
      // The project is made from this file and not made yet: its Info.plist files are not
      // apps on their own, and nothing is audited until it is generated.
      inputs.unreadable.append(generated.unreadable)
      found = true
      return found
    }
    for name in names where !name.hasPrefix(".") {
      let path = (directory as NSString).appendingPathComponent(name)
      let status: FileStatus
      do {
        status = try FileStatus.of(path)
      } catch {
        // A link to nothing is only a problem where lint would have read what it names.
        if error.problem != "is a symbolic link to nothing" || Self.isRelevant(name) {
          inputs.unreadable.append(error)
          found = true
        }
        continue
      }
      switch status.kind {
      case .directory where name.hasSuffix(".xcodeproj"):
        addProject(path, status, named: false)
        found = true
      case .directory where name.hasSuffix(".xcworkspace"):
        if seen.insert(status.identity).inserted { addWorkspace(path, named: false) }
        found = true
      case .directory where Self.isBuildOutput(name, in: directory, beside: names):
        skippedBuildOutput += 1
      case .directory:
        // A folder reached again, through a link or a loop, is searched once.
        let foundInside =
          seen.insert(status.identity).inserted
          ? search(path, status.identity) : foundUnder[status.identity] ?? false
        found = found || foundInside
      case .regularFile where name == Self.infoPlistName:
        if seen.insert(status.identity).inserted {
          inputs.infoPlists.append(path)
          foundInfoPlists.insert(path)
        }
        found = true
      case .other where name == Self.infoPlistName:
        // A pipe or a device by that name would be skipped silently, yet the app may be
        // meant to read it: reported, as a link to nothing is.
        inputs.unreadable.append(UnreadableInput(file: path, problem: "is not a regular file"))
        found = true
      default:
        continue
      }
    }
    return found
  }

  /// The bundle extensions of build products: their Info.plist files are built, or are other
  /// vendors' frameworks, not the app's sources.
  static let productExtensions = ["app", "appex", "framework", "xcframework", "xcarchive"]

  /// Whether a folder holds build output or vendored binaries rather than the app's sources:
  /// a product bundle, `DerivedData`, `Carthage/Build`, or CocoaPods' `Pods` beside a
  /// `Podfile`. Searching them would audit frameworks and built copies as apps; named on the
  /// command line, they are still read.
  static func isBuildOutput(_ name: String, in parent: String, beside names: [String]) -> Bool {
    if productExtensions.contains((name as NSString).pathExtension) { return true }
    switch name {
    case "DerivedData": return true
    case "Build": return (parent as NSString).lastPathComponent == "Carthage"
    case "Pods": return names.contains("Podfile") || names.contains("Podfile.lock")
    default: return false
    }
  }

  private static func isRelevant(_ name: String) -> Bool {
    name == infoPlistName || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
      || name.hasSuffix(".lproj")
  }

  /// A workspace's project that cannot be found; CocoaPods makes `Pods/Pods.xcodeproj` when
  /// it installs, so its absence says what to run.
  private static func missingProject(_ error: UnreadableInput) -> UnreadableInput {
    guard error.problem == FileStatus.noSuchFile, error.file.isUnderPods else {
      return error
    }
    return UnreadableInput(file: error.file, problem: error.problem + "; " + .runPodInstall)
  }

  /// The projects a workspace names, wherever they are.
  private mutating func addWorkspace(_ path: String, named: Bool) {
    let dataPath = (path as NSString).appendingPathComponent("contents.xcworkspacedata")
    let text: String
    do {
      text = try PropertyListReader.text(of: PropertyListReader.data(at: dataPath), path: dataPath)
    } catch {
      inputs.unreadable.append(error)
      return
    }
    let projects: [String]
    do {
      projects = try WorkspaceContents.projects(
        in: text, workspacePath: path, dataPath: dataPath)
    } catch {
      inputs.unreadable.append(error)
      return
    }
    if projects.isEmpty && named {
      // Named to be audited, it audits nothing: not a clean run.
      inputs.unreadable.append(
        UnreadableInput(file: path, problem: "no Xcode project in this workspace"))
    }
    if named { inputs.namedWorkspaces.append((path, projects)) }
    for project in projects {
      do {
        addProject(project, try FileStatus.of(project), named: false)
      } catch {
        inputs.unreadable.append(Self.missingProject(error))
      }
    }
  }
}
