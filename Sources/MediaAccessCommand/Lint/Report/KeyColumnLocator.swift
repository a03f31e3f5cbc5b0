internal import Foundation

/// Finds the column of a finding's key on the line the finding points at, so that an editor,
/// Xcode or a code-scanning view puts the cursor on the key itself.
///
/// The readers count lines only; the column is found afterwards, in the text of the line, the
/// same way for every format (`<key>NSCameraUsageDescription</key>`,
/// `INFOPLIST_KEY_NSCameraUsageDescription = …`, `"NSCameraUsageDescription" = "…";`). Each
/// file is read once. A line that does not name the key (a missing key points at the
/// dictionary it belongs in) gives column 1.
struct KeyColumnLocator {
  /// Each file's lines as Unicode scalars; `nil` for a file that cannot be read again.
  private var linesByFile: [String: [[Unicode.Scalar]]?] = [:]

  /// The column of `key` on `line` of `file`, counted in characters (Unicode scalars) from 1:
  /// the first place the key is written whole (not as the start of a longer name), else 1.
  mutating func column(of key: String, file: String, line: Int) -> Int {
    guard let lines = lines(of: file), lines.indices.contains(line - 1) else { return 1 }
    return Self.column(of: Array(key.unicodeScalars), in: lines[line - 1]) ?? 1
  }

  private mutating func lines(of file: String) -> [[Unicode.Scalar]]? {
    if let known = linesByFile[file] { return known }
    let lines = Self.read(file).map { text in
      text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    }
    linesByFile[file] = lines
    return lines
  }

  /// The file's text, decoded as the readers decode it: a byte order mark is no column.
  private static func read(_ file: String) -> String? {
    guard let data = FileManager.default.contents(atPath: file) else { return nil }
    return try? PropertyListReader.text(of: data, path: file)
  }

  private static func column(of key: [Unicode.Scalar], in line: [Unicode.Scalar]) -> Int? {
    guard !key.isEmpty, line.count >= key.count else { return nil }
    for start in 0...(line.count - key.count)
    where line[start..<start + key.count].elementsEqual(key) {
      let end = start + key.count
      if end < line.count && continuesName(line[end]) { continue }
      return start + 1
    }
    return nil
  }

  /// Whether a scalar after a match makes it the start of a longer name, as
  /// `NSPhotoLibraryUsageDescription` is not of `NSPhotoLibraryUsageDescriptionX`.
  private static func continuesName(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}

extension LintReport {
  /// Fills in the column of every finding that has a line: its key's column there, else 1.
  mutating func locateColumns() {
    var locator = KeyColumnLocator()
    for auditIndex in audits.indices {
      for findingIndex in audits[auditIndex].findings.indices {
        let finding = audits[auditIndex].findings[findingIndex]
        guard let line = finding.line, finding.column == nil else { continue }
        // A finding about several keys names them `A, B`: the cursor goes to the first.
        let key = finding.key.components(separatedBy: ", ").first ?? finding.key
        audits[auditIndex].findings[findingIndex].column = locator.column(
          of: key, file: finding.file, line: line)
      }
    }
  }
}
