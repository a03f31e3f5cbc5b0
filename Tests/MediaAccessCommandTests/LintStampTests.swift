import Foundation
import XCTest

/// `--stamp`: the build-tool plugin's output. A clean run writes it, listing every file lint
/// read, so that the plugin can declare them as the next run's inputs and Xcode skips lint
/// while none changed; a run with findings removes it, so that the next build runs lint again.
final class LintStampTests: LintFixtureTestCase {
  func testACleanRunListsTheFilesItRead() throws {
    let files = try directory()
    try ReceiptsProject.write(into: files)
    let stamp = files.path("stamp")
    let run = try lint([
      "Receipts/Receipts.xcodeproj", "--target", "Receipts", "--configuration", "Debug",
      "--stamp", stamp,
    ])
    XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
    let lines = try String(contentsOfFile: stamp, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "# media-access lint: clean; the files it read:")
    let listed = Set(lines.dropFirst())
    for file in [
      "Receipts/Receipts.xcodeproj/project.pbxproj", "Receipts/Configurations/Debug.xcconfig",
      "Receipts/Configurations/Shared.xcconfig", "Receipts/Receipts/InfoPlist.xcstrings",
    ] {
      let absolute = URL(fileURLWithPath: files.path(file)).standardizedFileURL.path
      XCTAssertTrue(listed.contains(absolute), "\(file) is not listed in \(lines)")
    }
    XCTAssertTrue(listed.allSatisfy { $0.hasPrefix("/") }, "\(lines)")
  }

  /// The sources the code scan reads are inputs like the project's files: editing a call
  /// in one changes the result, so the stamp lists it; a file the target does not compile
  /// is not read, nor listed.
  func testTheStampListsTheSourcesTheCodeScanRead() throws {
    let files = try directory()
    let project = AuditProject(codeFiles: ["Scan.swift", "Legacy.m", "Notes.txt"])
    try project.write(into: files, infoPlist: ["CFBundleName": "App"])
    try files.writeText("App/App/Scan.swift", "let scanner = Scanner()\n")
    try files.writeText("App/App/Legacy.m", "@implementation Legacy\n@end\n")
    try files.writeText("App/App/Notes.txt", "AVAudioRecorder\n")
    try files.writeText("App/App/Unlisted.swift", "AVAudioRecorder(url: url, settings: [:])\n")
    let stamp = files.path("stamp")
    let run = try lint(["App", "--configuration", "Debug", "--stamp", stamp])
    XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
    let listed = try String(contentsOfFile: stamp, encoding: .utf8)
      .split(separator: "\n").dropFirst().map(String.init)
    func absolute(_ file: String) -> String {
      URL(fileURLWithPath: files.path(file)).standardizedFileURL.path
    }
    for file in ["App/App.xcodeproj/project.pbxproj", "App/App/Scan.swift", "App/App/Legacy.m"] {
      XCTAssertTrue(listed.contains(absolute(file)), "\(file) is not listed in \(listed)")
    }
    XCTAssertFalse(listed.contains(absolute("App/App/Unlisted.swift")), "\(listed)")
    XCTAssertFalse(listed.contains(absolute("App/App/Notes.txt")), "\(listed)")
  }

  func testARunWithFindingsRemovesTheStamp() throws {
    let files = try directory()
    try ReceiptsProject.write(into: files)
    try files.writeText(
      "Receipts/Configurations/Release.xcconfig",
      "#include \"Shared.xcconfig\"\nINFOPLIST_KEY_NSPhotoLibraryAddUsageDescription = TODO\n")
    let stamp = try files.writeText("stamp", "# media-access lint: clean; the files it read:\n")
    let run = try lint(["Receipts", "--target", "Receipts", "--stamp", stamp])
    XCTAssertEqual(run.status, 1, run.standardError)
    XCTAssertFalse(FileManager.default.fileExists(atPath: stamp))
  }

  func testAStampThatCannotBeWrittenIsUnreadableInput() throws {
    let files = try directory()
    try ReceiptsProject.write(into: files)
    let stamp = files.path("No/Such/Folder/stamp")
    let run = try lint([
      "Receipts", "--target", "Receipts", "--configuration", "Debug", "--stamp", stamp,
    ])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.errorLines, ["\(stamp): error: cannot write the stamp: no such folder"])
  }

  func testAnEmptyStampPathIsAUsageError() throws {
    let run = try lint(["Info.plist", "--stamp", ""])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.standardError.contains("--stamp needs a file path"), run.standardError)
  }
}
