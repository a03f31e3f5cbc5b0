import XCTest

/// A call counts only for the platforms where its framework exists and its `#if` compiles
/// it: in a target built for iOS and as a native Mac app, a UIKit call asks nothing of the
/// Mac build, whose sandbox then needs no entitlement for it.
final class LintCallPlatformTests: LintFixtureTestCase {
  /// A multiplatform target (iOS and a native Mac app), sandboxed on the Mac, declaring the
  /// add-only photo library key, whose `Share.swift` holds `code`.
  private func lintMultiplatformApp(_ code: String) throws -> ToolRun {
    let files = try directory()
    let project = AuditProject(
      settings: [
        "SDKROOT = auto;", "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";",
        "ENABLE_APP_SANDBOX = YES;",
      ],
      codeFiles: ["Share.swift"])
    try project.write(
      into: files,
      infoPlist: [
        "CFBundleName": "App",
        "NSPhotoLibraryAddUsageDescription": "Saves the photos you edit to your library.",
      ])
    try files.writeText("App/App/Share.swift", code)
    return try lint(["App", "--configuration", "Debug"])
  }

  /// `UIImageWriteToSavedPhotosAlbum` is UIKit's, which a native Mac app does not have: the
  /// Mac build needs no photo library entitlement for it.
  func testAUIKitCallAsksNothingOfTheMacBuild() throws {
    let run = try lintMultiplatformApp(
      """
      #if canImport(UIKit)
      import UIKit

      func save(_ image: UIImage) {
          UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
      }
      #endif

      """)
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0, run.standardOutput)
    XCTAssertTrue(run.standardOutput.hasPrefix("App/App.xcodeproj: ok: target App (Debug)"))
  }

  /// A Photos call in an `#if os(iOS)` block is compiled out of the Mac build: no
  /// entitlement either.
  func testACallInAnIOSBlockAsksNothingOfTheMacBuild() throws {
    let run = try lintMultiplatformApp(
      """
      import Photos

      func save() {
          #if os(iOS)
          PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in }
          #endif
      }

      """)
    XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
  }

  /// The same Photos call outside the block is the Mac build's too: the sandbox needs the
  /// photo library entitlement.
  func testAPhotosCallTheMacBuildCompilesNeedsTheEntitlement() throws {
    let run = try lintMultiplatformApp(
      """
      import Photos

      func save() {
          PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in }
      }

      """)
    XCTAssertEqual(run.status, 1, run.standardOutput + run.standardError)
    XCTAssertTrue(
      run.standardOutput.contains(
        "error: target App (Debug): the app is sandboxed without "
          + "com.apple.security.personal-information.photos-library"),
      run.standardOutput)
  }

  /// An iOS target's Mac Catalyst build compiles its code as iOS code, less the blocks
  /// `#if !targetEnvironment(macCatalyst)` leaves out: a camera request there asks nothing of
  /// the Catalyst build, whose sandbox then needs no camera entitlement.
  func testACallCompiledOutOfTheCatalystBuildAsksNothingOfIt() throws {
    let files = try directory()
    let project = AuditProject(
      settings: ["SUPPORTS_MACCATALYST = YES;", "ENABLE_APP_SANDBOX = YES;"],
      codeFiles: ["Scan.swift"])
    try project.write(
      into: files,
      infoPlist: ["CFBundleName": "App", "NSCameraUsageDescription": "Scans your paper receipts."])
    try files.writeText(
      "App/App/Scan.swift",
      """
      import AVFoundation

      func scan() {
          #if !targetEnvironment(macCatalyst)
          AVCaptureDevice.requestAccess(for: .video) { _ in }
          #endif
      }

      """)
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
    XCTAssertFalse(run.standardOutput.contains("Mac Catalyst"), run.standardOutput)
    // The same call compiled for the Catalyst build is its, and asks for its entitlement.
    try files.writeText(
      "App/App/Scan.swift",
      "import AVFoundation\n\nfunc scan() {\n    AVCaptureDevice.requestAccess(for: .video) { _ in }\n}\n"
    )
    let compiled = try lint(["App", "--configuration", "Debug"])
    XCTAssertTrue(
      compiled.standardOutput.contains("in the Mac Catalyst build"), compiled.standardOutput)
  }
}
