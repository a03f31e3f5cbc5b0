import Foundation
import XCTest

/// `media-access lint` on Xcode projects written as Xcode 15 and 16 write them.
final class LintProjectTests: LintFixtureTestCase {
  func testTheCleanProjectExits0CheckingEachAppTargetAndConfiguration() throws {
    try ReceiptsProject.write(into: directory())
    let run = try lint(["Receipts"])
    XCTAssertEqual(run.standardError, "")
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Receipts/Receipts.xcodeproj: ok: target Receipts (Debug) (NSCameraUsageDescription, \
      NSPhotoLibraryAddUsageDescription; 2 localizations)
      Receipts/Receipts.xcodeproj: ok: target Receipts (Release) (NSCameraUsageDescription, \
      NSPhotoLibraryAddUsageDescription; 2 localizations)
      Receipts/Receipts.xcodeproj: ok: target ReceiptsMac (Debug) (NSCameraUsageDescription; \
      0 localizations)
      Receipts/Receipts.xcodeproj: ok: target ReceiptsMac (Release) (NSCameraUsageDescription; \
      0 localizations)
      4 target configurations checked, 0 findings.

      """)
    XCTAssertEqual(run.status, 0)
  }

  /// The Debug build works; the Release build ships without the key. The finding points at
  /// the Release build settings, where the key belongs.
  func testAKeyMissingInReleaseOnlyIsReportedForRelease() throws {
    try ReceiptsProject.write(into: directory(), releaseCamera: "")
    let run = try lint(["Receipts/Receipts.xcodeproj", "--target", "Receipts"])
    XCTAssertEqual(run.status, 1, run.standardError)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Receipts/Receipts.xcodeproj: ok: target Receipts (Debug) (NSCameraUsageDescription, \
      NSPhotoLibraryAddUsageDescription; 2 localizations)
      Receipts/Receipts.xcodeproj/project.pbxproj:185:1: error: target Receipts (Release): \
      NSCameraUsageDescription is missing; iOS terminates the app when it asks to use the camera
      2 target configurations checked, 1 finding.

      """)
  }

  /// A widget does not open the camera: its TODO is checked only when --target names it.
  func testAnExtensionIsAuditedOnlyWhenNamed() throws {
    try ReceiptsProject.write(into: directory())
    XCTAssertEqual(try lint(["Receipts"]).status, 0)
    let run = try lint(["Receipts", "--target", "ReceiptsWidget", "--configuration", "Release"])
    XCTAssertEqual(run.status, 1, run.standardError)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Receipts/Receipts.xcodeproj/project.pbxproj:211:19: error: target ReceiptsWidget (Release): \
      NSCameraUsageDescription is a placeholder (TODO); say why the app needs to use the camera
      1 target configuration checked, 1 finding.

      """)
    // A typo is a usage error naming the choices, as an unknown option's value is.
    let unknown = try lint(["Receipts", "--target", "Nope"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(unknown.standardOutput, "")
    XCTAssertEqual(
      unknown.errorLines,
      [
        "media-access lint: --target names 'Nope', which is not a target; targets: Receipts, "
          + "ReceiptsWidget, ReceiptsMac (see 'media-access lint --help')"
      ])
    let configuration = try lint(["Receipts", "--configuration", "Relase"])
    XCTAssertEqual(configuration.status, 2)
    XCTAssertEqual(configuration.standardOutput, "")
    XCTAssertEqual(
      configuration.errorLines,
      [
        "media-access lint: --configuration names 'Relase', which is not a configuration of the "
          + "targets audited; configurations: Debug, Release (see 'media-access lint --help')"
      ])
  }

  /// `$(PRODUCT_NAME)` is expanded; a reference the project does not define is a finding,
  /// as are a catalog's unfinished, placeholder and missing translations (the project's
  /// knownRegions include German).
  func testCatalogFindingsAndUndefinedReferences() throws {
    let catalog = ReceiptsProject.catalog
      .replacingOccurrences(of: "\"translated\"", with: "\"needs_review\"")
      .replacingOccurrences(
        of: "Speichert die gescannten Belege in deiner Fotomediathek.", with: "TODO")
    try ReceiptsProject.write(
      into: directory(),
      releaseCamera: #"INFOPLIST_KEY_NSCameraUsageDescription = "$(APP_TITLE) scans receipts.";"#,
      catalog: catalog)
    let run = try lint(["Receipts", "--target", "Receipts", "--format", "json"])
    // Each is something users see badly, not a reason the app is killed: warnings.
    XCTAssertEqual(run.status, 0, run.standardError)
    let report = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
    let summary = findings.map { finding in
      [
        finding["severity"] as? String ?? "?",
        finding["kind"] as? String ?? "?", finding["target"] as? String ?? "?",
        finding["configuration"] as? String ?? "-", "\(finding["line"] as? Int ?? 0)",
        ((finding["file"] as? String ?? "") as NSString).lastPathComponent,
      ].joined(separator: " ")
    }
    XCTAssertEqual(
      summary.sorted(),
      [
        "warning needsReview Receipts - 14 InfoPlist.xcstrings",
        "warning needsReview Receipts - 24 InfoPlist.xcstrings",
        "warning needsReview Receipts - 8 InfoPlist.xcstrings",
        "warning placeholder Receipts - 24 InfoPlist.xcstrings",
        "warning undefinedSetting Receipts Release 188 project.pbxproj",
      ])
  }

  /// A sandboxed Mac app without the camera entitlement: macOS refuses with no prompt.
  func testASandboxedMacTargetNeedsTheDeviceEntitlement() throws {
    try ReceiptsProject.write(
      into: directory(), macEntitlements: ReceiptsProject.macEntitlements(camera: false))
    let run = try lint(["Receipts", "--target", "ReceiptsMac", "--configuration", "Debug"])
    XCTAssertEqual(run.status, 1, run.standardError)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Receipts/ReceiptsMac/ReceiptsMac.entitlements:5:1: error: target ReceiptsMac (Debug): the \
      app is sandboxed without com.apple.security.device.camera (or \
      ENABLE_RESOURCE_ACCESS_CAMERA = YES); macOS refuses to let it use the camera and never \
      asks the user
      1 target configuration checked, 1 finding.

      """)
  }

  /// The target's xcconfig overrides the project's, `$(inherited)` adds to the value below,
  /// and `KEY[sdk=iphoneos*]` wins on the device SDK; the finding points at the xcconfig line.
  func testXCConfigIncludesInheritanceAndConditionsResolveAsXcodeDoes() throws {
    let files = try directory()
    try ReceiptsProject.write(into: files)
    try files.writeText(
      "Receipts/Configurations/Shared.xcconfig",
      """
      // Shared by both configurations.
      PHOTO_REASON = Saves the receipts you scan
      INFOPLIST_KEY_NSPhotoLibraryAddUsageDescription = $(PHOTO_REASON)
      INFOPLIST_KEY_NSPhotoLibraryAddUsageDescription[sdk=iphoneos*] = $(inherited) to Photos.
      INFOPLIST_KEY_NSPhotoLibraryAddUsageDescription[sdk=macosx*] = TBD

      """)
    try files.writeText(
      "Receipts/Configurations/Release.xcconfig",
      """
      #include "Shared.xcconfig"
      PHOTO_REASON = TODO

      """)
    let run = try lint(["Receipts", "--target", "Receipts"])
    XCTAssertEqual(run.status, 1, run.standardError)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Receipts/Receipts.xcodeproj: ok: target Receipts (Debug) (NSCameraUsageDescription, \
      NSPhotoLibraryAddUsageDescription; 2 localizations)
      Receipts/Configurations/Shared.xcconfig:4:15: error: target Receipts (Release): \
      NSPhotoLibraryAddUsageDescription is a placeholder (TODO); say why the app needs to add \
      photos to the library
      2 target configurations checked, 1 finding.

      """)
  }

  /// A missing `#include` leaves its settings unknown: exit 2 naming the file, the line that
  /// includes it and the configuration it costs, never "ok".
  func testAMissingIncludeIsUnreadableNotClean() throws {
    let files = try directory()
    try ReceiptsProject.write(into: files)
    try files.writeText("Receipts/Configurations/Release.xcconfig", "#include \"Gone.xcconfig\"\n")
    let run = try lint(["Receipts", "--target", "Receipts", "--configuration", "Release"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "Receipts/Configurations/Gone.xcconfig: error: no such file or directory, included by "
          + "Receipts/Configurations/Release.xcconfig:1; target Receipts (Release) is checked "
          + "without its settings; INFOPLIST_KEY_NSPhotoLibraryAddUsageDescription cannot be "
          + "known for target Receipts (Release)"
      ])
    XCTAssertFalse(run.standardOutput.contains("ok"), run.standardOutput)
  }

  /// A malformed project file names its line.
  func testAMalformedProjectFileNamesItsLine() throws {
    let files = try directory()
    try files.writeText(
      "Broken.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tarchiveVersion = 1\n}\n")
    let run = try lint(["Broken.xcodeproj"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "Broken.xcodeproj/project.pbxproj:4:1: error: malformed project file: expected ';' after "
          + "the value of \"archiveVersion\""
      ])
  }
}

/// The microphone in projects: a video app whose generated Info.plist lacks the key, in both
/// configurations; its String Catalog is not also told to translate a key that has no
/// development text.
final class LintMicrophoneProjectTests: LintFixtureTestCase {
  func testVideoAppWithoutTheMicrophoneKeyFailsEveryConfiguration() throws {
    try ReceiptsProject.write(into: directory())
    let run = try lint(["Receipts", "--target", "Receipts", "--sources", "camera,microphone"])
    XCTAssertEqual(run.status, 1, run.standardError)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Receipts/Receipts.xcodeproj/project.pbxproj:172:1: error: target Receipts (Debug): \
      NSMicrophoneUsageDescription is missing; iOS terminates the app when it asks to use the \
      microphone
      Receipts/Receipts.xcodeproj/project.pbxproj:185:1: error: target Receipts (Release): \
      NSMicrophoneUsageDescription is missing; iOS terminates the app when it asks to use the \
      microphone
      2 target configurations checked, 2 findings.

      """)
  }
}
