import Foundation
import XCTest

@testable import MediaAccessCommand

/// Inputs that once made `lint` pass what it had not read, read a file twice, or misplace a
/// problem: each is now read once, or reported as unreadable (exit 2), never called clean.
final class LintHostileInputTests: LintFixtureTestCase {

  private let goodTexts: [String: Any] = [
    "NSCameraUsageDescription": "Takes the photo on your profile."
  ]

  private func link(_ name: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: directory().path(name), withDestinationPath: destination)
  }

  /// A folder whose listing fails is named with the reason, and the run is not clean.
  @MainActor
  func testAFolderThatCannotBeListedIsUnreadable() throws {
    let files = try directory()
    try files.writePlist("App/Info.plist", goodTexts)
    try files.writeText("App/Locked/readme.txt", "")
    var locator = InputLocator()
    locator.list = { path throws(UnreadableInput) in
      if path.hasSuffix("Locked") {
        throw UnreadableInput(file: path, problem: "cannot list this folder: permission denied")
      }
      return try FileStatus.contents(ofDirectory: path)
    }
    let inputs = locator.locate([files.path("App")])
    XCTAssertEqual(inputs.infoPlists, [files.path("App/Info.plist")])
    XCTAssertEqual(
      inputs.unreadable.map(\.text),
      ["\(files.path("App/Locked")): error: cannot list this folder: permission denied"])
  }

  /// The same through the binary, where permissions can deny a listing (not to root).
  func testAnUnreadableFolderExits2() throws {
    try XCTSkipIf(geteuid() == 0, "root reads every folder whatever its permissions")
    let files = try directory()
    try files.writePlist("App/Info.plist", goodTexts)
    try files.writeText("App/Locked/Info.plist", "")
    XCTAssertEqual(chmod(files.path("App/Locked"), 0), 0)
    defer { chmod(files.path("App/Locked"), 0o755) }
    let run = try lint(["App"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines, ["App/Locked: error: cannot list this folder: permission denied"])
  }

  /// A `.lproj` folder that cannot be entered may hold a table: the Info.plist is not "ok".
  func testAnLprojThatCannotBeReadIsUnreadable() throws {
    try directory().writePlist("Info.plist", goodTexts)
    try link("ja.lproj", to: "ja.lproj")
    let run = try lint(["Info.plist"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.errorLines, ["ja.lproj: error: too many levels of symbolic links"])
    XCTAssertTrue(run.standardOutput.hasPrefix("Info.plist: no findings"), run.standardOutput)
  }

  /// A link to a folder, given or found, is followed; a loop back up is searched once; the
  /// same file named three ways is audited once.
  func testLinksAreFollowedOnceAndEachFileIsAuditedOnce() throws {
    let files = try directory()
    try files.writePlist("Real/App/Info.plist", ["NSCameraUsageDescription": "TBD"])
    try link("Linked", to: "Real")
    try link("Real/App/Loop", to: "..")
    try link("Real/Again.plist", to: "App/Info.plist")
    let run = try lint(["Linked", "Real/App/Info.plist", "Real/App/../App/Info.plist"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(
      run.standardOutput,
      """
      Linked/App/Info.plist:5:7: error: NSCameraUsageDescription is a placeholder (TBD); say why \
      the app needs to use the camera
      1 Info.plist file checked, 1 finding.

      """)
  }

  /// A folder that happens to be named Info.plist is searched, not read as a file.
  func testAFolderNamedInfoPlistIsSearched() throws {
    let files = try directory()
    try files.writePlist("Project/App/Info.plist", goodTexts)
    try files.writeText("Project/Docs/Info.plist/notes.txt", "not a plist")
    let run = try lint(["Project"])
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertEqual(run.standardError, "")
  }

  /// A link to nothing named Info.plist would have been read: it is reported.
  func testABrokenLinkNamedInfoPlistIsUnreadable() throws {
    let files = try directory()
    try files.writePlist("Project/App/Info.plist", goodTexts)
    try link("Project/Info.plist", to: "Gone.plist")
    let run = try lint(["Project"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.errorLines, ["Project/Info.plist: error: is a symbolic link to nothing"])
  }

  /// A String Catalog beside a plain Info.plist is audited like its strings tables.
  func testACatalogBesideAnInfoPlistIsAudited() throws {
    let files = try directory()
    try files.writePlist("Info.plist", goodTexts)
    try files.writeText(
      "InfoPlist.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "TODO" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "" } }
            }
          }
        },
        "version" : "1.0"
      }
      """)
    let run = try lint(["Info.plist"])
    XCTAssertEqual(run.status, 0, "translations' problems are warnings")
    XCTAssertEqual(
      run.standardOutput,
      """
      InfoPlist.xcstrings:6:1: warning: NSCameraUsageDescription (de) is a placeholder (TODO); say \
      why the app needs to use the camera
      InfoPlist.xcstrings:7:1: warning: NSCameraUsageDescription (fr) is empty; the prompt gives \
      these users no reason
      1 Info.plist file checked, 2 findings.

      """)
  }

  /// A malformed table is blamed on the line of its mistake, and standard error holds the
  /// tool's one line and nothing Foundation logs.
  func testAMalformedStringsTableNamesItsLineAndNothingElseReachesStandardError() throws {
    let files = try directory()
    try files.writePlist("Info.plist", goodTexts)
    try files.writeText(
      "de.lproj/InfoPlist.strings",
      """
      /* Camera */
      "NSCameraUsageDescription" = "Nimmt das Foto für dein Profil auf.";
      "NSPhotoLibraryUsageDescription" = "Wähle ein Foto"
      "CFBundleName" = "Schnappschuss";
      """)
    let run = try lint(["Info.plist"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.standardError,
      """
      de.lproj/InfoPlist.strings:4:1: error: malformed property list: expected ';' after the \
      value of "NSPhotoLibraryUsageDescription"

      """)
  }

  /// `lint ""` is a usage mistake, not a file called nothing.
  func testAnEmptyPathIsAUsageError() throws {
    let run = try lint([""])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "media-access lint: a path is empty; name an Xcode project, an Info.plist or a directory "
          + "(see 'media-access lint --help')"
      ])
  }

  /// `--app-name` with a line break cannot forge a transcript line.
  func testAnAppNameWithALineBreakIsRefused() throws {
    let run = try ToolRun.run(["demo", "--app-name", "Snap\nStatus:       authorized"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.standardOutput, "")
    XCTAssertEqual(run.errorLines.count, 1, run.standardError)
  }

  /// A pipe named Info.plist in a searched folder is not read, so it is reported rather than
  /// skipped; the real Info.plist beside it is still audited.
  func testAPipeNamedInfoPlistIsUnreadable() throws {
    let files = try directory()
    try files.writePlist("App/Other/Info.plist", goodTexts)
    try FileManager.default.createDirectory(
      atPath: files.path("App/Pipe"), withIntermediateDirectories: true)
    XCTAssertEqual(mkfifo(files.path("App/Pipe/Info.plist"), 0o644), 0)
    let run = try lint(["App", "--sources", "camera"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.errorLines, ["App/Pipe/Info.plist: error: is not a regular file"])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/Other/Info.plist: ok (NSCameraUsageDescription; 0 localizations)
      1 Info.plist file checked, 0 findings, 1 input unreadable.

      """)
  }

  /// A folder named twice, or inside (or around) one named before, was searched already:
  /// covered, not "nothing in this directory". An empty folder is still an error.
  func testOverlappingFoldersAreCoveredOnce() throws {
    let files = try directory()
    try files.writePlist("Nest/Sub/Info.plist", goodTexts)
    try FileManager.default.createDirectory(
      atPath: files.path("Empty"), withIntermediateDirectories: true)
    let clean = """
      Nest/Sub/Info.plist: ok (NSCameraUsageDescription; 0 localizations)
      1 Info.plist file checked, 0 findings.

      """
    for arguments in [["Nest", "Nest/Sub"], ["Nest/Sub", "Nest"], ["Nest", "./Nest/"]] {
      let run = try lint(arguments)
      XCTAssertEqual(run.standardError, "", "\(arguments)")
      XCTAssertEqual(run.status, 0, "\(arguments)")
      LineDiff.assertEqual(run.standardOutput, clean)
    }
    let empty = try lint(["Nest", "Empty"])
    XCTAssertEqual(empty.status, 2)
    XCTAssertEqual(
      empty.errorLines, ["Empty: error: no Info.plist or Xcode project in this directory"])
  }

  /// Build output and vendored frameworks are not the app's sources: a search skips them (and
  /// says so when nothing else is there), but an Info.plist named on the command line is read.
  func testASearchSkipsBuildProductsButANamedOneIsRead() throws {
    let files = try directory()
    let placeholder = ["NSCameraUsageDescription": "TODO"]
    try files.writePlist("App/Info.plist", goodTexts)
    try files.writePlist("Carthage/Build/iOS/Kit.framework/Info.plist", placeholder)
    try files.writePlist("build/Build/Products/Release-iphoneos/App.app/Info.plist", placeholder)
    try files.writePlist("build/Products/App.app/PlugIns/Widget.appex/Info.plist", placeholder)
    try files.writePlist("DerivedData/App/Info.plist", placeholder)
    try files.writePlist("Pods/Kit/Info.plist", placeholder)
    try files.writeText("Podfile", "")
    let run = try lint(["."])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      ./App/Info.plist: ok (NSCameraUsageDescription; 0 localizations)
      1 Info.plist file checked, 0 findings.

      """)
    let named = try lint(["Carthage/Build/iOS/Kit.framework/Info.plist", "Carthage/Build"])
    XCTAssertEqual(named.status, 2)
    XCTAssertEqual(
      named.errorLines,
      [
        "Carthage/Build: error: no Info.plist or Xcode project in this directory (build "
          + "products are skipped; name an Info.plist to audit it)"
      ])
    LineDiff.assertEqual(
      named.standardOutput,
      """
      Carthage/Build/iOS/Kit.framework/Info.plist:5:7: error: NSCameraUsageDescription is a \
      placeholder (TODO); say why the app needs to use the camera
      1 Info.plist file checked, 1 finding, 1 input unreadable.

      """)
  }
}
