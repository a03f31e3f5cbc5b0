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
    XCTAssertEqual(run.status, 0, "missing translations are warnings")
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/InfoPlist.xcstrings:4:6: warning: NSCameraUsageDescription is not localized in de; \
      users of this language see the development text
      App/InfoPlist.xcstrings:3:1: warning: NSMicrophoneUsageDescription is not localized in de; \
      users of this language see the development text
      App/InfoPlist.xcstrings:3:1: warning: NSMicrophoneUsageDescription is not localized in fr; \
      users of this language see the development text
      App/InfoPlist.xcstrings:10:6: warning: NSPhotoLibraryUsageDescription is translated here \
      but the target does not declare it (it declares NSCameraUsageDescription, \
      NSMicrophoneUsageDescription); the translation is never shown, and may be meant for \
      another key
      1 Info.plist file checked, 4 findings.

      """)
  }

  /// A key written in a comment, or in a nested dictionary, is not the root dictionary's: the
  /// finding points at the root's own key, and a missing key at the root dictionary, not at a
  /// `<dict>` in a comment.
  func testInfoPlistFindingsPointAtTheRootDictionarysKeys() throws {
    try directory().writeText(
      "Info.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <!--
      	<dict>
      	<key>NSCameraUsageDescription</key>
      	<string>Old text we used to ship.</string>
      -->
      <dict>
      	<key>UIApplicationSceneManifest</key>
      	<dict>
      		<key>NSMicrophoneUsageDescription</key>
      		<string>Nested, and not the app's.</string>
      	</dict>
      	<key>NSCameraUsageDescription</key>
      	<string>TODO</string>
      	<key>NSMicrophoneUsageDescription</key>
      	<string>FIXME</string>
      </dict>
      </plist>

      """)
    let run = try lint(["Info.plist", "--sources", "camera,microphone,photos-read-write"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Info.plist:15:7: error: NSCameraUsageDescription is a placeholder (TODO); say why the app \
      needs to use the camera
      Info.plist:17:7: error: NSMicrophoneUsageDescription is a placeholder (FIXME); say why the \
      app needs to use the microphone
      Info.plist:9:1: error: NSPhotoLibraryUsageDescription is missing; iOS terminates the app \
      when it asks to access the photo library
      1 Info.plist file checked, 3 findings.

      """)
  }
}
