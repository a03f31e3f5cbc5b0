import Foundation
import XCTest

/// File names in another case than the project writes them: a Mac's default file system
/// ignores case, so Xcode builds the app, and lint reads the file Xcode reads.
final class LintFileNameCaseTests: LintFixtureTestCase {
  /// The project references `de.lproj/InfoPlist.strings`; the file is `infoPlist.strings`.
  /// It is read (its placeholder is found, at its own name), not "no such file".
  func testAReferenceResolvesToTheOneNameDifferingInCase() throws {
    let files = try directory()
    try PodsAppProject.write(into: files, germanTableOnDisk: "de.lproj/infoPlist.strings")
    try files.writeStrings("Shop/de.lproj/infoPlist.strings", ["NSCameraUsageDescription": "TBD"])
    let run = try lint(["Shop.xcworkspace"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Shop/de.lproj/infoPlist.strings:2:2: warning: target Shop: NSCameraUsageDescription is a \
      placeholder (TBD); say why the app needs to use the camera
      2 target configurations checked, 1 finding.

      """)
  }

  /// Two names that differ only in case, neither the one referenced: which one a Mac would
  /// hold is unknown, and said; the exact name, when there, is always the one read.
  func testSeveralNamesDifferingInCaseAreAmbiguous() throws {
    let files = try directory()
    try PodsAppProject.write(into: files, germanTableOnDisk: "de.lproj/infoPlist.strings")
    try files.writeStrings("Shop/de.lproj/INFOPLIST.strings", ["NSCameraUsageDescription": "TBD"])
    let run = try lint(["Shop.xcworkspace"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "Shop/de.lproj/InfoPlist.strings: error: no such file; 'INFOPLIST.strings' and "
          + "'infoPlist.strings' differ from it only in case, and which one a Mac would use is "
          + "unknown"
      ])
    try files.writeStrings("Shop/de.lproj/InfoPlist.strings", ["NSCameraUsageDescription": "TODO"])
    let exact = try lint(["Shop.xcworkspace"])
    XCTAssertEqual(exact.standardError, "")
    XCTAssertTrue(
      exact.standardOutput.hasPrefix("Shop/de.lproj/InfoPlist.strings:2:2: warning: target Shop: "),
      exact.standardOutput)
  }
}
