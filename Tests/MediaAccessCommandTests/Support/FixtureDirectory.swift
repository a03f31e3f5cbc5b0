import Foundation

/// A temporary directory of Info.plist and InfoPlist.strings fixtures, removed by ``remove()``.
struct FixtureDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("media-access-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// The full path of a file inside the directory.
  func path(_ relativePath: String) -> String {
    url.appendingPathComponent(relativePath).path
  }

  /// Writes a dictionary as a property list (XML unless told otherwise).
  @discardableResult
  func writePlist(
    _ relativePath: String, _ contents: [String: Any],
    format: PropertyListSerialization.PropertyListFormat = .xml
  ) throws -> String {
    let data = try PropertyListSerialization.data(
      fromPropertyList: contents, format: format, options: 0)
    return try write(relativePath, data)
  }

  /// Writes text as UTF-8.
  @discardableResult
  func writeText(_ relativePath: String, _ text: String) throws -> String {
    try write(relativePath, Data(text.utf8))
  }

  /// Writes an InfoPlist.strings table in the `"key" = "value";` format.
  @discardableResult
  func writeStrings(_ relativePath: String, _ table: [String: String]) throws -> String {
    let lines = table.keys.sorted().map { key in
      "\"\(key)\" = \"\(table[key] ?? "")\";"
    }
    return try writeText(relativePath, "/* InfoPlist.strings */\n" + lines.joined(separator: "\n"))
  }

  /// Writes bytes, creating the folders on the way.
  @discardableResult
  func write(_ relativePath: String, _ data: Data) throws -> String {
    let fileURL = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: fileURL)
    return fileURL.path
  }
}
