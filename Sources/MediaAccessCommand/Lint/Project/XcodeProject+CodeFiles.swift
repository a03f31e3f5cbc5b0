internal import Foundation

extension XcodeProject {
  /// The Swift and Objective-C files a target compiles, as its project lists them.
  struct CodeFiles: Equatable {
    /// The files of its Sources build phase (`PBXSourcesBuildPhase`), on disk.
    var listed: [String] = []
    /// Its synchronized folders, each with the files a membership exception leaves out of
    /// the target (`PBXFileSystemSynchronizedBuildFileExceptionSet`).
    var folders: [(path: String, excluded: Set<String>)] = []
    /// Files of other targets' synchronized folders that an exception adds to this one.
    var added: [String] = []
    /// The names of the targets it depends on (`PBXTargetDependency`): in the Pods project,
    /// the pods an app's aggregate target builds.
    var dependencies: [String] = []
    /// The project file of each dependency that another project holds, by the dependency's
    /// name: the `containerPortal` of its `PBXContainerItemProxy`, such as CocoaPods'
    /// `Pods/Alamofire.xcodeproj` in its multi-project mode.
    var dependencyProjects: [String: String] = [:]
    /// The Swift packages whose products it links: a local package's folder, or a remote
    /// one's repository name, which names its checkout; each with the products of it that it
    /// links, by name.
    var packages: [(package: Package, products: [String])] = []
    /// The folders the project refers to as files (`lastKnownFileType = folder` or
    /// `wrapper`), and those of its local package references: where the local package whose
    /// manifest names a ``Package/localProduct(_:)`` lives.
    var referencedFolders: [String] = []

    /// A Swift package a target links a product of.
    enum Package: Equatable {
      /// A package in the project's folder (`XCLocalSwiftPackageReference`), at this path.
      case local(String)
      /// A package Xcode clones (`XCRemoteSwiftPackageReference`): its repository's name.
      case remote(String)
      /// A product with no package named: one of a local package whose folder the project
      /// refers to, the one whose manifest names the product.
      case localProduct(String)
    }

    static func == (lhs: CodeFiles, rhs: CodeFiles) -> Bool {
      lhs.listed == rhs.listed && lhs.added == rhs.added && lhs.dependencies == rhs.dependencies
        && lhs.dependencyProjects == rhs.dependencyProjects
        && lhs.packages.map(\.package) == rhs.packages.map(\.package)
        && lhs.packages.map(\.products) == rhs.packages.map(\.products)
        && lhs.referencedFolders == rhs.referencedFolders
        && lhs.folders.map(\.path) == rhs.folders.map(\.path)
        && lhs.folders.map(\.excluded) == rhs.folders.map(\.excluded)
    }
  }
}

extension XcodeProject.CodeFiles {
  /// Notes that the target links `product` of `package`.
  mutating func add(_ package: Package, product: String) {
    // A few packages a target: compared in order, with no hashing of their names.
    guard let index = packages.firstIndex(where: { $0.package == package }) else {
      packages.append((package, [product]))
      return
    }
    if !packages[index].products.contains(product) { packages[index].products.append(product) }
  }
}

extension ObjectReader {
  /// The code files of the target `target`, whose identifier is `id`.
  ///
  /// `referencedFolders` are the project's (``referencedFolders``), made once for all its
  /// targets: a target keeps them when it links a product no package reference names.
  func code(
    of target: OldStylePropertyList.Dictionary, id: String,
    referencedFolders: [String] = []
  ) -> XcodeProject.CodeFiles {
    var code = XcodeProject.CodeFiles()
    for phaseID in target["buildPhases"]?.strings ?? [] {
      guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase"
      else { continue }
      for buildFileID in phase["files"]?.strings ?? [] {
        guard let fileID = objects[buildFileID]?["fileRef"]?.string, let path = paths[fileID],
          CodeTokenizer.language(ofFile: path) != nil
        else { continue }
        code.listed.append(path)
      }
    }
    let own = target["fileSystemSynchronizedGroups"]?.strings ?? []
    for groupID in own {
      guard let folder = paths[groupID] else { continue }
      var excluded: Set<String> = []
      for set in exceptionSets(of: groupID) where set["target"]?.string == id {
        for file in set["membershipExceptions"]?.strings ?? [] {
          excluded.insert((folder as NSString).appendingPathComponent(file).withoutDotSegments)
        }
      }
      code.folders.append((folder, excluded))
    }
    // A file of another target's folder that an exception names for this target is this
    // target's too.
    for groupID in synchronizedGroups where !own.contains(groupID) {
      guard let folder = paths[groupID] else { continue }
      for set in exceptionSets(of: groupID) where set["target"]?.string == id {
        for file in set["membershipExceptions"]?.strings ?? []
        where CodeTokenizer.language(ofFile: file) != nil {
          code.added.append(
            (folder as NSString).appendingPathComponent(file).withoutDotSegments)
        }
      }
    }
    code.added.sort()
    code.dependencies = (target["dependencies"]?.strings ?? []).compactMap { dependencyID in
      guard let dependency = objects[dependencyID] else { return nil }
      return dependency["target"]?.string.flatMap { objects[$0]?["name"]?.string }
        ?? dependency["name"]?.string
    }
    code.dependencyProjects = dependencyProjects(of: target)
    // A product linked in the Frameworks build phase counts without a
    // `packageProductDependencies` entry, as Xcode builds it; so does a built framework
    // (`BUILT_PRODUCTS_DIR`) that a local package's manifest may name as a product.
    var productIDs = target["packageProductDependencies"]?.strings ?? []
    for phaseID in target["buildPhases"]?.strings ?? [] {
      guard let phase = objects[phaseID], phase["isa"]?.string == "PBXFrameworksBuildPhase"
      else { continue }
      for buildFileID in phase["files"]?.strings ?? [] {
        guard let buildFile = objects[buildFileID] else { continue }
        if let productID = buildFile["productRef"]?.string {
          if !productIDs.contains(productID) { productIDs.append(productID) }
        } else if let fileID = buildFile["fileRef"]?.string, let file = objects[fileID],
          file["sourceTree"]?.string == "BUILT_PRODUCTS_DIR",
          let name = (file["path"]?.string ?? file["name"]?.string).map(Self.productName)
        {
          code.add(.localProduct(name), product: name)
        }
      }
    }
    for productID in productIDs {
      guard let product = objects[productID], let name = product["productName"]?.string
      else { continue }
      let package = product["package"]?.string.flatMap { objects[$0] }
      if package == nil {
        code.add(.localProduct(name), product: name)
      } else if let package = package, let relativePath = package["relativePath"]?.string {
        code.add(
          .local(
            (sourceRoot as NSString).appendingPathComponent(relativePath).withoutDotSegments),
          product: name)
      } else if let url = package?["repositoryURL"]?.string {
        // The URL's last segment, by its bytes: `NSString` costs thousands of instructions.
        let segment = url.utf8.split(separator: UInt8(ascii: "/")).last
        var repository = segment.map { String(decoding: $0, as: UTF8.self) } ?? ""
        if repository.hasSuffix(".git") { repository.removeLast(4) }
        if !repository.isEmpty { code.add(.remote(repository), product: name) }
      }
    }
    if code.packages.contains(where: { if case .localProduct = $0.package { true } else { false } })
    {
      code.referencedFolders = referencedFolders
    }
    return code
  }

  /// The name a built product is linked by: `Kit` for `Kit.framework`, `libKit.a` or
  /// `Kit.o`.
  private static func productName(_ path: String) -> String {
    var name = path.lastPathSegment
    for suffix in [".framework", ".a", ".dylib", ".o"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      if suffix != ".framework" && name.hasPrefix("lib") { name.removeFirst(3) }
      break
    }
    return name
  }

  /// The folders the project refers to as files, and those of its local package references
  /// (the `XCLocalSwiftPackageReference`s among the project's `packages`), in name order:
  /// where a local product's package may be.
  func referencedFolders(packages: [String]) -> [String] {
    let local = packages.compactMap { objects[$0] }.filter {
      $0["isa"]?.string == "XCLocalSwiftPackageReference"
    }.compactMap { $0["relativePath"]?.string }.map {
      (sourceRoot as NSString).appendingPathComponent($0).withoutDotSegments
    }
    return (folderReferences.compactMap { paths[$0] } + local).sorted()
  }

  /// The project files of `target`'s dependencies that other projects hold, by name.
  private func dependencyProjects(
    of target: OldStylePropertyList.Dictionary
  ) -> [String: String] {
    var projects: [String: String] = [:]
    for dependencyID in target["dependencies"]?.strings ?? [] {
      guard let dependency = objects[dependencyID], dependency["target"] == nil,
        let proxy = dependency["targetProxy"]?.string.flatMap({ objects[$0] }),
        let name = dependency["name"]?.string ?? proxy["remoteInfo"]?.string,
        let portal = proxy["containerPortal"]?.string, let path = paths[portal],
        path.hasSuffix(".xcodeproj")
      else { continue }
      projects[name] = path
    }
    return projects
  }

  private func exceptionSets(of groupID: String) -> [OldStylePropertyList.Dictionary] {
    (objects[groupID]?["exceptions"]?.strings ?? []).compactMap { objects[$0] }.filter {
      $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet"
    }
  }
}
