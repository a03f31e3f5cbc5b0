internal import Foundation

/// What lint needs from an `.xcodeproj`: its targets and their build configurations, the
/// project's own configurations, and where the files they name are on disk.
///
/// `project.pbxproj` is an old-style property list of objects keyed by identifier: a
/// `PBXProject` at the root, `PBXNativeTarget`s, each with an `XCConfigurationList` of
/// `XCBuildConfiguration`s, and groups whose paths resolve the files' paths.
struct XcodeProject {
  /// One build configuration of the project or a target.
  struct Configuration {
    let name: String
    /// The settings written in the project file, with their lines.
    let settings: OldStylePropertyList.Dictionary
    /// The same settings as assignments, made once: every target's configurations stack the
    /// project's.
    let assignments: [BuildSettings.Assignment]
    /// The `.xcconfig` file it is based on, if any.
    let baseConfigurationPath: String?
  }

  /// One native target.
  struct Target {
    let name: String
    let productType: String
    let configurations: [Configuration]
    /// The `InfoPlist.strings` and `InfoPlist.xcstrings` files its resources list.
    let localizationFiles: [String]
    /// The files its resources list in a language: under a `<language>.lproj` folder, or
    /// String Catalogs (`.xcstrings`), whose languages the target ships.
    let localizedResources: [String]
    /// The Swift package products it links (`packageProductDependencies`, and products in its
    /// Frameworks build phase).
    let linkedProducts: [String]
    /// The file names of the frameworks its Frameworks build phase links (`Photos.framework`).
    let linkedFrameworks: [String]
    /// The folders Xcode 16 keeps in step with the disk (`PBXFileSystemSynchronizedRootGroup`):
    /// their files are the target's without being listed.
    let synchronizedFolders: [String]
    /// The code it compiles (``CodeFiles``): its Sources build phase's files, and what its
    /// synchronized folders add and leave out.
    var code = CodeFiles()
    /// The binaries its Frameworks build phase links from the project's folder.
    var linkedBinaries: [LinkedBinary] = []
    /// Why settings the target builds with cannot be followed — a configuration list or a
    /// configuration that does not exist, an `.xcconfig` whose folder is not in the project:
    /// what lint cannot read is reported, not passed.
    let unreadable: [UnreadableInput]

    /// Whether the target builds an app, which lint audits unless `--target` names others.
    var isApplication: Bool {
      productType.hasPrefix("com.apple.product-type.application")
    }
  }

  /// The `.xcodeproj` path, as given or found.
  let path: String
  /// Its `project.pbxproj`.
  let projectFile: String
  /// The folder the project's relative paths start from (`SRCROOT`).
  let sourceRoot: String
  /// The project's name (`PROJECT_NAME`).
  let name: String
  /// The languages the project is localized in, `Base` aside.
  let knownRegions: [String]
  /// The development language (`developmentRegion`), `en` when the project does not say.
  let developmentRegion: String
  /// The project-level configurations.
  let configurations: [Configuration]
  let targets: [Target]

  /// The parsed project files of this run, kept until the next (``LintCommand`` forgets them).
  static let parsedTrees = ReadCache<OldStylePropertyList.Dictionary>()

  /// Reads the project at `path`.
  ///
  /// - Throws: ``UnreadableInput`` for a `project.pbxproj` that cannot be read or parsed, or
  ///   that is not laid out as a project.
  static func read(_ path: String) throws(UnreadableInput) -> XcodeProject {
    let projectFile = (path as NSString).appendingPathComponent("project.pbxproj")
    let text = try PropertyListReader.utf8(
      of: PropertyListReader.data(at: projectFile), path: projectFile)
    let root: OldStylePropertyList.Dictionary
    do {
      root = try OldStylePropertyList.parseDictionary(utf8: text)
    } catch {
      throw UnreadableInput(
        file: projectFile, line: error.line, problem: "malformed project file: \(error.message)")
    }
    // Kept until the next run, so that a one-shot `lint` (every build's) exits without freeing
    // the parsed tree object by object: 6 M instructions on a 1 MB project, a twentieth of its
    // project side, spent on memory the process is about to hand back whole.
    parsedTrees.store(root, for: projectFile)
    let objects = ObjectReader.Objects(
      all: root["objects"]?.dictionary ?? OldStylePropertyList.Dictionary(line: 1))
    guard let rootID = root["rootObject"]?.string, let project = objects[rootID],
      project["isa"]?.string == "PBXProject"
    else {
      throw UnreadableInput(
        file: projectFile, line: root.line(of: "rootObject"),
        problem: "not an Xcode project: the root object is missing or not a PBXProject")
    }
    let sourceRoot = ((path as NSString).deletingLastPathComponent as NSString)
      .appendingPathComponent(project["projectDirPath"]?.string ?? "")
    var reader = ObjectReader(objects: objects, sourceRoot: sourceRoot, projectFile: projectFile)
    if let mainGroup = project["mainGroup"]?.string {
      reader.resolvePaths(of: mainGroup, in: sourceRoot, depth: 0)
    }
    let targets = (project["targets"]?.strings ?? []).compactMap { id in
      objects[id].map { (id, $0) }
    }
    .filter { $0.1["isa"]?.string == "PBXNativeTarget" }
    // Made once for the project, and given to the targets that link a local product.
    let referencedFolders = reader.referencedFolders(
      packages: project["packageReferences"]?.strings ?? [])
    return XcodeProject(
      path: path, projectFile: projectFile, sourceRoot: sourceRoot,
      name: ((path as NSString).lastPathComponent as NSString).deletingPathExtension,
      knownRegions: (project["knownRegions"]?.strings ?? []).filter { $0 != "Base" },
      developmentRegion: project["developmentRegion"]?.string ?? "en",
      configurations: reader.configurations(project["buildConfigurationList"]?.string).found,
      targets: targets.map { id, target in
        var read = reader.target(target)
        read.code = reader.code(of: target, id: id, referencedFolders: referencedFolders)
        read.linkedBinaries = reader.linkedBinaries(of: target)
        return read
      })
  }
}

/// Follows identifiers through a project's objects.
struct ObjectReader {
  /// The project's objects by identifier, read where the parser left them.
  struct Objects {
    let all: OldStylePropertyList.Dictionary

    subscript(id: String) -> OldStylePropertyList.Dictionary? {
      all[id]?.dictionary
    }
  }

  /// A path for each object, kept by the object's place among the objects: the table the
  /// objects are found by finds the path too, with no second hash.
  struct Paths {
    let objects: OldStylePropertyList.Dictionary
    private var byPlace: [String?]

    init(of objects: OldStylePropertyList.Dictionary) {
      self.objects = objects
      byPlace = Array(repeating: nil, count: objects.count)
    }

    subscript(id: String) -> String? {
      objects.place(of: id).flatMap { byPlace[$0] }
    }

    /// The path of the object at `place` among the objects.
    subscript(place place: Int) -> String? {
      get { byPlace[place] }
      set { byPlace[place] = newValue }
    }
  }

  let objects: Objects
  let sourceRoot: String
  let projectFile: String
  /// The path on disk of every group and file reference reached from the main group.
  var paths: Paths
  /// The identifiers of the synchronized folders (`PBXFileSystemSynchronizedRootGroup`) and
  /// of the file references to folders (`lastKnownFileType = folder` or `wrapper`): found in
  /// one pass over the objects, not once per target.
  let synchronizedGroups: [String]
  let folderReferences: [String]

  init(objects: Objects, sourceRoot: String, projectFile: String) {
    self.objects = objects
    self.sourceRoot = sourceRoot
    self.projectFile = projectFile
    paths = Paths(of: objects.all)
    var synchronizedGroups: [String] = []
    var folderReferences: [String] = []
    for (id, value, _) in objects.all.elements {
      guard let object = value.dictionary else { continue }
      switch object["isa"]?.string {
      case "PBXFileSystemSynchronizedRootGroup":
        synchronizedGroups.append(id)
      case "PBXFileReference":
        let type = object["lastKnownFileType"]?.string
        if type == "folder" || type == "wrapper" { folderReferences.append(id) }
      default:
        continue
      }
    }
    self.synchronizedGroups = synchronizedGroups
    self.folderReferences = folderReferences
  }

  /// Groups nest no deeper in a real project; a cycle stops here.
  static let maximumDepth = 64

  mutating func resolvePaths(of id: String, in parent: String, depth: Int) {
    // One search for the object: its place holds its path too.
    guard depth < Self.maximumDepth, let place = objects.all.place(of: id),
      paths[place: place] == nil, let object = objects.all.value(at: place).dictionary
    else { return }
    let path = object["path"]?.string
    let resolved: String?
    // Joined lexically, as Xcode joins them: a group whose path is `..` names its files
    // without the climb, so every report names them as the repository does.
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>":
      resolved = path.map { parent.joiningPath($0) } ?? parent
    case "SOURCE_ROOT":
      resolved = sourceRoot.joiningPath(path ?? "")
    case "<absolute>": resolved = path?.withoutDotSegments
    default: resolved = nil  // In the SDK or the build products: not on this disk.
    }
    guard let resolved else { return }
    paths[place: place] = resolved
    for child in object["children"]?.strings ?? [] {
      resolvePaths(of: child, in: resolved, depth: depth + 1)
    }
  }

  /// The configurations a configuration list names, and why any of them cannot be read.
  func configurations(_ listID: String?) -> (
    found: [XcodeProject.Configuration], problems: [String]
  ) {
    guard let listID else { return ([], ["no build configuration list"]) }
    guard let list = objects[listID] else {
      return ([], ["build configuration list \(listID.singleLine) is not in the project"])
    }
    var found: [XcodeProject.Configuration] = []
    var problems: [String] = []
    for id in list["buildConfigurations"]?.strings ?? [] {
      guard let configuration = objects[id], let name = configuration["name"]?.string else {
        problems.append(
          "configuration list names \(id.singleLine), which is not a named configuration "
            + "in the project")
        continue
      }
      let base = baseConfigurationPath(of: configuration)
      if let problem = base.problem {
        problems.append("configuration \(name.singleLine): \(problem)")
      }
      let settings =
        configuration["buildSettings"]?.dictionary
        ?? OldStylePropertyList.Dictionary(line: configuration.line)
      found.append(
        XcodeProject.Configuration(
          name: name, settings: settings,
          assignments: BuildSettings.Assignment.all(in: settings, of: projectFile),
          baseConfigurationPath: base.path))
    }
    if found.isEmpty && problems.isEmpty { problems.append("no build configurations") }
    return (found, problems)
  }

  /// The `.xcconfig` a configuration is based on: a file reference, or — as Xcode 16 writes
  /// it for a file inside a synchronized folder, which has no file references — the folder
  /// (`baseConfigurationReferenceAnchor`) and the file's path within it.
  private func baseConfigurationPath(of configuration: OldStylePropertyList.Dictionary)
    -> (path: String?, problem: String?)
  {
    if let reference = configuration["baseConfigurationReference"]?.string {
      return (paths[reference], nil)
    }
    guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string else {
      return (nil, nil)
    }
    guard let folder = paths[anchor] else {
      return (nil, "the .xcconfig folder \(anchor.singleLine) is not in the project's groups")
    }
    guard let relativePath = configuration["baseConfigurationReferenceRelativePath"]?.string
    else {
      return (nil, "the .xcconfig has a folder but no baseConfigurationReferenceRelativePath")
    }
    return ((folder as NSString).appendingPathComponent(relativePath), nil)
  }

  func target(_ target: OldStylePropertyList.Dictionary) -> XcodeProject.Target {
    var localizationFiles: [String] = []
    var localizedResources: [String] = []
    var linkedProducts = (target["packageProductDependencies"]?.strings ?? []).compactMap {
      objects[$0]?["productName"]?.string
    }
    var linkedFrameworks: [String] = []
    for phaseID in target["buildPhases"]?.strings ?? [] {
      guard let phase = objects[phaseID] else { continue }
      switch phase["isa"]?.string {
      case "PBXResourcesBuildPhase":
        for buildFileID in phase["files"]?.strings ?? [] {
          guard let fileID = objects[buildFileID]?["fileRef"]?.string, let file = objects[fileID]
          else { continue }
          let members =
            file["isa"]?.string == "PBXVariantGroup"
            ? file["children"]?.strings ?? [] : [fileID]
          for path in members.compactMap({ paths[$0] }) {
            let name = path.lastPathSegment
            if name == "InfoPlist.strings" || name == "InfoPlist.xcstrings" {
              localizationFiles.append(path)
            }
            if name.hasSuffix(".xcstrings") || path.parentPath.hasSuffix(".lproj") {
              localizedResources.append(path)
            }
          }
        }
      case "PBXFrameworksBuildPhase":
        for buildFileID in phase["files"]?.strings ?? [] {
          guard let buildFile = objects[buildFileID] else { continue }
          if let productID = buildFile["productRef"]?.string,
            let product = objects[productID]?["productName"]?.string
          {
            linkedProducts.append(product)
          } else if let fileID = buildFile["fileRef"]?.string, let file = objects[fileID],
            let name = file["path"]?.string ?? file["name"]?.string
          {
            linkedFrameworks.append(name.lastPathSegment)
          }
        }
      default:
        continue
      }
    }
    let name = target["name"]?.string ?? "(unnamed)"
    let configurations = configurations(target["buildConfigurationList"]?.string)
    return XcodeProject.Target(
      name: name,
      productType: target["productType"]?.string ?? "",
      configurations: configurations.found,
      localizationFiles: localizationFiles,
      localizedResources: localizedResources,
      linkedProducts: linkedProducts,
      linkedFrameworks: linkedFrameworks,
      synchronizedFolders: (target["fileSystemSynchronizedGroups"]?.strings ?? []).compactMap {
        paths[$0]
      },
      unreadable: configurations.problems.map {
        UnreadableInput(
          file: projectFile, line: target.line, problem: "target \(name.singleLine): \($0)")
      })
  }
}
