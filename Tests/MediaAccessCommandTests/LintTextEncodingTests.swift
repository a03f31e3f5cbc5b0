import Foundation
import XCTest

/// The readers work on bytes; what they read must not depend on how the text is encoded:
/// UTF-16 tables with characters beyond the Basic Multilingual Plane, non-ASCII text in a
/// project file, a byte order mark, Windows line ends. Columns count Unicode scalars from 1.
final class LintTextEncodingTests: LintFixtureTestCase {
  private let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    	<key>NSCameraUsageDescription</key>
    	<string>Scans receipts with the camera.</string>
    </dict>
    </plist>

    """

  /// A little-endian UTF-16 table whose comment holds an emoji (a surrogate pair) before the
  /// key: the entry is read, on its line, at its column in scalars.
  func testAUTF16TableWithSurrogatePairsIsReadAtItsLine() throws {
    let table = "/* 📷 Caméra */\n\n/* 📷 */ \"NSCameraUsageDescription\" = \"TODO 📷\";\n"
    let run = try lintCamera(
      table: "App/fr.lproj/InfoPlist.strings", utf16(table, bigEndian: false))
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/fr.lproj/InfoPlist.strings:3:10: warning: NSCameraUsageDescription is a placeholder \
      (TODO); say why the app needs to use the camera
      1 Info.plist file checked, 1 finding.

      """)
  }

  /// A big-endian UTF-16 table reads as the little-endian one does.
  func testABigEndianUTF16TableIsRead() throws {
    let table = "\"NSCameraUsageDescription\" = \"Numérise les reçus 🧾 avec l’appareil photo.\";\n"
    let run = try lintCamera(
      table: "App/fr.lproj/InfoPlist.strings", utf16(table, bigEndian: true))
    XCTAssertEqual(run.status, 0, run.standardOutput)
    XCTAssertTrue(run.standardOutput.contains("1 Info.plist file checked, 0 findings."))
  }

  /// A UTF-8 byte order mark is no character: a key on the first line is at column 2, after
  /// its quote.
  func testAByteOrderMarkDoesNotMoveTheFirstLinesColumn() throws {
    let run = try lintCamera(
      table: "App/de.lproj/InfoPlist.strings",
      Data([0xEF, 0xBB, 0xBF] + Array("\"NSCameraUsageDescription\" = \"TBD\";\n".utf8)))
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/de.lproj/InfoPlist.strings:1:2: warning: NSCameraUsageDescription is a placeholder \
      (TBD); say why the app needs to use the camera
      1 Info.plist file checked, 1 finding.

      """)
  }

  /// Escapes in a table: `\U` with four hex digits and octal, in a key quoted with `'`; the
  /// value read is the text a user sees.
  func testEscapesInATableAreDecoded() throws {
    let run = try lintCamera(
      table: "App/fr.lproj/InfoPlist.strings",
      #"""
      /* "TODO", escaped. */
      'NSCameraUsageDescription' = "\U0054\117\u0044\117";

      """#)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/fr.lproj/InfoPlist.strings:2:2: warning: NSCameraUsageDescription is a placeholder \
      (TODO); say why the app needs to use the camera
      1 Info.plist file checked, 1 finding.

      """)
  }

  /// Non-ASCII text in a project file's quoted strings (a product name, a comment) leaves
  /// every line after it where it is.
  func testNonASCIITextInAProjectFileKeepsTheLines() throws {
    let files = try directory()
    try ReceiptsProject.write(into: files)
    let projectPath = "Receipts/Receipts.xcodeproj/project.pbxproj"
    let project = try String(contentsOfFile: files.path(projectPath), encoding: .utf8)
    // The same number of lines, with multibyte text in a comment and a quoted string.
    let edited = project.replacingOccurrences(
      of: "// !$*UTF8*$!", with: "// !$*UTF8*$! /* Reçus 🧾 «app» */")
    XCTAssertNotEqual(edited, project, "the fixture starts with the UTF-8 marker")
    try files.writeText(projectPath, edited)
    let before = try lint(["Receipts", "--target", "Receipts"])
    try files.writeText(projectPath, project)
    let after = try lint(["Receipts", "--target", "Receipts"])
    XCTAssertEqual(before.standardOutput, after.standardOutput)
    XCTAssertEqual(before.status, after.status)
  }

  /// An `.xcconfig` saved with Windows line ends (`\r\n`) is read line by line: its include is
  /// followed and its settings are on their own lines.
  func testAnXCConfigWithWindowsLineEndsIsReadLineByLine() throws {
    let files = try directory()
    try ReceiptsProject.write(into: files)
    try files.writeText(
      "Receipts/Configurations/Shared.xcconfig",
      "// Shared by both configurations.\r\nPHOTO_REASON = Saves the receipts you scan\r\n"
        + "INFOPLIST_KEY_NSPhotoLibraryAddUsageDescription = $(PHOTO_REASON) to Photos.\r\n")
    try files.writeText(
      "Receipts/Configurations/Release.xcconfig",
      "#include \"Shared.xcconfig\"\r\nPHOTO_REASON = TODO\r\n")
    let run = try lint(["Receipts", "--target", "Receipts", "--configuration", "Release"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1, run.standardOutput)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Receipts/Configurations/Shared.xcconfig:3:15: error: target Receipts (Release): \
      NSPhotoLibraryAddUsageDescription is a placeholder (TODO); say why the app needs to add \
      photos to the library
      1 target configuration checked, 1 finding.

      """)
  }

  /// A String Catalog with escapes and non-ASCII text in a key before the one a finding is
  /// about: the finding is at its language's own line.
  func testACatalogKeyAfterMultibyteTextIsAtItsColumn() throws {
    let run = try lintCamera(
      table: "App/InfoPlist.xcstrings",
      #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Re\u00e7us 🧾 \"quoted\"" : { },
          "NSCameraUsageDescription" : {
            "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "TODO" } }
            }
          }
        },
        "version" : "1.0"
      }

      """#)
    XCTAssertTrue(
      run.standardOutput.contains(
        "App/InfoPlist.xcstrings:7:1: warning: NSCameraUsageDescription (fr) is a placeholder"),
      run.standardOutput)
  }

  /// A catalog that is not JSON names the line of the problem.
  func testAMalformedCatalogNamesItsLine() throws {
    let files = try directory()
    try files.writeText("App/Info.plist", infoPlist)
    try files.writeText(
      "App/InfoPlist.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { ,\n}\n")
    let run = try lint(["App", "--sources", "camera"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "App/InfoPlist.xcstrings:3:1: error: malformed String Catalog: not valid JSON "
          + "(expected a quoted key)"
      ])
  }

  // MARK: - Helpers

  /// Lints the camera of an app whose Info.plist is ``infoPlist`` and that holds `table` at
  /// `path`; nothing may go to standard error.
  private func lintCamera(
    table path: String, _ contents: Data, file: StaticString = #filePath, line: UInt = #line
  ) throws -> ToolRun {
    let files = try directory()
    try files.writeText("App/Info.plist", infoPlist)
    try files.write(path, contents)
    let run = try lint(["App", "--sources", "camera"])
    XCTAssertEqual(run.standardError, "", file: file, line: line)
    return run
  }

  /// The same, for a table written as UTF-8 text.
  private func lintCamera(
    table path: String, _ text: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> ToolRun {
    try lintCamera(table: path, Data(text.utf8), file: file, line: line)
  }

  /// `text` as UTF-16 with its byte order mark.
  private func utf16(_ text: String, bigEndian: Bool) -> Data {
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 {
      let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
      bytes += bigEndian ? [high, low] : [low, high]
    }
    return Data(bytes)
  }
}
