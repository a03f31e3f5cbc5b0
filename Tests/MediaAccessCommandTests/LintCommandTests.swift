import Foundation
import XCTest

/// `media-access lint`, run as a binary against fixture files written for each test.
final class LintCommandTests: LintFixtureTestCase {

  private let goodTexts: [String: Any] = [
    "CFBundleName": "Snapshot",
    "NSCameraUsageDescription": "Takes the photo on your profile.",
    "NSPhotoLibraryUsageDescription": "Lets you pick a profile photo from your library.",
  ]

  // MARK: - Clean

  func testACleanInfoPlistWithCompleteLocalizationsExits0() throws {
    let files = try directory()
    try files.writePlist("App/Info.plist", goodTexts)
    try files.writeStrings(
      "App/ja.lproj/InfoPlist.strings",
      [
        "NSCameraUsageDescription": "プロフィールの写真を撮ります。",
        "NSPhotoLibraryUsageDescription": "ライブラリからプロフィール写真を選べます。",
      ])
    let run = try lint(["App/Info.plist"])
    XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
    XCTAssertEqual(
      run.standardOutput,
      """
      App/Info.plist: ok (NSCameraUsageDescription, NSPhotoLibraryUsageDescription; \
      1 localization)
      1 Info.plist file checked, 0 findings.

      """)
    XCTAssertEqual(run.standardError, "")
  }

  func testABinaryInfoPlistIsRead() throws {
    try directory().writePlist("Info.plist", goodTexts, format: .binary)
    let run = try lint(["Info.plist", "--sources", "camera,photos-read-write"])
    XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
  }

  func testAPlistWithoutUsageKeysIsCleanUntilSourcesAreNamed() throws {
    try directory().writePlist("Info.plist", ["CFBundleName": "Snapshot"])
    let unnamed = try lint(["Info.plist"])
    XCTAssertEqual(unnamed.status, 0)
    XCTAssertTrue(unnamed.standardOutput.contains("pass --sources"), unnamed.standardOutput)
    XCTAssertEqual(try lint(["Info.plist", "--sources", "camera"]).status, 1)
  }

  // MARK: - Findings

  func testAMissingKeyIsAFinding() throws {
    try directory().writePlist("Info.plist", goodTexts)
    let run = try lint(["Info.plist", "--sources", "camera,photos-add-only"])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.standardOutput,
      """
      Info.plist:4:1: error: NSPhotoLibraryAddUsageDescription is missing; iOS terminates the \
      app when it asks to add photos to the library
      1 Info.plist file checked, 1 finding.

      """)
  }

  func testAnEmptyValueIsAFinding() throws {
    var texts = goodTexts
    texts["NSCameraUsageDescription"] = "  "
    try directory().writePlist("Info.plist", texts)
    let run = try lint(["Info.plist"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.standardOutput.contains("Info.plist:7:7: error: NSCameraUsageDescription is empty"),
      run.standardOutput)
  }

  func testAValueThatIsNotAStringIsAFinding() throws {
    var texts = goodTexts
    texts["NSCameraUsageDescription"] = true
    try directory().writePlist("Info.plist", texts)
    let run = try lint(["Info.plist"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.standardOutput.contains("NSCameraUsageDescription is a Boolean, not a string"),
      run.standardOutput)
  }

  func testPlaceholdersAreFindings() throws {
    var texts = goodTexts
    texts["NSCameraUsageDescription"] = "TODO"
    texts["NSPhotoLibraryUsageDescription"] = "$(PHOTO_TEXT)"
    texts["NSPhotoLibraryAddUsageDescription"] = "Photos"
    try directory().writePlist("Info.plist", texts, format: .binary)
    let run = try lint(["Info.plist", "--format", "json"])
    XCTAssertEqual(run.status, 1)
    let report = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
    XCTAssertEqual(
      findings.compactMap { $0["kind"] as? String },
      ["placeholder", "tooShort"])
    // Without a project, $(PHOTO_TEXT)'s value is unknown: it is left alone.
    XCTAssertEqual(
      findings.compactMap { $0["key"] as? String },
      ["NSCameraUsageDescription", "NSPhotoLibraryAddUsageDescription"])
    XCTAssertEqual(report["exitCode"] as? Int, 1)
    let files = try XCTUnwrap(report["files"] as? [[String: Any]])
    XCTAssertEqual(files.first?["format"] as? String, "binary")
  }

  func testALocalizationMissingAKeyIsAFindingOnThatFile() throws {
    let files = try directory()
    try files.writePlist("App/Info.plist", goodTexts)
    try files.writeStrings(
      "App/de.lproj/InfoPlist.strings",
      [
        "NSCameraUsageDescription": "Nimmt das Foto für dein Profil auf.",
        "NSPhotoLibraryUsageDescription": "Wähle ein Profilfoto aus deiner Mediathek.",
      ])
    try files.writeStrings(
      "App/ja.lproj/InfoPlist.strings",
      ["NSCameraUsageDescription": "プロフィールの写真を撮ります。"])
    let run = try lint(["App"])
    XCTAssertEqual(run.status, 0, "a missing translation is a warning")
    XCTAssertEqual(
      run.standardOutput,
      """
      App/ja.lproj/InfoPlist.strings:2:1: warning: NSPhotoLibraryUsageDescription is not \
      localized here; users of this language see the development text
      1 Info.plist file checked, 1 finding.

      """)
  }

  /// A line break or other control character in a quoted text or a path is written as an
  /// escape: each finding stays one `file: error: message` line for tools that parse them.
  func testQuotedTextsAndPathsStayOnOneLine() throws {
    let files = try directory()
    var texts = goodTexts
    texts["NSCameraUsageDescription"] = "Scan\n"
    texts["NSPhotoLibraryUsageDescription"] = "$(PHOTO\nTEXT) and more words"
    try files.writePlist("Line\nBreak/Info.plist", texts, format: .binary)
    try files.writeText(
      "Line\nBreak/fr.lproj/InfoPlist.strings",
      """
      "NSCameraUsageDescription" = "Caméra\\U2028ok";
      "NSPhotoLibraryUsageDescription" = "Choisis une photo de profil dans ta photothèque.";
      """)
    let run = try lint(["Line\nBreak/Info.plist"])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.standardOutput,
      #"""
      Line\nBreak/Info.plist: error: NSCameraUsageDescription "Scan" is too short to tell the \#
      user why the app needs to use the camera
      Line\nBreak/fr.lproj/InfoPlist.strings:1:2: warning: NSCameraUsageDescription \#
      "Caméra\u{2028}ok" is too short to tell the user why the app needs to use the camera
      1 Info.plist file checked, 2 findings.

      """#)
  }

  /// A key only a translation mentions is not needed for that: the translation is a stray
  /// (a warning), and the Info.plist is not told a key is missing.
  func testAKeyOnlyALocalizationMentionsIsAStrayNotAMissingKey() throws {
    let files = try directory()
    try files.writePlist("Info.plist", ["CFBundleName": "Snapshot"])
    try files.writeStrings(
      "fr.lproj/InfoPlist.strings",
      ["NSCameraUsageDescription": "Prend la photo de ton profil."])
    let run = try lint(["Info.plist"])
    XCTAssertEqual(run.status, 0, run.standardOutput)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      fr.lproj/InfoPlist.strings:2:2: warning: NSCameraUsageDescription is translated here but \
      the target does not declare it (it declares no usage description); the translation is \
      never shown, and may be meant for another key
      1 Info.plist file checked, 1 finding.

      """)
    XCTAssertEqual(try lint(["Info.plist", "--strict"]).status, 1)
  }

  // MARK: - Directories

  func testADirectoryIsSearchedSkippingHiddenFolders() throws {
    let files = try directory()
    try files.writePlist("Project/App/Info.plist", goodTexts)
    try files.writePlist("Project/Widget/Info.plist", ["NSCameraUsageDescription": "TBD"])
    try files.writeText("Project/.build/Info.plist", "not a plist")
    let run = try lint(["Project"])
    XCTAssertEqual(run.status, 1, run.standardError)
    XCTAssertEqual(
      run.standardOutput,
      """
      Project/App/Info.plist: ok (NSCameraUsageDescription, NSPhotoLibraryUsageDescription; \
      0 localizations)
      Project/Widget/Info.plist:5:7: error: NSCameraUsageDescription is a placeholder (TBD); say \
      why the app needs to use the camera
      2 Info.plist files checked, 1 finding.

      """)
  }

  // MARK: - Unreadable input

  func testMalformedXMLExits2WithOneLineNamingTheFile() throws {
    try directory().writeText(
      "Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>NSCamera")
    try assertUnreadable(["Info.plist"], line: "Info.plist: error: malformed property list")
  }

  func testARootArrayExits2() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["NSCameraUsageDescription"], format: .xml, options: 0)
    try data.write(to: directory().url.appendingPathComponent("Info.plist"))
    try assertUnreadable(
      ["Info.plist"], line: "Info.plist: error: the root is an array, not a dictionary")
  }

  func testAMissingPathExits2() throws {
    try assertUnreadable(["Nowhere/Info.plist"], line: "Nowhere/Info.plist: error: no such file")
  }

  func testAnEmptyFileAndAnEmptyDirectoryExit2() throws {
    let files = try directory()
    try files.writeText("Empty/Info.plist", "")
    try FileManager.default.createDirectory(
      at: files.url.appendingPathComponent("Nothing"), withIntermediateDirectories: true)
    try assertUnreadable(["Empty/Info.plist"], line: "Empty/Info.plist: error: the file is empty")
    try assertUnreadable(
      ["Nothing"], line: "Nothing: error: no Info.plist or Xcode project in this directory")
  }

  /// The unreadable table is named, and the Info.plist and the other tables are still audited.
  func testAMalformedLocalizationExits2NamingItAndTheRestIsAudited() throws {
    let files = try directory()
    var texts = goodTexts
    texts["NSPhotoLibraryUsageDescription"] = nil
    try files.writePlist("Info.plist", texts)
    try files.writeText("ja.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = ")
    try files.writeStrings("de.lproj/InfoPlist.strings", [:])
    try assertUnreadable(
      ["Info.plist"],
      line: "ja.lproj/InfoPlist.strings:1:1: error: malformed property list: expected a value")

    let run = try lint(["Info.plist"])
    XCTAssertEqual(
      run.standardOutput,
      """
      de.lproj/InfoPlist.strings:1:1: warning: NSCameraUsageDescription is not localized here; \
      users of this language see the development text
      1 Info.plist file checked, 1 finding, 1 input unreadable.

      """)
  }

  /// A clean Info.plist beside a table that cannot be read is not called "ok": the table's
  /// texts were not checked.
  func testAnInfoPlistBesideAnUnreadableTableIsNotCalledOk() throws {
    let files = try directory()
    try files.writePlist("Info.plist", goodTexts)
    try files.writeText("ja.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = ")
    let run = try lint(["Info.plist"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.standardOutput,
      """
      Info.plist: no findings (NSCameraUsageDescription, NSPhotoLibraryUsageDescription; \
      0 localizations, 1 unreadable)
      1 Info.plist file checked, 0 findings, 1 input unreadable.

      """)
  }

  /// A table with nothing in it, not even a comment, localizes nothing yet, as one holding
  /// only a comment does: a finding on that file, not unreadable input.
  func testAnEmptyLocalizationIsAnEmptyTable() throws {
    let files = try directory()
    try files.writePlist("Info.plist", goodTexts)
    try files.writeText("de.lproj/InfoPlist.strings", "")
    try files.writeStrings("fr.lproj/InfoPlist.strings", [:])
    let run = try lint(["Info.plist", "--sources", "camera"])
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertEqual(
      run.standardOutput,
      """
      de.lproj/InfoPlist.strings:1:1: warning: NSCameraUsageDescription is not localized here; \
      users of this language see the development text
      fr.lproj/InfoPlist.strings:1:1: warning: NSCameraUsageDescription is not localized here; \
      users of this language see the development text
      1 Info.plist file checked, 2 findings.

      """)
  }

  /// The parser reads a damaged binary property list as text and blames its first character;
  /// the message says what the file is instead.
  func testATruncatedBinaryPlistIsNamedAsOne() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: goodTexts, format: .binary, options: 0)
    try data.prefix(24).write(to: directory().url.appendingPathComponent("Info.plist"))
    try assertUnreadable(
      ["Info.plist"], line: "Info.plist: error: malformed binary property list\n")
  }

  func testAPathThatIsNotARegularFileExits2() throws {
    let path = try directory().path("Info.plist")
    XCTAssertEqual(mkfifo(path, 0o644), 0)
    try assertUnreadable(["Info.plist"], line: "Info.plist: error: is not a regular file\n")
  }

  func testUnreadableInputWinsOverFindingsAndOtherFilesAreStillAudited() throws {
    let files = try directory()
    try files.writePlist("Good/Info.plist", goodTexts)
    let run = try lint(["Good/Info.plist", "Missing.plist", "--sources", "photos-add-only"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.errorLines, ["Missing.plist: error: no such file or directory"])
    XCTAssertTrue(
      run.standardOutput.contains("Good/Info.plist:4:1: error: NSPhotoLibraryAddUsageDescription"),
      run.standardOutput)
  }

  func testJSONReportsUnreadableInput() throws {
    let run = try lint(["Gone.plist", "--format", "json"])
    XCTAssertEqual(run.status, 2)
    let report = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let unreadable = try XCTUnwrap(report["unreadable"] as? [[String: Any]])
    XCTAssertEqual(unreadable.first?["file"] as? String, "Gone.plist")
    XCTAssertEqual(report["exitCode"] as? Int, 2)
  }

  /// Runs lint, expecting status 2 and exactly one line on standard error, starting `line`.
  private func assertUnreadable(
    _ arguments: [String], line: String, file: StaticString = #filePath, testLine: UInt = #line
  ) throws {
    let run = try lint(arguments)
    XCTAssertEqual(run.status, 2, run.standardOutput, file: file, line: testLine)
    XCTAssertEqual(run.errorLines.count, 1, run.standardError, file: file, line: testLine)
    XCTAssertTrue(
      run.standardError.hasPrefix(line), run.standardError, file: file, line: testLine)
  }
}
