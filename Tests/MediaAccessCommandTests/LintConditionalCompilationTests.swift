import XCTest

/// Conditional compilation: a call in a block the target's platform cannot compile (`#if
/// os(iOS)` in a watch app) needs no key; a block whose condition lint cannot decide
/// (`#if DEBUG`) counts as compiled, and a multiplatform target's blocks count when any of its
/// platforms compiles them.
final class LintConditionalCompilationTests: LintFixtureTestCase {
  private let cameraText = "Scans the receipts you photograph into your expense report."

  /// Lints the App target, built with `settings`, compiling `file` holding `code`.
  private func lintCode(
    _ code: String, file: String = "Scan.swift", settings: [String]
  ) throws -> ToolRun {
    let files = try directory()
    let project = AuditProject(settings: settings, codeFiles: [file])
    try project.write(into: files, infoPlist: ["CFBundleName": "App"])
    try files.writeText("App/App/\(file)", code)
    return try lint(["App", "--configuration", "Debug"])
  }

  /// The lines of the findings at calls, `file:line: … needs KEY`, in order.
  private func callFindings(_ run: ToolRun) -> [String] {
    run.standardOutput.split(separator: "\n").filter { $0.contains(" needs ") }.map {
      let location = $0.prefix { $0 != " " }
      let key = $0.split(separator: " needs ").last?.prefix { $0 != ";" } ?? ""
      return "\(location) \(key)"
    }
  }

  /// An iOS app and its watch app compile one shared file whose camera code is for iOS only:
  /// the watch app needs no camera key; the iOS app does.
  func testASharedFilesIOSBlockNeedsNoKeyInTheWatchApp() throws {
    let code = """
      import Foundation
      #if os(iOS) && !targetEnvironment(macCatalyst)
      import AVFoundation
      func detect() {
          AVCaptureDevice.requestAccess(for: .video) { _ in }
      }
      #endif

      """
    for appDeclares in [true, false] {
      let files = try directory()
      let project = AuditProject(codeFiles: ["Shared.swift"])
      let watch = """
        \t\tWT = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (S1); name = Watch; productType = "com.apple.product-type.application"; };
        \t\tC5 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Watch/Info.plist; SDKROOT = watchos; }; name = Debug; };
        \t\tC6 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Watch/Info.plist; SDKROOT = watchos; }; name = Release; };
        \t\tL3 = {isa = XCConfigurationList; buildConfigurations = (C5, C6); };

        """
      let projectFile = project.projectFile
        .replacingOccurrences(of: "\t\tT1 = {\n", with: watch + "\t\tT1 = {\n")
        .replacingOccurrences(of: "targets = (T1)", with: "targets = (T1, WT)")
      try project.write(
        into: files,
        infoPlist: ["CFBundleName": "App"].merging(
          appDeclares ? ["NSCameraUsageDescription": cameraText] : [:]
        ) { $1 })
      try files.writeText("App/App.xcodeproj/project.pbxproj", projectFile)
      try files.writePlist("App/Watch/Info.plist", ["CFBundleName": "Watch"])
      try files.writeText("App/App/Shared.swift", code)
      let run = try lint(["App", "--configuration", "Debug"])
      XCTAssertEqual(run.standardError, "")
      XCTAssertTrue(
        run.standardOutput.contains("2 target configurations checked"), run.standardOutput)
      XCTAssertFalse(run.standardOutput.contains("target Watch:"), run.standardOutput)
      XCTAssertEqual(
        callFindings(run),
        appDeclares ? [] : ["App/App/Shared.swift:5:5: NSCameraUsageDescription"],
        run.standardOutput)
      XCTAssertEqual(run.status, appDeclares ? 0 : 1, run.standardOutput)
    }
  }

  /// `#elseif` and `#else` after a branch that is compiled are not, nested blocks are judged
  /// inside the branch that holds them, and a condition lint cannot decide is compiled.
  func testElseNestedAndUndecidedBlocksInATVApp() throws {
    let run = try lintCode(
      """
      #if os(iOS)
        let camera = AVCaptureDevice.default(for: .video)
      #elseif os(tvOS)
        #if DEBUG
          let recorder = AVAudioRecorder(url: url, settings: [:])
        #elseif os(iOS)
          PHPhotoLibrary.requestAuthorization { _ in }
        #endif
        #if canImport(Photos) || swift(>=5.9)
          UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
        #endif
      #else
        PHPhotoLibrary.requestAuthorization { _ in }
      #endif
      #if !os(tvOS)
        let more = AVCaptureDevice.default(for: .video)
      #endif

      """, settings: ["SDKROOT = appletvos;"])
    XCTAssertEqual(
      callFindings(run),
      [
        "App/App/Scan.swift:5:20: NSMicrophoneUsageDescription",
        "App/App/Scan.swift:10:5: NSPhotoLibraryAddUsageDescription",
      ], run.standardOutput)
    XCTAssertTrue(run.standardOutput.contains("tvOS terminates"), run.standardOutput)
  }

  /// A Mac Catalyst target compiles its blocks for iOS and for the Mac as iOS code; a
  /// multiplatform one for each platform it lists.
  func testEveryPlatformOfATargetCounts() throws {
    let code = """
      #if os(macOS)
      let recorder = AVAudioRecorder(url: url, settings: [:])
      #endif
      #if !targetEnvironment(macCatalyst)
      let camera = AVCaptureDevice.default(for: .video)
      #endif
      #if targetEnvironment(macCatalyst)
      UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
      #endif

      """
    let camera = "App/App/Scan.swift:5:14: NSCameraUsageDescription"
    let iOS = try lintCode(code, settings: ["SDKROOT = iphoneos;"])
    XCTAssertEqual(callFindings(iOS), [camera], iOS.standardOutput)
    let catalyst = try lintCode(
      code, settings: ["SDKROOT = iphoneos;", "SUPPORTS_MACCATALYST = YES;"])
    XCTAssertEqual(
      callFindings(catalyst),
      [camera, "App/App/Scan.swift:8:1: NSPhotoLibraryAddUsageDescription"],
      catalyst.standardOutput)
    let multiplatform = try lintCode(
      code,
      settings: ["SDKROOT = auto;", "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";"])
    XCTAssertEqual(
      callFindings(multiplatform),
      [camera, "App/App/Scan.swift:2:16: NSMicrophoneUsageDescription"],
      multiplatform.standardOutput)
  }

  /// Objective-C's `TARGET_OS_` conditions are decided as the SDK defines them
  /// (`TARGET_OS_MAC` is 1 on every Apple platform); `#ifdef` of a project's own macro is
  /// compiled.
  func testObjectiveCTargetConditionsInATVApp() throws {
    let run = try lintCode(
      """
      @implementation Scanner
      - (void)start {
      #if TARGET_OS_IOS && !TARGET_OS_MACCATALYST
          [AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:^(BOOL ok) {}];
      #elif TARGET_OS_TV
          [AVCaptureDevice requestAccessForMediaType:AVMediaTypeAudio completionHandler:^(BOOL ok) {}];
      #endif
      #if 0
          [AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeVideo];
      #endif
      #ifdef USE_PHOTOS // the project's own
          [PHPhotoLibrary requestAuthorization:^(PHAuthorizationStatus status) {}];
      #endif
      #if TARGET_OS_MAC
          [AVCaptureDevice devicesWithMediaType:AVMediaTypeVideo];
      #endif
      }
      @end

      """, file: "Scanner.m", settings: ["SDKROOT = appletvos;"])
    XCTAssertEqual(
      callFindings(run),
      [
        "App/App/Scanner.m:15:6: NSCameraUsageDescription",
        "App/App/Scanner.m:6:6: NSMicrophoneUsageDescription",
        "App/App/Scanner.m:12:6: NSPhotoLibraryUsageDescription",
      ], run.standardOutput)
  }

  /// A condition runs through a comment on its line, as the compilers read it: a block for
  /// the phone or the TV is the TV app's too, in Swift and in Objective-C, and what
  /// follows `#else` on its line in Swift is the branch's.
  func testACommentInAConditionDoesNotEndIt() throws {
    let swift = try lintCode(
      """
      #if os(iOS) /* the phone */ || os(tvOS)
      let recorder = AVAudioRecorder(url: url, settings: [:])
      #endif

      """, settings: ["SDKROOT = appletvos;"])
    XCTAssertEqual(
      callFindings(swift), ["App/App/Scan.swift:2:16: NSMicrophoneUsageDescription"],
      swift.standardOutput)
    let objectiveC = try lintCode(
      """
      - (void)start {
      #if TARGET_OS_IOS /* the phone */ || TARGET_OS_TV
          [AVCaptureDevice requestAccessForMediaType:AVMediaTypeAudio completionHandler:^(BOOL ok) {}];
      #endif /* TARGET_OS_IOS */ [AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeVideo];
      }

      """, file: "Scanner.m", settings: ["SDKROOT = appletvos;"])
    XCTAssertEqual(
      callFindings(objectiveC), ["App/App/Scanner.m:3:6: NSMicrophoneUsageDescription"],
      objectiveC.standardOutput)
  }
}
