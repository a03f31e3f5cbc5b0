import Foundation
import XCTest

/// The languages a target ships, judged by its own files: each needs its usage descriptions
/// translated, the development language excepted; and "ok" only where no finding applies.
final class LintLanguageTests: LintFixtureTestCase {
  private let infoPlist = ["NSCameraUsageDescription": "Scans your paper receipts."]

  /// French ships (`fr.lproj/Localizable.strings`) without an InfoPlist.strings: its users see
  /// the English prompt. Japanese is among the project's known regions only (an extension's):
  /// not the app's. English, the development language, needs no table of its own, nor does
  /// British English; Brazilian Portuguese falls back to Portuguese's table.
  func testALanguageTheTargetShipsWithoutATableIsAWarning() throws {
    let files = try directory()
    let languages = ["en", "en-GB", "de", "fr", "pt", "pt-BR"]
    let project = AuditProject(
      infoPlistLanguages: ["de", "pt"], localizableLanguages: languages,
      knownRegions: ["en", "Base", "de", "fr", "ja"])
    try project.write(into: files, infoPlist: infoPlist)
    try files.writeStrings(
      "App/App/de.lproj/InfoPlist.strings",
      ["NSCameraUsageDescription": "Scannt deine Papierbelege."])
    try files.writeStrings(
      "App/App/pt.lproj/InfoPlist.strings",
      ["NSCameraUsageDescription": "Digitaliza os teus recibos em papel."])
    for language in languages {
      try files.writeStrings("App/App/\(language).lproj/Localizable.strings", ["Done": "Done"])
    }
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/fr.lproj: warning: target App: NSCameraUsageDescription is \
      not localized in fr: the app ships fr but has no fr.lproj/InfoPlist.strings; users of \
      this language see the development text
      1 target configuration checked, 1 finding.

      """)
    XCTAssertEqual(try lint(["App", "--strict"]).status, 1)
  }

  /// A language without a table is one finding listing every key, placed at its `.lproj`
  /// folder, not one per key at whichever file the folder holds first (an app with 8 keys
  /// and 23 languages would get 184), in every format.
  func testALanguageWithoutATableIsOneFindingListingItsKeysAtItsFolder() throws {
    let files = try directory()
    try AuditProject(localizableLanguages: ["en", "fr", "it"]).write(
      into: files,
      infoPlist: [
        "NSCameraUsageDescription": "Scans your paper receipts.",
        "NSMicrophoneUsageDescription": "Records voice notes for receipts.",
        "NSPhotoLibraryUsageDescription": "Attaches photos of receipts you took.",
      ])
    for language in ["en", "fr", "it"] {
      try files.writeStrings("App/App/\(language).lproj/Localizable.strings", ["Done": "Done"])
    }
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.status, 0)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/fr.lproj: warning: target App: NSCameraUsageDescription, \
      NSMicrophoneUsageDescription and NSPhotoLibraryUsageDescription are not localized in fr: \
      the app ships fr but has no fr.lproj/InfoPlist.strings; users of this language see the \
      development text
      App/App/it.lproj: warning: target App: NSCameraUsageDescription, \
      NSMicrophoneUsageDescription and NSPhotoLibraryUsageDescription are not localized in it: \
      the app ships it but has no it.lproj/InfoPlist.strings; users of this language see the \
      development text
      1 target configuration checked, 2 findings.

      """)
    let github = try lint(["App", "--configuration", "Debug", "--format", "github"])
    XCTAssertTrue(
      github.standardOutput.hasPrefix("::warning file=App/App/fr.lproj,title="),
      github.standardOutput)
  }

  /// The development language's own table may leave a key to the Info.plist; a text it does
  /// hold replaces the Info.plist's and is held to the same bar (an error).
  func testTheDevelopmentLanguagesTableNeedNotRepeatTheInfoPlist() throws {
    let files = try directory()
    let project = AuditProject(infoPlistLanguages: ["en", "de"])
    try project.write(
      into: files,
      infoPlist: infoPlist.merging(
        ["NSPhotoLibraryAddUsageDescription": "Saves the receipts you scan."]
      ) { $1 })
    try files.writeStrings(
      "App/App/en.lproj/InfoPlist.strings", ["NSCameraUsageDescription": "Scans receipts."])
    try files.writeStrings(
      "App/App/de.lproj/InfoPlist.strings",
      [
        "NSCameraUsageDescription": "Scannt deine Papierbelege.",
        "NSPhotoLibraryAddUsageDescription": "Sichert die Belege in deiner Mediathek.",
      ])
    let run = try lint(["App", "--configuration", "Release"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0, run.standardOutput)
    XCTAssertTrue(run.standardOutput.hasPrefix("App/App.xcodeproj: ok"), run.standardOutput)

    try files.writeStrings(
      "App/App/en.lproj/InfoPlist.strings", ["NSCameraUsageDescription": "TODO"])
    let placeholder = try lint(["App", "--configuration", "Release"])
    XCTAssertEqual(placeholder.status, 1)
    XCTAssertTrue(
      placeholder.standardOutput.hasPrefix(
        "App/App/en.lproj/InfoPlist.strings:2:2: error: target App: NSCameraUsageDescription is a "
          + "placeholder (TODO)"),
      placeholder.standardOutput)
  }

  /// A catalog's languages count one by one. Italian ships in the target's Localizable
  /// catalog, so InfoPlist.xcstrings must cover it too; Japanese, only a known region, need not.
  func testACatalogsLanguagesAreCountedAndTheTargetsCatalogLanguagesNeeded() throws {
    let files = try directory()
    let languages = ["ar", "de", "en", "es", "fr", "he", "hi", "ko", "nl", "pt", "sv", "zh-Hans"]
    let units = languages.map { language in
      "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", "
        + "\"value\" : \"Scans your paper receipts (\(language)).\" } }"
    }.joined(separator: ",\n")
    try AuditProject(knownRegions: ["en", "Base", "ja"]).write(into: files, infoPlist: infoPlist)
    try files.writeText(
      "App/App/InfoPlist.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "localizations" : {
      \(units)
            }
          }
        },
        "version" : "1.0"
      }

      """)
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.standardError, "")
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App.xcodeproj: ok: target App (Debug) (NSCameraUsageDescription; 12 localizations)
      1 target configuration checked, 0 findings.

      """)
    try files.writeText(
      "App/App/Localizable.xcstrings",
      #"{"sourceLanguage":"en","strings":{"Done":{"localizations":{"it":{"stringUnit":"#
        + #"{"state":"translated","value":"Fatto"}}}}}}"#)
    let italian = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(italian.status, 0)
    XCTAssertTrue(
      italian.standardOutput.hasPrefix(
        "App/App/InfoPlist.xcstrings:4:6: warning: target App: NSCameraUsageDescription is not "
          + "localized in it;"),
      italian.standardOutput)
    XCTAssertEqual(italian.standardOutput.components(separatedBy: "warning:").count, 2)
  }

  /// In a synchronized folder, the app's own `.lproj` folders are its languages; a Settings
  /// bundle's are not.
  func testASettingsBundlesLanguagesAreNotTheApps() throws {
    let files = try directory()
    try MinimalProject.write(
      into: files, xcconfig: "INFOPLIST_KEY_NSCameraUsageDescription = Scans your receipts.\n")
    try files.writeStrings("App/App/Settings.bundle/fr.lproj/Root.strings", ["Group": "Groupe"])
    XCTAssertEqual(try lint(["App"]).status, 0)
    try files.writeStrings("App/App/it.lproj/Localizable.strings", ["Done": "Fatto"])
    let run = try lint(["App"])
    XCTAssertTrue(
      run.standardOutput.hasPrefix(
        "App/App/it.lproj: warning: target App: NSCameraUsageDescription is "
          + "not localized in it"),
      run.standardOutput)
    XCTAssertFalse(run.standardOutput.contains(" fr"), run.standardOutput)
  }

  /// A translation finding applies to every configuration, though listed once: no
  /// configuration of that target is called "ok".
  func testNoConfigurationIsOkBesideAFindingForTheWholeTarget() throws {
    let files = try directory()
    try AuditProject(infoPlistLanguages: ["de"]).write(into: files, infoPlist: infoPlist)
    try files.writeStrings("App/App/de.lproj/InfoPlist.strings", ["CFBundleName": "App"])
    let run = try lint(["App"])
    XCTAssertEqual(run.standardError, "")
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/de.lproj/InfoPlist.strings:2:1: warning: target App: NSCameraUsageDescription is \
      not localized here; users of this language see the development text
      2 target configurations checked, 1 finding.

      """)
  }
}
