import XCTest

/// Keys from code: a call in a target's code that makes the system ask for a source needs the
/// source's key, reported at the call; comments, strings and permission-free pickers are not
/// calls.
final class LintCodeCallTests: LintFixtureTestCase {
  private let cameraText = "Scans the receipts you photograph into your expense report."

  /// Writes the App project compiling `Scan.swift` (or `file`) holding `code`, with
  /// `infoPlist`, and lints its Debug configuration.
  private func lintCode(
    _ code: String, file: String = "Scan.swift", infoPlist: [String: String] = [:],
    project: AuditProject? = nil
  ) throws -> ToolRun {
    let files = try directory()
    let project = project ?? AuditProject(codeFiles: [file])
    try project.write(into: files, infoPlist: ["CFBundleName": "App"].merging(infoPlist) { $1 })
    try files.writeText("App/App/\(file)", code)
    return try lint(["App", "--configuration", "Debug"])
  }

  func testASwiftCameraRequestWithoutTheKeyIsAnErrorAtTheCall() throws {
    let run = try lintCode(
      """
      import AVFoundation

      func scan() {
          AVCaptureDevice.requestAccess(for: .video) { granted in print(granted) }
      }

      """)
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/Scan.swift:4:5: error: target App: AVCaptureDevice.requestAccess(for: .video) \
      needs NSCameraUsageDescription; iOS terminates the app when it runs
      1 target configuration checked, 1 finding.

      """)
  }

  /// Every format carries the finding at the call, with its own kind.
  func testEveryFormatCarriesTheCall() throws {
    let code = "\n  let camera = AVCaptureDevice.default(for: .video)\n"
    _ = try lintCode(code)
    let json = try lint(["App", "--configuration", "Debug", "--format", "json"])
    XCTAssertTrue(
      json.standardOutput.contains("\"kind\" : \"calledWithoutKey\""), json.standardOutput)
    XCTAssertTrue(json.standardOutput.contains("\"column\" : 16"), json.standardOutput)
    let github = try lint(["App", "--configuration", "Debug", "--format", "github"])
    XCTAssertTrue(
      github.standardOutput.contains(
        "::error file=App/App/Scan.swift,line=2,col=16,title=NSCameraUsageDescription "
          + "(calledWithoutKey)::"),
      github.standardOutput)
    let sarif = try lint(["App", "--configuration", "Debug", "--format", "sarif"])
    XCTAssertTrue(sarif.standardOutput.contains("\"ruleId\" : \"calledWithoutKey\""))
  }

  func testTheKeyPresentIsCleanAndAPlaceholderIsTheUsualFinding() throws {
    let code = "let camera = AVCaptureDevice.default(for: .video)\n"
    let clean = try lintCode(code, infoPlist: ["NSCameraUsageDescription": cameraText])
    XCTAssertEqual(clean.status, 0, clean.standardOutput)
    XCTAssertTrue(clean.standardOutput.contains("NSCameraUsageDescription; 0 localizations"))
    let placeholder = try lintCode(code, infoPlist: ["NSCameraUsageDescription": "TODO"])
    XCTAssertEqual(placeholder.status, 1)
    XCTAssertTrue(placeholder.standardOutput.contains("is a placeholder (TODO)"))
    XCTAssertFalse(placeholder.standardOutput.contains("Scan.swift"), placeholder.standardOutput)
  }

  func testNamesInCommentsAndStringsAreNotCalls() throws {
    let run = try lintCode(
      #"""
      // AVCaptureDevice.requestAccess(for: .video)
      /* outer /* AVCaptureDevice.requestAccess(for: .video) */ still a comment:
         UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil) */
      let a = "AVCaptureDevice.requestAccess(for: .video)"
      let b = """
          PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
          """
      let c = #"AVAudioApplication.requestRecordPermission "quoted" \(x)"#
      let d = "\(name) UIImageWriteToSavedPhotosAlbum("
      func requestRecordPermission() {}
      let e = "\("nested \(AVCaptureDevice.requestAccess(for: .video))")"; AVAudioRecorder(url: u)

      """#)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/Scan.swift:11:70: error: target App: AVAudioRecorder(…) needs \
      NSMicrophoneUsageDescription; iOS terminates the app when it runs
      1 target configuration checked, 1 finding.

      """)
  }

  func testAPermissionFreePickerNeedsNoKey() throws {
    let run = try lintCode(
      """
      import PhotosUI
      var configuration = PHPickerConfiguration()
      let picker = PHPickerViewController(configuration: configuration)
      let photos = PhotosPicker(selection: $items, matching: .images) { Text("Pick") }
      let video = AVPlayer(url: url)
      let status = AVCaptureDevice.authorizationStatus(for: .video)
      let assets = PHAsset.fetchAssets(withLocalIdentifiers: ids, options: nil)

      """)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/Scan.swift:7:14: error: target App: PHAsset.fetchAssets… needs \
      NSPhotoLibraryUsageDescription; iOS terminates the app when it runs
      1 target configuration checked, 1 finding.

      """)
  }

  /// `.video` and `.audio`, `.addOnly` and `.readWrite`: the argument decides the key.
  func testTheArgumentDecidesTheSource() throws {
    let run = try lintCode(
      """
      AVCaptureDevice.requestAccess(for: AVMediaType.audio) { _ in }
      PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in }
      let engine = AVAudioEngine(); _ = engine.inputNode
      picker.sourceType = UIImagePickerController.SourceType.camera
      let writer = PHPhotoLibrary.shared().performChanges({
        PHAssetChangeRequest.creationRequestForAsset(from: image)
      })

      """)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/Scan.swift:4:8: error: target App: UIImagePickerController with sourceType = .camera \
      needs NSCameraUsageDescription; iOS terminates the app when it runs
      App/App/Scan.swift:1:1: error: target App: AVCaptureDevice.requestAccess(for: .audio) needs \
      NSMicrophoneUsageDescription; iOS terminates the app when it runs (1 more call in this file)
      App/App/Scan.swift:2:1: error: target App: PHPhotoLibrary.requestAuthorization(for: .addOnly) \
      needs NSPhotoLibraryAddUsageDescription; iOS terminates the app when it runs (1 more call in \
      this file)
      1 target configuration checked, 3 findings.

      """)
  }

  func testObjectiveCRequests() throws {
    let run = try lintCode(
      """
      #import <AVFoundation/AVFoundation.h>
      @implementation Scanner
      - (void)start {
          NSLog(@"[AVCaptureDevice requestAccessForMediaType:AVMediaTypeAudio]");
          [AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:^(BOOL ok) {}];
          [PHPhotoLibrary requestAuthorization:^(PHAuthorizationStatus status) {}];
      }
      @end

      """, file: "Scanner.m")
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/Scanner.m:5:6: error: target App: [AVCaptureDevice \
      requestAccessForMediaType:AVMediaTypeVideo …] needs NSCameraUsageDescription; iOS terminates \
      the app when it runs
      App/App/Scanner.m:6:6: error: target App: [PHPhotoLibrary requestAuthorization:] needs \
      NSPhotoLibraryUsageDescription; iOS terminates the app when it runs
      1 target configuration checked, 2 findings.

      """)
  }

  func testThisPackagesOwnLaunchesNeedTheirKeys() throws {
    let run = try lintCode(
      """
      import MediaAccess
      import MediaAccessCamera
      final class Screen: UIViewController, MicrophoneAuthorizing {
        func record() { launchVideoCapture { recordsSound in } }
        func save() { launchPhotoLibrary(access: .addOnly) { } }
      }

      """)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/Scan.swift:4:19: error: target App: launchVideoCapture needs \
      NSCameraUsageDescription; iOS terminates the app when it runs
      App/App/Scan.swift:4:19: error: target App: launchVideoCapture needs \
      NSMicrophoneUsageDescription; iOS terminates the app when it runs
      App/App/Scan.swift:5:17: error: target App: launchPhotoLibrary(access: .addOnly) needs \
      NSPhotoLibraryAddUsageDescription; iOS terminates the app when it runs
      1 target configuration checked, 3 findings.

      """)
  }

  /// A file of a synchronized folder counts, unless a membership exception leaves it out of
  /// the target.
  func testASynchronizedFolderCountsWithoutTheFilesItsExceptionsLeaveOut() throws {
    let code = "UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)\n"
    let files = try directory()
    try files.writeText("App/Shared/Kept.swift", code)
    try files.writeText("App/Shared/Widget/Left.swift", code)
    let project = AuditProject(synchronizedFolder: ("Shared", ["Widget/Left.swift"]))
    try project.write(into: files, infoPlist: ["CFBundleName": "App"])
    let run = try lint(["App", "--configuration", "Debug"])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/Shared/Kept.swift:1:1: error: target App: UIImageWriteToSavedPhotosAlbum(…) needs \
      NSPhotoLibraryAddUsageDescription; iOS terminates the app when it runs
      1 target configuration checked, 1 finding.

      """)
  }

  /// A framework target of the project that the app depends on is built into the app: its
  /// calls count, named as the target's; an extension's do not, being audited on their own.
  func testAFrameworkTargetTheAppDependsOnCounts() throws {
    let files = try directory()
    let project = AuditProject(codeFiles: ["Scan.swift"])
    let call = "UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)\n"
    let extra = """
      \t\tK1 = {isa = PBXFileReference; path = Kit/Saver.swift; sourceTree = "<group>"; };
      \t\tK2 = {isa = PBXFileReference; path = Share/Share.swift; sourceTree = "<group>"; };
      \t\tKB1 = {isa = PBXBuildFile; fileRef = K1; };
      \t\tKB2 = {isa = PBXBuildFile; fileRef = K2; };
      \t\tKS1 = {isa = PBXSourcesBuildPhase; files = (KB1); };
      \t\tKS2 = {isa = PBXSourcesBuildPhase; files = (KB2); };
      \t\tKT1 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (KS1); name = Kit; productType = "com.apple.product-type.framework"; };
      \t\tKT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (KS2); name = Share; productType = "com.apple.product-type.app-extension"; };
      \t\tKD1 = {isa = PBXTargetDependency; target = KT1; };
      \t\tKD2 = {isa = PBXTargetDependency; target = KT2; };

      """
    let projectFile = project.projectFile
      .replacingOccurrences(
        of: "\t\tT1 = {\n", with: extra + "\t\tT1 = {\n\t\t\tdependencies = (KD1, KD2);\n"
      )
      .replacingOccurrences(of: "children = (G1, A2", with: "children = (G1, A2, K1, K2")
      .replacingOccurrences(of: "targets = (T1)", with: "targets = (T1, KT1, KT2)")
    try project.write(into: files, infoPlist: ["CFBundleName": "App"])
    try files.writeText("App/App.xcodeproj/project.pbxproj", projectFile)
    try files.writeText("App/App/Scan.swift", "let x = 1\n")
    try files.writeText("App/Kit/Saver.swift", call)
    try files.writeText("App/Share/Share.swift", "AVAudioRecorder(url: url, settings: [:])\n")
    let run = try lint(["App", "--target", "App", "--configuration", "Debug"])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/Kit/Saver.swift:1:1: error: target App: UIImageWriteToSavedPhotosAlbum(…) in dependency \
      target Kit needs NSPhotoLibraryAddUsageDescription; iOS terminates the app when it runs
      1 target configuration checked, 1 finding.

      """)
  }

  /// A pod the app's aggregate target builds is compiled into the app: its calls count, named
  /// as the pod's.
  func testACallInAPodIsNamedAsTheDependencys() throws {
    let files = try directory()
    try PodsAppProject.write(into: files)
    try files.writeText(
      "Pods/Pods.xcodeproj/project.pbxproj", PodsAppProject.podsProjectFileBuildingGPUImage)
    try writePodMicrophoneRequest(into: files)
    try files.writeText("Pods/GPUImage/Source/Unused.m", Self.podMicrophoneRequest)
    try assertThePodsCallIsFound()
  }
}
