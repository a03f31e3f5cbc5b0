import Foundation
import XCTest

/// Which keys a target needs: those it declares, and those the library products and system
/// frameworks it links imply; a translation of a key it does not declare is a stray.
final class LintNeededKeysTests: LintFixtureTestCase {
  private let addPhotosText = "Saves the receipts you scan to your photo library."

  /// Lints the Release configuration of an app that declares only the add-only key, whose
  /// `de` and `fr` tables hold what `table` gives for each language.
  private func lintAddOnlyApp(translating table: (String) -> [String: String]) throws -> ToolRun {
    let files = try directory()
    let project = AuditProject(infoPlistLanguages: ["de", "fr"])
    try project.write(
      into: files, infoPlist: ["NSPhotoLibraryAddUsageDescription": addPhotosText])
    for language in ["de", "fr"] {
      try files.writeStrings("App/App/\(language).lproj/InfoPlist.strings", table(language))
    }
    return try lint(["App", "--configuration", "Release"])
  }

  /// The app only adds photos; every table translates the read-write key instead (a typo).
  /// That is a warning on each table, never "NSPhotoLibraryUsageDescription is missing".
  func testATranslatedKeyTheTargetDoesNotDeclareIsAStrayNotAMissingKey() throws {
    let run = try lintAddOnlyApp { language in
      ["NSPhotoLibraryUsageDescription": "Sichert die Belege in der Mediathek (\(language))."]
    }
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0, "stray and missing translations are warnings")
    XCTAssertFalse(run.standardOutput.contains("is missing"), run.standardOutput)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/de.lproj/InfoPlist.strings:2:1: warning: target App: \
      NSPhotoLibraryAddUsageDescription is not localized here; users of this language see the \
      development text
      App/App/de.lproj/InfoPlist.strings:2:2: warning: target App: NSPhotoLibraryUsageDescription \
      is translated here but the target does not declare it (it declares \
      NSPhotoLibraryAddUsageDescription); the translation is never shown, and may be meant for \
      another key
      App/App/fr.lproj/InfoPlist.strings:2:1: warning: target App: \
      NSPhotoLibraryAddUsageDescription is not localized here; users of this language see the \
      development text
      App/App/fr.lproj/InfoPlist.strings:2:2: warning: target App: NSPhotoLibraryUsageDescription \
      is translated here but the target does not declare it (it declares \
      NSPhotoLibraryAddUsageDescription); the translation is never shown, and may be meant for \
      another key
      1 target configuration checked, 4 findings.

      """)
    XCTAssertEqual(try lint(["App", "--strict"]).status, 1, "--strict fails on warnings")
  }

  /// Mastodon's shape: each language's table translates keys the Info.plist does not declare.
  /// One warning per table names them all, rather than one per key and language.
  func testStrayTranslationsAreOneFindingPerTableListingTheKeys() throws {
    let run = try lintAddOnlyApp { language in
      [
        "NSPhotoLibraryAddUsageDescription": "Sichert die Belege in der Mediathek (\(language)).",
        "NSCameraUsageDescription": "Scannt Belege mit der Kamera (\(language)).",
        "NSMicrophoneUsageDescription": "Nimmt Sprachnotizen zu Belegen auf (\(language)).",
      ]
    }
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0, "stray translations are warnings")
    let strays = run.standardOutput.split(separator: "\n").filter {
      $0.contains("translated here")
    }
    XCTAssertEqual(strays.count, 2, run.standardOutput)
    for (stray, language) in zip(strays, ["de", "fr"]) {
      XCTAssertTrue(
        stray.hasPrefix(
          "App/App/\(language).lproj/InfoPlist.strings:2:2: warning: target App: "
            + "NSCameraUsageDescription and NSMicrophoneUsageDescription are translated here but "
            + "the target does not declare them (it declares NSPhotoLibraryAddUsageDescription); "
            + "the translations are never shown, and may be meant for other keys"), String(stray))
    }
  }

  /// Linking MediaAccessCamera opens the camera: its key is needed though the Info.plist does
  /// not mention it. The microphone, which only video with sound asks for, is not required.
  func testLinkingTheCameraProductNeedsTheCameraKey() throws {
    let files = try directory()
    try AuditProject(products: ["MediaAccessCamera"]).write(
      into: files, infoPlist: ["CFBundleName": "App"])
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/Info.plist:4:1: error: target App (Debug): NSCameraUsageDescription is missing; iOS \
      terminates the app when it asks to use the camera (the target links MediaAccessCamera)
      1 target configuration checked, 1 finding.

      """)
    // `--sources` still decides.
    let named = try lint(["App", "--configuration", "Debug", "--sources", "photos-add-only"])
    XCTAssertEqual(named.status, 1)
    XCTAssertTrue(
      named.standardOutput.contains("NSPhotoLibraryAddUsageDescription is missing"),
      named.standardOutput)
    XCTAssertFalse(named.standardOutput.contains("NSCameraUsageDescription"))
  }

  /// Photos.framework and MediaAccessPhotos need a photo library key, either serving: an app
  /// declaring the add-only key is fine, one declaring none is told the read-write key is
  /// missing. MediaAccessPicker (an out-of-process picker) needs none.
  func testLinkingPhotosNeedsAPhotoLibraryKeyAndThePickerNone() throws {
    let files = try directory()
    try AuditProject(frameworks: ["Photos.framework"]).write(
      into: files, infoPlist: ["NSPhotoLibraryAddUsageDescription": addPhotosText])
    XCTAssertEqual(try lint(["App"]).status, 0)

    try AuditProject(products: ["MediaAccessPhotos"]).write(into: files, infoPlist: [:])
    let photos = try lint(["App", "--configuration", "Release"])
    XCTAssertEqual(photos.status, 1)
    XCTAssertTrue(
      photos.standardOutput.contains(
        "error: target App (Release): NSPhotoLibraryUsageDescription is missing"),
      photos.standardOutput)

    // Nor does AVFoundation alone, which apps link to play media as often as to capture it.
    try AuditProject(
      products: ["MediaAccessPicker"],
      frameworks: ["PhotosUI.framework", "AVFoundation.framework"]
    ).write(into: files, infoPlist: [:])
    let picker = try lint(["App", "--configuration", "Release"])
    XCTAssertEqual(picker.status, 0)
    XCTAssertTrue(
      picker.standardOutput.contains("ok: target App (Release) (no usage descriptions declared"),
      picker.standardOutput)
  }

  /// A camera key the app declares is checked as before, whatever it links.
  func testADeclaredKeyIsCheckedWithoutALink() throws {
    let files = try directory()
    try AuditProject().write(into: files, infoPlist: ["NSCameraUsageDescription": "TODO"])
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.standardOutput.contains("error: target App (Debug): NSCameraUsageDescription is a "),
      run.standardOutput)
  }

  /// A key the app needs but does not declare is one error: there is no development text for
  /// its languages to see, so no table and no language is told to translate it. The keys the
  /// app declares are still checked in every language it ships.
  func testAMissingKeyIsOneErrorNotAlsoAMissingTranslationPerLanguage() throws {
    let files = try directory()
    try AuditProject(
      products: ["MediaAccessCamera"], infoPlistLanguages: ["de"], localizableLanguages: ["fr"]
    ).write(into: files, infoPlist: ["NSPhotoLibraryAddUsageDescription": addPhotosText])
    try files.writeStrings(
      "App/App/de.lproj/InfoPlist.strings",
      ["NSPhotoLibraryAddUsageDescription": "Sichert die gescannten Belege in der Mediathek."])
    try files.writeStrings("App/App/fr.lproj/Localizable.strings", ["Scan": "Scanner"])
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/Info.plist:4:1: error: target App (Debug): NSCameraUsageDescription is missing; iOS \
      terminates the app when it asks to use the camera (the target links MediaAccessCamera)
      App/App/fr.lproj: warning: target App: \
      NSPhotoLibraryAddUsageDescription is not localized in fr: the app ships fr but has no \
      fr.lproj/InfoPlist.strings; users of this language see the development text
      1 target configuration checked, 2 findings.

      """)
    // Named with `--sources`, a key the Info.plist lacks is the same one error.
    let named = try lint(["App", "--configuration", "Debug", "--sources", "camera"])
    XCTAssertEqual(named.status, 1)
    XCTAssertEqual(
      named.standardOutput.components(separatedBy: "NSCameraUsageDescription").count - 1, 1,
      named.standardOutput)
  }
}
