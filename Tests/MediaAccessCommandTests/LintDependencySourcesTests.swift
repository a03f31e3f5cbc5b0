import XCTest

/// Dependencies' sources where they really are: CocoaPods' multi-project mode, and Swift
/// package checkouts outside the repository (Xcode's DerivedData, `-clonedSourcePackagesDirPath`).
final class LintDependencySourcesTests: LintFixtureTestCase {
  private let request = "[AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeAudio];\n"

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
    try files.writeText("Pods/GPUImage/Source/Camera.m", "  " + request)
    try files.writeText("Pods/GPUImage/Source/Unused.m", request)
    let run = try lint(["Shop.xcworkspace", "--configuration", "Debug"])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Pods/GPUImage/Source/Camera.m:1:4: error: target Shop: [AVCaptureDevice \
      defaultDeviceWithMediaType:AVMediaTypeAudio] in dependency Pods/GPUImage needs \
      NSMicrophoneUsageDescription; iOS terminates the app when it runs
      1 target configuration checked, 1 finding.

      """)
  }
}
