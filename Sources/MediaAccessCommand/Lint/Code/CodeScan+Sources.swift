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
    var packages = LinkedPackages(checkouts: checkouts, project: project)
    for (package, products) in target.code.packages {
      switch package {
      case .local(let folder):
        packages.link(products, of: folder)
      case .localProduct(let product):
        for folder in target.code.referencedFolders
        where packages.manifest(in: folder)?.declares(product) == true {
          packages.link(products, of: folder)
        }
      case .remote(let name):
        if let folder = packages.checkout(of: name) {
          packages.link(products, of: folder, name: name)
        } else {
          sources.append(Source(dependency: name, files: [], isNotFound: true))
        }
      }
    }
    sources += packages.sources()
    return sources
  }

  /// What `sources` leaves unknown, in a few words for the audit: the remote packages whose
  /// checkout was found nowhere.
  static func notRead(_ sources: [Source]) -> [String] {
    var names: [String] = []
    // A package the target links and another package depends on is named once.
    for name in sources.filter(\.isNotFound).compactMap(\.dependency) where !names.contains(name) {
      names.append(name)
    }
    guard !names.isEmpty else { return [] }
    return [
      "code not read for \(names.count == 1 ? "package" : "packages") "
        + names.map(\.singleLine).joined(separator: ", ")
        + ": no checkout found (resolve the packages, or pass --package-checkouts)"
    ]
  }
}
