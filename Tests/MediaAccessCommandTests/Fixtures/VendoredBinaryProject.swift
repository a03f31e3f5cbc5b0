import Foundation

/// An app that links a closed-source SDK, `Scanner.xcodeproj`: one application target,
/// Scanner, whose Frameworks build phase links the binaries given (paths in the project's
/// folder) and the SDK's AVFoundation, which is not on this disk and is not read. Its
/// Info.plist is generated from its Debug configuration's build settings.
enum VendoredBinaryProject {
  /// A camera usage description that passes every check.
  static let cameraKey =
    "INFOPLIST_KEY_NSCameraUsageDescription = \"Scanner reads the barcodes of your parcels.\";"

  /// `project.pbxproj`, linking `binaries`, with `settings` among the target's build settings.
  static func projectFile(linking binaries: [String], settings: String = "") -> String {
    let references = binaries.enumerated().map { index, path in
      "\t\tR\(index) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };\n"
        + "\t\tA\(index) = {isa = PBXBuildFile; fileRef = R\(index); };\n"
    }.joined()
    let children = (binaries.indices.map { "R\($0)" } + ["S1"]).joined(separator: ", ")
    let files = (binaries.indices.map { "A\($0)" } + ["A_SDK"]).joined(separator: ", ")
    return """
      // !$*UTF8*$!
      {
      	archiveVersion = 1;
      	objectVersion = 56;
      	objects = {
      \(references)		S1 = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = AVFoundation.framework; path = System/Library/Frameworks/AVFoundation.framework; sourceTree = SDKROOT; };
      		A_SDK = {isa = PBXBuildFile; fileRef = S1; };
      		C1 = {isa = PBXGroup; children = (\(children)); sourceTree = "<group>"; };
      		K1 = {isa = PBXFrameworksBuildPhase; files = (\(files)); };
      		D1 = {isa = PBXNativeTarget; buildConfigurationList = E2; buildPhases = (K1); name = Scanner; productType = "com.apple.product-type.application"; };
      		F1 = {isa = PBXProject; buildConfigurationList = E1; knownRegions = (en, Base); mainGroup = C1; projectDirPath = ""; targets = (D1); };
      		G1 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
      		G2 = {isa = XCBuildConfiguration; buildSettings = { GENERATE_INFOPLIST_FILE = YES; \(settings) }; name = Debug; };
      		E1 = {isa = XCConfigurationList; buildConfigurations = (G1); };
      		E2 = {isa = XCConfigurationList; buildConfigurations = (G2); };
      	};
      	rootObject = F1;
      }

      """
  }

  /// Writes the project linking `binaries` and each file of `files`, by its path.
  static func write(
    into directory: FixtureDirectory, linking binaries: [String],
    files: [String: [UInt8]], settings: String = ""
  ) throws {
    try directory.writeText(
      "Scanner.xcodeproj/project.pbxproj", projectFile(linking: binaries, settings: settings))
    for (path, bytes) in files {
      try directory.write(path, Data(bytes))
    }
  }
}
