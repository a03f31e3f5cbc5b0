internal import Foundation

/// What lint needs from a Swift package's `Package.swift`, read as text: the package's name,
/// its products with the targets each is made of, and its targets with their folders and the
/// targets they depend on.
///
/// The manifest is Swift code that only a Swift compiler can run; it is read here the way it
/// is almost always written, with literals: `.library(name: "Kit", targets: ["Kit"])`,
/// `.target(name: "Kit", dependencies: ["Core", .target(name: "Log")], path: "Kit")`. A name,
/// a list or a path written another way (a variable, a loop, a computed string) cannot be
/// followed, and lint then reads every folder of the package's `Sources/` rather than miss a
/// call (``sourceFolders(linking:)``).
struct PackageManifest: Sendable {
  /// One target the manifest declares.
  struct Target: Sendable {
    let name: String
    /// Its `path:`, relative to the package's folder; `nil` for the default folder.
    let path: String?
    /// The names of the targets it depends on, and of products it names without their
    /// package (`"Alamofire"`), which may be another package's.
    let dependencies: [String]
    /// The products of other packages it depends on (`.product(name:package:)`).
    let products: [ExternalProduct]
    /// Whether it is a `.binaryTarget`, which has no sources.
    let isBinary: Bool
    /// Whether its path and dependencies are written with literals, so that they can be
    /// followed.
    let isWrittenPlainly: Bool
  }

  /// The package's folder.
  let folder: String
  /// `Package(name: …)`; `nil` when not written as a literal.
  private(set) var name: String?
  /// The targets of each product, by the product's name; `nil` targets when the list is not
  /// written with literals.
  private(set) var products: [String: [String]?] = [:]
  /// Each target by name; a name declared twice (in two `#if` branches) has both.
  private(set) var targets: [String: [Target]] = [:]
  /// The text of every plain string literal of the manifest.
  private var literals: Set<String> = []
  /// Whether a target is declared with a name that is not a literal.
  private var hasUnnamedTargets = false
  /// Whether a product is declared with a name that is not a literal.
  private var hasUnnamedProducts = false
  /// The packages it depends on.
  private(set) var dependencies: [Dependency] = []

  /// The folders SwiftPM looks in for a target that names no `path:`.
  private static let defaultRoots = ["Sources", "Source", "src", "srcs"]

  /// The manifests read in this run, by folder: every target that links a package asks for
  /// its manifest, and a file does not change during a run.
  static let cache = ReadCache<PackageManifest?>()

  /// The manifest of the package in `folder`, recorded as read; `nil` when it has none.
  static func read(in folder: String) -> PackageManifest? {
    if let known = cache.value(for: folder) { return known }
    let path = folder.joiningPath("Package.swift")
    var manifest: PackageManifest?
    if let data = FileManager.default.contents(atPath: path) {
      FilesRead.shared.record(path)
      manifest = PackageManifest(folder: folder, text: [UInt8](data))
    }
    cache.store(manifest, for: folder)
    return manifest
  }

  init(folder: String, text: [UInt8]) {
    self.folder = folder
    var parser = ManifestParser(text)
    literals = parser.literals
    for call in parser.declarations() {
      read(call)
    }
  }

  /// Whether the package declares `product`: as a product, or, when a product's name is not
  /// written as a literal, as any string of the manifest.
  func declares(_ product: String) -> Bool {
    products[product] != nil || (hasUnnamedProducts && literals.contains(product))
  }

  /// The package as findings name it: its manifest's name, else its folder's.
  var displayName: String {
    name ?? folder.lastPathSegment
  }

  /// The source folders of the targets behind `linked` products, and the targets they
  /// depend on in this package, in the order found, with the other packages' products they
  /// depend on; the package's whole `Sources/` folder, and every other package's product its
  /// targets name, when a product, a target or its folder cannot be followed in the
  /// manifest's text.
  func sources(linking linked: [String]) -> (folders: [String], products: [ExternalProduct]) {
    let everything = (
      [folder.joiningPath("Sources")],
      targets.keys.sorted().flatMap { name in
        (targets[name] ?? []).flatMap { target in
          target.products
            + target.dependencies.filter { targets[$0] == nil }.map {
              ExternalProduct(package: nil, product: $0)
            }
        }
      }
    )
    var pending: [String] = []
    for product in linked {
      guard let listed = products[product], let names = listed,
        names.allSatisfy({ targets[$0] != nil })
      else { return everything }
      pending += names
    }
    var visited: Set<String> = []
    var folders: [String] = []
    var external: [ExternalProduct] = []
    while let name = pending.popLast() {
      guard visited.insert(name).inserted else { continue }
      guard let declarations = targets[name] else {
        // A product named alone, of another package; unless a target whose name the text
        // does not show may be it.
        if hasUnnamedTargets { return everything }
        external.append(ExternalProduct(package: nil, product: name))
        continue
      }
      for target in declarations where !target.isBinary {
        guard target.isWrittenPlainly, let path = sourceFolder(of: target)
        else { return everything }
        if !folders.contains(path) { folders.append(path) }
        pending += target.dependencies.reversed()
        external += target.products.filter { !external.contains($0) }
      }
    }
    return (folders, external)
  }

  /// A product of another package that this one's code depends on.
  struct ExternalProduct: Hashable, Sendable {
    /// The package's identity as the manifest names it (`package:`); `nil` for a product
    /// named alone, which any dependency may declare.
    let package: String?
    let product: String
  }

  /// A package this one depends on (`.package(path:)` or `.package(url:)`).
  struct Dependency: Sendable {
    /// How a `.product(name:package:)` names it: its `name:`, else the last part of its path
    /// or URL, compared ignoring case.
    let identity: String
    /// A local package's folder, relative to this package's.
    let path: String?
    /// A remote package's repository name, which names its checkout.
    let repository: String?
  }

  /// The folder of `target`'s sources on disk: its `path:`, else the first default root
  /// holding a folder of its name; `nil` when there is none.
  private func sourceFolder(of target: Target) -> String? {
    if let path = target.path {
      return folder.joiningPath(path).withoutDotSegments
    }
    for root in Self.defaultRoots {
      let candidate = folder.joiningPath(root).joiningPath(target.name)
      if (try? FileStatus.of(candidate).kind) == .directory { return candidate }
    }
    return nil
  }

  private mutating func read(_ call: ManifestParser.Call) {
    switch call.name {
    case "Package":
      if name == nil { name = call["name"]?.string }
      for declared in (call["products"]?.array ?? []) + (call["targets"]?.array ?? [])
        + (call["dependencies"]?.array ?? [])
      {
        if case .call(let declaration) = declared { read(declaration) }
      }
    case "library", "executable":
      guard let product = call["name"]?.string else {
        hasUnnamedProducts = true
        return
      }
      let listed = call["targets"]?.strings
      // Declared twice (in two `#if` branches), it is made of both lists.
      let known = products[product].map { previous in
        previous.flatMap { old in listed.map { old + $0 } }
      }
      products.updateValue(known ?? listed, forKey: product)
    case "target", "executableTarget", "binaryTarget", "macro", "systemLibrary":
      guard let target = call["name"]?.string else {
        hasUnnamedTargets = true
        return
      }
      var dependencies: [String] = []
      var external: [ExternalProduct] = []
      var isWrittenPlainly = call["path"].map { $0.string != nil } ?? true
      for element in call["dependencies"].map({ $0.array ?? [.other] }) ?? [] {
        switch element {
        case .string(let name):
          dependencies.append(name)
        case .call(let dependency) where dependency.name == "product":
          guard let product = dependency["name"]?.string else {
            isWrittenPlainly = false
            continue
          }
          external.append(ExternalProduct(package: dependency["package"]?.string, product: product))
        case .call(let dependency):
          // `.target(name:)` and `.byName(name:)` name this package's targets.
          guard let name = dependency["name"]?.string else {
            isWrittenPlainly = false
            continue
          }
          dependencies.append(name)
        default:
          isWrittenPlainly = false
        }
      }
      targets[target, default: []].append(
        Target(
          name: target, path: call["path"]?.string, dependencies: dependencies, products: external,
          isBinary: call.name == "binaryTarget", isWrittenPlainly: isWrittenPlainly))
    case "package":
      let path = call["path"]?.string
      let url = call["url"]?.string
      var repository = url.map { $0.lastPathSegment }
      if repository?.hasSuffix(".git") == true { repository?.removeLast(4) }
      guard let identity = call["name"]?.string ?? path?.lastPathSegment ?? repository
      else { return }
      dependencies.append(Dependency(identity: identity, path: path, repository: repository))
    default:
      return
    }
  }
}
