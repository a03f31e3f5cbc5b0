import Foundation

/// An app as CocoaPods leaves it: `Shop.xcworkspace` listing `Shop.xcodeproj` and
/// `Pods/Pods.xcodeproj`, the app target Shop and its share extension ShopShare each based on
/// an `.xcconfig` under `Pods/Target Support Files/`, Info.plist files of their own, and the
/// app's `InfoPlist.strings` in an English and a German `.lproj` variant group.
///
/// `pod install` writes everything under `Pods/`; a fresh clone that ignores the folder has
/// none of it.
enum PodsAppProject {
  /// The app's Info.plist camera text; replaced to give a finding to look for.
  static let cameraText = "Shop scans the barcodes of the products you sell."

  /// `Shop.xcodeproj/project.pbxproj`; `shareBase` is the extension's base configuration.
  static func projectFile(germanTable: String = "de.lproj/InfoPlist.strings") -> String {
    """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 54;
    	objects = {
    		B1 /* InfoPlist.strings */ = {isa = PBXBuildFile; fileRef = V1 /* InfoPlist.strings */; };
    		F1 /* Info.plist */ = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
    		F2 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    		F3 /* de */ = {isa = PBXFileReference; name = de; path = \(germanTable); sourceTree = "<group>"; };
    		F4 /* Info.plist */ = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
    		X1 = {isa = PBXFileReference; path = "Target Support Files/Pods-Shop/Pods-Shop.debug.xcconfig"; sourceTree = "<group>"; };
    		X2 = {isa = PBXFileReference; path = "Target Support Files/Pods-Shop/Pods-Shop.release.xcconfig"; sourceTree = "<group>"; };
    		X3 = {isa = PBXFileReference; path = "Target Support Files/Pods-ShopShare/Pods-ShopShare.xcconfig"; sourceTree = "<group>"; };
    		V1 /* InfoPlist.strings */ = {isa = PBXVariantGroup; children = (F2, F3); name = InfoPlist.strings; sourceTree = "<group>"; };
    		C0 = {isa = PBXGroup; children = (C1, C2, C3); sourceTree = "<group>"; };
    		C1 /* Shop */ = {isa = PBXGroup; children = (F1, V1); path = Shop; sourceTree = "<group>"; };
    		C2 /* ShopShare */ = {isa = PBXGroup; children = (F4); path = ShopShare; sourceTree = "<group>"; };
    		C3 /* Pods */ = {isa = PBXGroup; children = (X1, X2, X3); path = Pods; sourceTree = "<group>"; };
    		R1 = {isa = PBXResourcesBuildPhase; files = (B1); };
    		D1 /* Shop */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = E2;
    			buildPhases = (R1);
    			name = Shop;
    			productType = "com.apple.product-type.application";
    		};
    		D2 /* ShopShare */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = E3;
    			buildPhases = ();
    			name = ShopShare;
    			productType = "com.apple.product-type.app-extension";
    		};
    		P0 = {isa = PBXProject; buildConfigurationList = E1; knownRegions = (en, de, Base); mainGroup = C0; projectDirPath = ""; targets = (D1, D2); };
    		G1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
    		G2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
    		G3 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = { INFOPLIST_FILE = Shop/Info.plist; }; name = Debug; };
    		G4 /* Release */ = {isa = XCBuildConfiguration; baseConfigurationReference = X2; buildSettings = { INFOPLIST_FILE = Shop/Info.plist; }; name = Release; };
    		G5 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = X3; buildSettings = { INFOPLIST_FILE = ShopShare/Info.plist; }; name = Debug; };
    		G6 /* Release */ = {isa = XCBuildConfiguration; baseConfigurationReference = X3; buildSettings = { INFOPLIST_FILE = ShopShare/Info.plist; }; name = Release; };
    		E1 = {isa = XCConfigurationList; buildConfigurations = (G1, G2); };
    		E2 = {isa = XCConfigurationList; buildConfigurations = (G3, G4); };
    		E3 = {isa = XCConfigurationList; buildConfigurations = (G5, G6); };
    	};
    	rootObject = P0;
    }

    """
  }

  /// `Pods/Pods.xcodeproj/project.pbxproj`: one framework target, no app.
  static let podsProjectFile = """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 54;
    	objects = {
    		C0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
    		D1 /* Pods-Shop */ = {isa = PBXNativeTarget; buildConfigurationList = E2; buildPhases = (); name = "Pods-Shop"; productType = "com.apple.product-type.framework"; };
    		P0 = {isa = PBXProject; buildConfigurationList = E1; knownRegions = (en, Base); mainGroup = C0; projectDirPath = ""; targets = (D1); };
    		G1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
    		E1 = {isa = XCConfigurationList; buildConfigurations = (G1); };
    		E2 = {isa = XCConfigurationList; buildConfigurations = (G1); };
    	};
    	rootObject = P0;
    }

    """

  /// ``podsProjectFile`` with the pod GPUImage, which `Pods-Shop` builds: its target
  /// compiles `GPUImage/Source/Camera.m`, and not `Unused.m` beside it.
  static let podsProjectFileBuildingGPUImage =
    podsProjectFile.replacingOccurrences(
      of: "\t\tD1 /* Pods-Shop */ = {isa = PBXNativeTarget; buildConfigurationList = E2; "
        + "buildPhases = ();",
      with: """
        \t\tF1 = {isa = PBXFileReference; path = Source/Camera.m; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; path = Source/Unused.m; sourceTree = "<group>"; };
        \t\tC1 = {isa = PBXGroup; children = (F1, F2); path = GPUImage; sourceTree = "<group>"; };
        \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        \t\tD2 = {isa = PBXNativeTarget; buildConfigurationList = E2; buildPhases = (S1); name = GPUImage; productType = "com.apple.product-type.framework"; };
        \t\tY1 = {isa = PBXTargetDependency; name = GPUImage; target = D2; };
        \t\tD1 /* Pods-Shop */ = {isa = PBXNativeTarget; buildConfigurationList = E2; buildPhases = (); dependencies = (Y1);
        """
    ).replacingOccurrences(of: "children = ();", with: "children = (C1);")
    .replacingOccurrences(of: "targets = (D1);", with: "targets = (D1, D2);")

  /// The workspace CocoaPods writes, listing the app's project and its own.
  static let workspace = """
    <?xml version="1.0" encoding="UTF-8"?>
    <Workspace
       version = "1.0">
       <FileRef
          location = "group:Shop.xcodeproj">
       </FileRef>
       <FileRef
          location = "group:Pods/Pods.xcodeproj">
       </FileRef>
    </Workspace>

    """

  /// Writes the app; `podsInstalled` adds what `pod install` makes.
  static func write(
    into files: FixtureDirectory, podsInstalled: Bool = true, cameraText: String = cameraText,
    germanTable: String = "de.lproj/InfoPlist.strings", germanTableOnDisk: String? = nil
  ) throws {
    try files.writeText("Shop.xcodeproj/project.pbxproj", projectFile(germanTable: germanTable))
    try files.writeText("Shop.xcworkspace/contents.xcworkspacedata", workspace)
    try files.writeText("Podfile", "target 'Shop' do\n  pod 'Alamofire'\nend\n")
    try files.writePlist("Shop/Info.plist", ["NSCameraUsageDescription": cameraText])
    try files.writeStrings(
      "Shop/en.lproj/InfoPlist.strings", ["NSCameraUsageDescription": Self.cameraText])
    try files.writeStrings(
      "Shop/" + (germanTableOnDisk ?? germanTable),
      ["NSCameraUsageDescription": "Shop scannt die Strichcodes der Produkte, die du verkaufst."])
    // The extension's plist says TODO: audited as an app, it would be a finding.
    try files.writePlist(
      "ShopShare/Info.plist",
      [
        "NSPhotoLibraryUsageDescription": "TODO",
        "NSExtension": ["NSExtensionPointIdentifier": "com.apple.share-services"],
      ])
    guard podsInstalled else { return }
    try files.writeText("Pods/Pods.xcodeproj/project.pbxproj", podsProjectFile)
    for name in [
      "Pods-Shop/Pods-Shop.debug", "Pods-Shop/Pods-Shop.release", "Pods-ShopShare/Pods-ShopShare",
    ] {
      try files.writeText(
        "Pods/Target Support Files/\(name).xcconfig",
        "FRAMEWORK_SEARCH_PATHS = $(inherited) \"${PODS_CONFIGURATION_BUILD_DIR}/Alamofire\"\n")
    }
  }
}
