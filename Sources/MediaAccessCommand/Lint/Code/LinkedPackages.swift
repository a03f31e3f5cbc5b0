/// The Swift packages a target's code comes from: those whose products it links, and,
/// through their manifests (``PackageManifest``), the packages their linked targets depend
/// on, each with the products of it that are built into the app.
struct LinkedPackages {
  /// One package found, with the products of it the app's code uses.
  private struct Package {
    let folder: String
    /// The name findings give it when its manifest's is not the one: a remote package's
    /// repository, which names its checkout.
    let name: String?
    var products: [String]
  }

  let checkouts: PackageCheckouts
  let project: XcodeProject
  private var packages: [Package] = []
  /// The remote packages whose checkout was found nowhere, by repository name.
  private var notFound: [String] = []
  /// Where remote packages' checkouts are, looked for once.
  private var checkoutFolders: [String]?

  init(checkouts: PackageCheckouts, project: XcodeProject) {
    self.checkouts = checkouts
    self.project = project
  }

  /// The manifest of the package in `folder`, read once in a run.
  func manifest(in folder: String) -> PackageManifest? {
    PackageManifest.read(in: folder)
  }

  /// The checkout of the remote package `name`, if found.
  mutating func checkout(of name: String) -> String? {
    let folders = checkoutFolders ?? checkouts.folders(for: project)
    checkoutFolders = folders
    return PackageCheckouts.checkout(of: name, in: folders)
  }

  /// Notes that the app links `products` of the package in `folder`.
  mutating func link(_ products: [String], of folder: String, name: String? = nil) {
    if let index = packages.firstIndex(where: { $0.folder == folder }) {
      packages[index].products += products.filter { !packages[index].products.contains($0) }
    } else {
      packages.append(Package(folder: folder, name: name, products: products))
    }
  }

  /// The files of every package, those its linked products need, once the products other
  /// packages' targets depend on are followed too (a local package's by its path, a remote
  /// one's in its checkout).
  mutating func sources() -> [CodeScan.Source] {
    // Until no package gains a product: a product's targets may use another package's, and
    // a package that gains one is followed again.
    var followed: [String: Int] = [:]
    while let index = packages.firstIndex(where: { followed[$0.folder] != $0.products.count }) {
      let package = packages[index]
      followed[package.folder] = package.products.count
      guard let manifest = manifest(in: package.folder) else { continue }
      for product in manifest.sources(linking: package.products).products {
        follow(product, from: manifest)
      }
    }
    let missing = notFound.map { CodeScan.Source(dependency: $0, files: [], isNotFound: true) }
    return missing
      + packages.map { package in
        let manifest = manifest(in: package.folder)
        let folders =
          manifest?.sources(linking: package.products).folders
          ?? [package.folder.joiningPath("Sources")]
        return CodeScan.Source(
          dependency: package.name ?? manifest?.displayName ?? package.folder.lastPathSegment,
          files: folders.flatMap(CodeScan.filesWithin))
      }
  }

  /// Links `product` of the dependency of `manifest` that declares it.
  private mutating func follow(
    _ product: PackageManifest.ExternalProduct, from manifest: PackageManifest
  ) {
    for dependency in manifest.dependencies
    where product.package.map({ $0.lowercased() == dependency.identity.lowercased() }) ?? true {
      let folder: String?
      if let path = dependency.path {
        folder = manifest.folder.joiningPath(path).withoutDotSegments
      } else if let repository = dependency.repository {
        folder = checkout(of: repository)
        if folder == nil, product.package != nil, !notFound.contains(repository) {
          notFound.append(repository)
        }
      } else {
        folder = nil
      }
      guard let folder,
        product.package != nil || self.manifest(in: folder)?.declares(product.product) == true
      else { continue }
      link(
        [product.product], of: folder, name: dependency.path == nil ? dependency.repository : nil)
      return
    }
  }
}
