import Foundation
import XCTest

/// One build setting the project does not define is one finding, however many copies of the
/// text use it: a String Catalog's development-language entry repeats the Info.plist value.
final class LintUndefinedSettingTests: LintFixtureTestCase {
  func testAnUndefinedSettingRepeatedInTheCatalogIsReportedOnce() throws {
    let files = try directory()
    try MinimalProject.write(
      into: files,
      xcconfig: "INFOPLIST_KEY_NSCameraUsageDescription = $(APP_NAME) scans your receipts.\n")
    try files.writeText(
      "App/App/InfoPlist.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "$(APP_NAME) scans your receipts." } }
            }
          }
        },
        "version" : "1.0"
      }

      """)
    let run = try lint(["App"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/Configs/App.xcconfig:1:15: warning: target App (Debug): NSCameraUsageDescription uses \
      $(APP_NAME), a build setting the project does not define; Xcode writes nothing in its \
      place
      1 target configuration checked, 1 finding.

      """)
  }
}
