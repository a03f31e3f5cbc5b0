import XCTest

/// Dependencies' sources where they really are: CocoaPods' multi-project mode, and Swift
/// package checkouts outside the repository (Xcode's DerivedData, `-clonedSourcePackagesDirPath`).
final class LintDependencySourcesTests: LintFixtureTestCase {
  /// With `generate_multiple_pod_projects`, `Pods.xcodeproj` holds the aggregate targets and
  /// refers to one project per pod beside it; the pod's target and its files are there.
  func testAPodInItsOwnProjectIsRead() throws {
    let files = try directory()
    try PodsAppProject.write(into: files)
    try files.writeText(
      "Pods/Pods.xcodeproj/project.pbxproj",
      PodsAppProject.podsProjectFile.replacingOccurrences(
        of: "\t\tD1 /* Pods-Shop */ = {isa = PBXNativeTarget; buildConfigurationList = E2; "
          + "buildPhases = ();",
        with: """
          \t\tR1 = {isa = PBXFileReference; name = GPUImage; path = GPUImage.xcodeproj; sourceTree = "<group>"; };
          \t\tC1 = {isa = PBXGroup; children = (R1); name = Pods; sourceTree = "<group>"; };
          \t\tZ1 = {isa = PBXContainerItemProxy; containerPortal = R1; proxyType = 1; remoteGlobalIDString = D2; remoteInfo = GPUImage; };
          \t\tY1 = {isa = PBXTargetDependency; name = GPUImage; targetProxy = Z1; };
          \t\tD1 /* Pods-Shop */ = {isa = PBXNativeTarget; buildConfigurationList = E2; buildPhases = (); dependencies = (Y1);
          """
      ).replacingOccurrences(of: "children = ();", with: "children = (C1);"))
    try files.writeText(
      "Pods/GPUImage.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      {
      	archiveVersion = 1;
      	objectVersion = 54;
      	objects = {
      		F1 = {isa = PBXFileReference; path = Source/Camera.m; sourceTree = "<group>"; };
      		F2 = {isa = PBXFileReference; path = Source/Unused.m; sourceTree = "<group>"; };
      		C1 = {isa = PBXGroup; children = (F1, F2); path = GPUImage; sourceTree = "<group>"; };
      		C0 = {isa = PBXGroup; children = (C1); sourceTree = "<group>"; };
      		B1 = {isa = PBXBuildFile; fileRef = F1; };
      		S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
      		D2 = {isa = PBXNativeTarget; buildConfigurationList = E2; buildPhases = (S1); name = GPUImage; productType = "com.apple.product-type.framework"; };
      		P0 = {isa = PBXProject; buildConfigurationList = E1; knownRegions = (en, Base); mainGroup = C0; projectDirPath = ""; targets = (D2); };
      		G1 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
      		E1 = {isa = XCConfigurationList; buildConfigurations = (G1); };
      		E2 = {isa = XCConfigurationList; buildConfigurations = (G1); };
      	};
      	rootObject = P0;
      }

      """)
    try writePodMicrophoneRequest(into: files)
    try files.writeText("Pods/GPUImage/Source/Unused.m", Self.podMicrophoneRequest)
    try assertThePodsCallIsFound()
  }

  /// Writes the App project linking the product of the remote package `Scanner`, whose
  /// checkout (when `checkout` is given) is in that folder and calls the camera.
  private func writeRemotePackageApp(checkout: String?) throws -> FixtureDirectory {
    let files = try directory()
    let project = AuditProject(products: ["ScannerKit"], codeFiles: ["App.swift"])
    try project.write(into: files, infoPlist: ["CFBundleName": "App"])
    try files.writeText(
      "App/App.xcodeproj/project.pbxproj",
      project.projectFile.replacingOccurrences(
        of: "\t\tT1 = {\n",
        with: "\t\tPK = {isa = XCRemoteSwiftPackageReference; "
          + "repositoryURL = \"https://github.com/example/Scanner.git\"; };\n\t\tT1 = {\n"))
    try files.writeText("App/App/App.swift", "let app = 1\n")
    if let checkout {
      try files.writeText(
        checkout + "/Sources/ScannerKit/Scan.swift",
        "let camera = AVCaptureDevice.default(for: .video)\n")
    }
    return files
  }

  private func cameraFinding(_ file: String) -> String {
    """
    \(file):1:14: error: target App: AVCaptureDevice.default(for: .video) in dependency \
    Scanner needs NSCameraUsageDescription; iOS terminates the app when it runs
    1 target configuration checked, 1 finding.

    """
  }

  /// `xcodebuild -clonedSourcePackagesDirPath Cloned` puts the checkouts in `Cloned/checkouts`:
  /// `--package-checkouts` names that folder (or its `checkouts`, or a `-derivedDataPath`).
  func testACheckoutInTheFolderNamedByTheOptionIsRead() throws {
    _ = try writeRemotePackageApp(checkout: "Cloned/checkouts/Scanner")
    let run = try lint(["App", "--configuration", "Debug", "--package-checkouts", "Cloned"])
    LineDiff.assertEqual(
      run.standardOutput, cameraFinding("Cloned/checkouts/Scanner/Sources/ScannerKit/Scan.swift"))
    let derived = try lint([
      "App", "--configuration", "Debug", "--package-checkouts", "Cloned/checkouts",
    ])
    XCTAssertEqual(derived.status, 1, derived.standardOutput)
  }

  /// Without options, Xcode's default DerivedData is searched for the folder whose
  /// `info.plist` names the project: its `SourcePackages/checkouts` holds the checkout.
  func testACheckoutInXcodesDefaultDerivedDataIsRead() throws {
    let files = try writeRemotePackageApp(
      checkout: "Home/Library/Developer/Xcode/DerivedData/App-abcdefghij/SourcePackages/"
        + "checkouts/scanner")
    let projectPath = files.url.appendingPathComponent("App/App.xcodeproj").standardizedFileURL
      .path
    for (folder, workspace) in [
      ("App-abcdefghij", projectPath), ("Other-klmnopqrst", "/elsewhere/Other.xcodeproj"),
    ] {
      try files.writePlist(
        "Home/Library/Developer/Xcode/DerivedData/\(folder)/info.plist",
        ["WorkspacePath": workspace, "LastAccessedDate": "2026-12-01"])
    }
    let home = files.url.appendingPathComponent("Home").path
    let run = try ToolRun.run(
      ["lint", "App", "--configuration", "Debug"], in: files.url, environment: ["HOME": home])
    LineDiff.assertEqual(
      run.standardOutput,
      cameraFinding(
        home + "/Library/Developer/Xcode/DerivedData/App-abcdefghij/SourcePackages/checkouts/"
          + "scanner/Sources/ScannerKit/Scan.swift"))
  }

  /// Xcode's Locations preference moves DerivedData (`IDECustomDerivedDataLocation`: an
  /// absolute path, or one relative to the project's folder): that folder is searched too.
  func testACheckoutInTheDerivedDataOfXcodesLocationsPreferenceIsRead() throws {
    let files = try writeRemotePackageApp(
      checkout: "App/Builds/App-abcdefghij/SourcePackages/checkouts/Scanner")
    let projectPath = files.url.appendingPathComponent("App/App.xcodeproj").standardizedFileURL
      .path
    try files.writePlist(
      "App/Builds/App-abcdefghij/info.plist", ["WorkspacePath": projectPath])
    try files.writePlist(
      "Home/Library/Preferences/com.apple.dt.Xcode.plist",
      ["IDECustomDerivedDataLocation": "Builds"], format: .binary)
    let run = try ToolRun.run(
      ["lint", "App", "--configuration", "Debug"], in: files.url,
      environment: ["HOME": files.url.appendingPathComponent("Home").path])
    LineDiff.assertEqual(
      run.standardOutput,
      cameraFinding(
        "App/Builds/App-abcdefghij/SourcePackages/checkouts/Scanner/Sources/"
          + "ScannerKit/Scan.swift"))
  }

  /// A checkout found nowhere is not a clean bill: the audit says its code was not read.
  func testAPackageWithoutACheckoutIsNamedAsNotRead() throws {
    _ = try writeRemotePackageApp(checkout: nil)
    let run = try lint(["App", "--configuration", "Debug"])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App.xcodeproj: ok: target App (Debug) (code not read for package Scanner: no checkout \
      found (resolve the packages, or pass --package-checkouts))
      1 target configuration checked, 0 findings.

      """)
    XCTAssertEqual(run.status, 0)
  }

  /// An app with a base configuration of its own includes CocoaPods' `.xcconfig` there
  /// (eduVPN's `Config/Development.xcconfig`): its pods are still the app's.
  func testAPodsConfigurationIncludedByTheAppsOwnIsFollowed() throws {
    let files = try directory()
    try PodsAppProject.write(into: files)
    try files.writeText(
      "Shop.xcodeproj/project.pbxproj",
      ["debug", "release"].reduce(PodsAppProject.projectFile()) { project, name in
        project.replacingOccurrences(
          of: "path = \"Target Support Files/Pods-Shop/Pods-Shop.\(name).xcconfig\";",
          with: "path = \"../Config/\(name).xcconfig\";")
      })
    for name in ["debug", "release"] {
      try files.writeText(
        "Config/\(name).xcconfig",
        "// The app's own settings.\n#include \"../Pods/Target Support Files/Pods-Shop/"
          + "Pods-Shop.\(name).xcconfig\"\nSWIFT_VERSION = 5.0\n")
    }
    try files.writeText(
      "Pods/Pods.xcodeproj/project.pbxproj", PodsAppProject.podsProjectFileBuildingGPUImage)
    try writePodMicrophoneRequest(into: files)
    try assertThePodsCallIsFound()
  }
}
