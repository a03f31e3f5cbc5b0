import Foundation

/// The text of a file of this repository, such as `Package.swift` or an article of the DocC
/// catalog, for a test that checks the code and the file say the same.
///
/// - Parameter path: The file's path from the repository's root.
/// - Returns: Its text.
func repositoryFile(_ path: String) throws -> String {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}
