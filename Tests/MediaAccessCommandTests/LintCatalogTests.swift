import Foundation
import XCTest

/// String Catalogs' own markings, as Xcode writes them.
final class LintCatalogTests: LintFixtureTestCase {
  /// A key marked `"shouldTranslate" : false` keeps its development text in every language:
  /// its French is not missing, as it would be for any other key.
  func testAKeyNotToBeTranslatedNeedsNoTranslations() throws {
    let files = try directory()
    try files.writePlist(
      "App/Info.plist",
      [
        "NSCameraUsageDescription": "Scans receipts with the camera.",
        "NSMicrophoneUsageDescription": "Records a voice note for each receipt.",
      ])
    try files.writeText(
      "App/InfoPlist.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "shouldTranslate" : false
          },
          "NSMicrophoneUsageDescription" : {
            "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistre une note vocale." } }
            }
          }
        },
        "version" : "1.0"
      }

      """)
    let run = try lint(["App", "--sources", "camera,microphone"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/Info.plist: ok (NSCameraUsageDescription, NSMicrophoneUsageDescription; 2 localizations)
      1 Info.plist file checked, 0 findings.

      """)
  }

  /// Xcode extracts an Info.plist's text into its catalog with the development text marked
  /// `"state" : "new"` (`extracted_with_value`): that is the source text, not an unfinished
  /// translation, so it is no finding; a translation marked `new` still is.
  func testTheSourceLanguagesNewStateIsNotAnUnfinishedTranslation() throws {
    let files = try directory()
    try files.writePlist(
      "App/Info.plist", ["NSCameraUsageDescription": "Scans receipts with the camera."])
    try files.writeText(
      "App/InfoPlist.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "comment" : "Privacy - Camera Usage Description",
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "new", "value" : "Scannt Belege mit der Kamera." } },
              "en" : { "stringUnit" : { "state" : "new", "value" : "Scans receipts with the camera." } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Scanne les reçus avec l'appareil photo." } }
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
      App/InfoPlist.xcstrings:8:1: warning: NSCameraUsageDescription (de) is marked new; its \
      translation is not finished
      1 Info.plist file checked, 1 finding.

      """)
  }
}
