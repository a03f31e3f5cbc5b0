internal import Foundation

extension XcodeProject {
  /// The value of `$(SRCROOT)`, `$(PROJECT_DIR)` and `$(SOURCE_ROOT)`: the project's folder as
  /// an absolute path, as Xcode defines them. Relative, `$(SRCROOT)/App/Info.plist` would be
  /// joined to the folder once more when the project is named from another folder
  /// (`lint Apps/Shop`), and name `Apps/Shop/Apps/Shop/App/Info.plist`.
  var sourceRootSetting: String {
    sourceRoot.absoluteSourceRoot
  }

  /// `path` named from the folder the project was named from (``String/named(fromSourceRoot:)``).
  func namedAsGiven(_ path: String) -> String {
    path.named(fromSourceRoot: sourceRoot)
  }
}

extension String {
  /// This project folder, as given, made absolute.
  fileprivate var absoluteSourceRoot: String {
    hasPrefix("/") ? self : FileManager.default.currentDirectoryPath.joiningPath(self)
  }

  /// The path named from the folder the project was named from: a path inside the project's
  /// folder `sourceRoot` (as given) that a `$(SRCROOT)` reference made absolute gets the
  /// folder's name as given back, so that a report names it as it names the project's other
  /// files.
  func named(fromSourceRoot sourceRoot: String) -> String {
    guard !sourceRoot.hasPrefix("/") else { return self }
    let absolute = sourceRoot.absoluteSourceRoot
    guard hasPrefix(absolute + "/") else { return self == absolute ? sourceRoot : self }
    let inside = String(dropFirst(absolute.count + 1))
    return sourceRoot.isEmpty || sourceRoot == "." ? inside : sourceRoot.joiningPath(inside)
  }
}
