internal import Foundation

/// Turns the paths given to `lint` into the Info.plist files to audit.
///
/// A file is audited whatever its name; a directory is searched, hidden folders such as
/// `.build` and `.git` excepted, for files named `Info.plist`.
enum InputLocator {
  /// The file name searched for in directories.
  static let infoPlistName = "Info.plist"

  /// The Info.plist files at or under `path`, sorted.
  ///
  /// - Throws: ``UnreadableInput`` when `path` does not exist or a directory holds no
  ///   Info.plist.
  static func infoPlists(at path: String) throws(UnreadableInput) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw UnreadableInput(file: path, problem: "no such file or directory")
    }
    guard isDirectory.boolValue else { return [path] }
    guard let walker = FileManager.default.enumerator(atPath: path) else {
      throw UnreadableInput(file: path, problem: "cannot list this directory")
    }
    var found: [String] = []
    while let relativePath = walker.nextObject() as? String {
      let name = (relativePath as NSString).lastPathComponent
      if name.hasPrefix(".") {
        walker.skipDescendants()
        continue
      }
      if name == infoPlistName {
        found.append((path as NSString).appendingPathComponent(relativePath))
      }
    }
    guard !found.isEmpty else {
      throw UnreadableInput(file: path, problem: "no \(infoPlistName) in this directory")
    }
    return found.sorted()
  }
}
