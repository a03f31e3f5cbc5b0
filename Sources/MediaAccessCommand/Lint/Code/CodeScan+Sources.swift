internal import Foundation

extension CodeScan {
  /// A group of files the scan reads: the target's own, or one dependency's.
  struct Source {
    /// The dependency whose files they are, such as `Pods/GPUImage`; `nil` for the target's
    /// own.
    let dependency: String?
    let files: [String]
    /// Whether it is a remote package whose checkout was found nowhere (``PackageCheckouts``):
    /// its calls are not known.
    var isNotFound = false
  }

  /// The files the scan reads for `target`: its own, then each dependency's whose sources
  /// are on disk, as the type's documentation bounds them; a remote package is looked for
  /// where `checkouts` says.
  static func sources(
    of target: XcodeProject.Target, in project: XcodeProject,
    checkouts: PackageCheckouts = PackageCheckouts()
  ) -> [Source] {
    var sources = [Source(dependency: nil, files: files(of: target.code))]
    for library in linkedLibraries(of: target, in: project) {
      sources.append(Source(dependency: "target " + library.name, files: files(of: library.code)))
    }
    for (name, files) in podFiles(of: target, in: project) {
      sources.append(Source(dependency: name, files: files))
    }
    // Each package once, with every product linked of it.
    var packages: [(folder: String, name: String?, products: [String])] = []
    func add(_ folder: String, name: String? = nil, products: [String]) {
      if let index = packages.firstIndex(where: { $0.folder == folder }) {
        packages[index].products += products.filter { !packages[index].products.contains($0) }
      } else {
        packages.append((folder, name, products))
      }
    }
    var manifests: [String: PackageManifest?] = [:]
    func manifest(in folder: String) -> PackageManifest? {
      if let read = manifests[folder] { return read }
      let read = PackageManifest.read(in: folder)
      manifests[folder] = read
      return read
    }
    var checkoutFolders: [String]?
    for package in target.code.packages {
      let products = target.code.products[package] ?? []
      switch package {
      case .local(let folder):
        add(folder, products: products)
      case .localProduct(let product):
        for folder in target.code.referencedFolders
        where manifest(in: folder)?.mentions(product) == true {
          add(folder, products: products)
        }
      case .remote(let name):
        let folders = checkoutFolders ?? checkouts.folders(for: project)
        checkoutFolders = folders
        if let folder = PackageCheckouts.checkout(of: name, in: folders) {
          add(folder, name: name, products: products)
        } else {
          sources.append(Source(dependency: name, files: [], isNotFound: true))
        }
      }
    }
    for package in packages {
      let manifest = manifest(in: package.folder)
      let folders =
        manifest?.sourceFolders(linking: package.products)
        ?? [package.folder.joiningPath("Sources")]
      sources.append(
        Source(
          dependency: package.name ?? manifest?.displayName ?? package.folder.lastPathSegment,
          files: folders.flatMap(filesWithin)))
    }
    return sources
  }

  /// What `sources` leaves unknown, in a few words for the audit: the remote packages whose
  /// checkout was found nowhere.
  static func notRead(_ sources: [Source]) -> [String] {
    let names = sources.filter(\.isNotFound).compactMap(\.dependency)
    guard !names.isEmpty else { return [] }
    return [
      "code not read for \(names.count == 1 ? "package" : "packages") "
        + names.map(\.singleLine).joined(separator: ", ")
        + ": no checkout found (resolve the packages, or pass --package-checkouts)"
    ]
  }
}
