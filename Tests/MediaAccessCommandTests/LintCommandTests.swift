import Foundation
import XCTest

/// `media-access lint`, run as a binary against fixture files written for each test.
final class LintCommandTests: XCTestCase {
  private var fixtures: FixtureDirectory?

  private let goodTexts: [String: Any] = [
    "CFBundleName": "Snapshot",
    "NSCameraUsageDescription": "Takes the photo on your profile.",
    "NSPhotoLibraryUsageDescription": "Lets you pick a profile photo from your library.",
  ]

  override func setUpWithError() throws {
    fixtures = try FixtureDirectory()
  }

  override func tearDown() {
    fixtures?.remove()
  }

  private func directory() throws -> FixtureDirectory {
    try XCTUnwrap(fixtures)
  }

  private func lint(_ arguments: [String]) throws -> ToolRun {
    try ToolRun.run(["lint"] + arguments, in: directory().url)
  }

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
      Info.plist: error: NSPhotoLibraryAddUsageDescription is missing; iOS terminates the app \
      when it asks to add photos to the library
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
      run.standardOutput.contains("Info.plist: error: NSCameraUsageDescription is empty"),
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
      ["placeholder", "unexpandedSetting", "tooShort"])
    XCTAssertEqual(
      findings.compactMap { $0["key"] as? String },
      [
        "NSCameraUsageDescription", "NSPhotoLibraryUsageDescription",
        "NSPhotoLibraryAddUsageDescription",
      ])
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
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.standardOutput,
      """
      App/ja.lproj/InfoPlist.strings: error: NSPhotoLibraryUsageDescription is not localized \
      here; users of this language see the development text
      1 Info.plist file checked, 1 finding.

      """)
  }

  func testAKeyOnlyALocalizationMentionsIsNeededInTheInfoPlist() throws {
    let files = try directory()
    try files.writePlist("Info.plist", ["CFBundleName": "Snapshot"])
    try files.writeStrings(
      "fr.lproj/InfoPlist.strings",
      ["NSCameraUsageDescription": "Prend la photo de ton profil."])
    let run = try lint(["Info.plist"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.standardOutput.contains("Info.plist: error: NSCameraUsageDescription is missing"),
      run.standardOutput)
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
      Project/Widget/Info.plist: error: NSCameraUsageDescription is a placeholder (TBD); say \
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
    try assertUnreadable(["Nothing"], line: "Nothing: error: no Info.plist in this directory")
  }

  func testAMalformedLocalizationExits2NamingIt() throws {
    let files = try directory()
    try files.writePlist("Info.plist", goodTexts)
    try files.writeText("ja.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = ")
    try assertUnreadable(
      ["Info.plist"], line: "ja.lproj/InfoPlist.strings: error: malformed property list")
  }

  func testUnreadableInputWinsOverFindingsAndOtherFilesAreStillAudited() throws {
    let files = try directory()
    try files.writePlist("Good/Info.plist", goodTexts)
    let run = try lint(["Good/Info.plist", "Missing.plist", "--sources", "photos-add-only"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.errorLines, ["Missing.plist: error: no such file or directory"])
    XCTAssertTrue(
      run.standardOutput.contains("Good/Info.plist: error: NSPhotoLibraryAddUsageDescription"),
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
