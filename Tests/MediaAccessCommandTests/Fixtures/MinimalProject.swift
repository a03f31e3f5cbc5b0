/// The smallest project lint reads, `App/App.xcodeproj`: one application target, App, with
/// a Debug configuration (`G2`) in its configuration list (`E2`), and two synchronized
/// folders, `App` and `Configs`.
///
/// Each test replaces the part its case is about: how the target names its configuration
/// list, the configurations the list names, and the target's Debug configuration.
enum MinimalProject {
  /// The target's Debug configuration, as Xcode 16 writes one based on an `.xcconfig` inside
  /// a synchronized folder.
  static let anchoredConfiguration = """
    		G2 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReferenceAnchor = B2 /* Configs */;
    			baseConfigurationReferenceRelativePath = App.xcconfig;
    			buildSettings = {
    				GENERATE_INFOPLIST_FILE = YES;
    			};
    			name = Debug;
    		};
    """

  /// `project.pbxproj`, with the target's configuration list line, the list's configurations
  /// and the Debug configuration given.
  static func projectFile(
    targetList: String = "buildConfigurationList = E2;", listed: String = "G2",
    configuration: String = anchoredConfiguration, sdk: String = "iphoneos"
  ) -> String {
    """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 77;
    	objects = {
    		B1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
    		B2 /* Configs */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Configs; sourceTree = "<group>"; };
    		C1 = {isa = PBXGroup; children = (B1, B2); sourceTree = "<group>"; };
    		D1 /* App */ = {
    			isa = PBXNativeTarget;
    			\(targetList)
    			buildPhases = ();
    			fileSystemSynchronizedGroups = (B1);
    			name = App;
    			productType = "com.apple.product-type.application";
    		};
    		F1 = {isa = PBXProject; buildConfigurationList = E1; knownRegions = (en, Base); mainGroup = C1; projectDirPath = ""; targets = (D1); };
    		G1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = \(sdk); }; name = Debug; };
    \(configuration)
    		E1 = {isa = XCConfigurationList; buildConfigurations = (G1); };
    		E2 = {isa = XCConfigurationList; buildConfigurations = (\(listed)); };
    	};
    	rootObject = F1;
    }

    """
  }

  /// Writes the project under `App/`, with `Configs/App.xcconfig` holding `xcconfig`.
  static func write(
    into files: FixtureDirectory, projectFile: String = projectFile(),
    xcconfig: String = "INFOPLIST_KEY_NSCameraUsageDescription = TODO\n"
  ) throws {
    try files.writeText("App/App.xcodeproj/project.pbxproj", projectFile)
    try files.writeText("App/Configs/App.xcconfig", xcconfig)
    try files.writeText("App/App/ContentView.swift", "")
  }
}
