import Foundation
import XCTest

/// The line a finding points at is the line of the entry it is about, not of the same text
/// elsewhere in the file: in another key's entry, in a comment, in a nested dictionary.
final class LintLineNumberTests: LintFixtureTestCase {
  private let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    	<key>NSCameraUsageDescription</key>
    	<string>Scans receipts with the camera.</string>
    	<key>NSMicrophoneUsageDescription</key>
    	<string>Records a voice note for each receipt.</string>
    </dict>
    </plist>

    """

  /// The camera's entry has no German translation; the microphone's has. The finding points
  /// at the camera's entry, not at the microphone's `"de"`; a key the catalog lacks points at
  /// its `"strings"` dictionary, not at another key's entry mentioning the name.
  func testCatalogFindingsPointIntoTheKeysOwnEntry() throws {
    let files = try directory()
    try files.writeText("App/Info.plist", infoPlist)
    try files.writeText(
      "App/InfoPlist.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "comment" : "Unlike NSMicrophoneUsageDescription, asked at launch.",
            "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Numérise les reçus." } }
            }
          },
          "NSPhotoLibraryUsageDescription" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Liest Belege aus Fotos." } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Lit les reçus des photos." } }
            }
          }
        },
        "version" : "1.0"
      }

      """)
    let run = try lint(["App", "--sources", "camera,microphone"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/InfoPlist.xcstrings:4: error: NSCameraUsageDescription is not localized in de; users \
      of this language see the development text
      App/InfoPlist.xcstrings:3: error: NSMicrophoneUsageDescription is not localized in de; \
      users of this language see the development text
      App/InfoPlist.xcstrings:3: error: NSMicrophoneUsageDescription is not localized in fr; \
      users of this language see the development text
      1 Info.plist file checked, 3 findings.

      """)
  }
}
