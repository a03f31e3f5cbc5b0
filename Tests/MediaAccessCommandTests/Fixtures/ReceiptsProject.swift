/// A project as Xcode 16 writes it: an iOS app, Receipts, with a generated Info.plist whose
/// usage descriptions are build settings, Debug and Release configurations based on
/// `.xcconfig` files (`#include`, `$(inherited)`), a widget extension, a synchronized folder
/// holding an `InfoPlist.xcstrings` String Catalog, and a sandboxed Mac app, ReceiptsMac, with
/// its own Info.plist using `$(PRODUCT_NAME)`.
///
/// Each test writes the files it needs, changing what its case is about.
enum ReceiptsProject {
  /// The Release line of the app target's camera text; replaced to make Release differ.
  static let releaseCameraSetting =
    #"INFOPLIST_KEY_NSCameraUsageDescription = "$(PRODUCT_NAME) scans your paper receipts.";"#

  /// `project.pbxproj`, with the app's Release camera setting line given.
  static func projectFile(releaseCamera: String = releaseCameraSetting) -> String {
    #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 77;
    	objects = {

    /* Begin PBXFileReference section */
    		A10000000000000000000001 /* Receipts.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Receipts.app; sourceTree = BUILT_PRODUCTS_DIR; };
    		A10000000000000000000002 /* Shared.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Shared.xcconfig; sourceTree = "<group>"; };
    		A10000000000000000000003 /* Debug.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Debug.xcconfig; sourceTree = "<group>"; };
    		A10000000000000000000004 /* Release.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Release.xcconfig; sourceTree = "<group>"; };
    		A10000000000000000000005 /* ReceiptsWidget.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = ReceiptsWidget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
    		A10000000000000000000006 /* ReceiptsMac.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = ReceiptsMac.app; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    		A20000000000000000000001 /* Receipts */ = {
    			isa = PBXFileSystemSynchronizedRootGroup;
    			path = Receipts;
    			sourceTree = "<group>";
    		};
    		A20000000000000000000002 /* ReceiptsWidget */ = {
    			isa = PBXFileSystemSynchronizedRootGroup;
    			path = ReceiptsWidget;
    			sourceTree = "<group>";
    		};
    		A20000000000000000000003 /* ReceiptsMac */ = {
    			isa = PBXFileSystemSynchronizedRootGroup;
    			path = ReceiptsMac;
    			sourceTree = "<group>";
    		};
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
    		A30000000000000000000001 = {
    			isa = PBXGroup;
    			children = (
    				A30000000000000000000003 /* Configurations */,
    				A20000000000000000000001 /* Receipts */,
    				A20000000000000000000002 /* ReceiptsWidget */,
    				A20000000000000000000003 /* ReceiptsMac */,
    				A30000000000000000000002 /* Products */,
    			);
    			sourceTree = "<group>";
    		};
    		A30000000000000000000002 /* Products */ = {
    			isa = PBXGroup;
    			children = (
    				A10000000000000000000001 /* Receipts.app */,
    				A10000000000000000000005 /* ReceiptsWidget.appex */,
    				A10000000000000000000006 /* ReceiptsMac.app */,
    			);
    			name = Products;
    			sourceTree = "<group>";
    		};
    		A30000000000000000000003 /* Configurations */ = {
    			isa = PBXGroup;
    			children = (
    				A10000000000000000000002 /* Shared.xcconfig */,
    				A10000000000000000000003 /* Debug.xcconfig */,
    				A10000000000000000000004 /* Release.xcconfig */,
    			);
    			path = Configurations;
    			sourceTree = "<group>";
    		};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    		A40000000000000000000001 /* Receipts */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = A60000000000000000000002 /* Build configuration list for PBXNativeTarget "Receipts" */;
    			buildPhases = (
    			);
    			buildRules = (
    			);
    			dependencies = (
    			);
    			fileSystemSynchronizedGroups = (
    				A20000000000000000000001 /* Receipts */,
    			);
    			name = Receipts;
    			packageProductDependencies = (
    			);
    			productName = Receipts;
    			productReference = A10000000000000000000001 /* Receipts.app */;
    			productType = "com.apple.product-type.application";
    		};
    		A40000000000000000000002 /* ReceiptsWidget */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = A60000000000000000000003 /* Build configuration list for PBXNativeTarget "ReceiptsWidget" */;
    			buildPhases = (
    			);
    			fileSystemSynchronizedGroups = (
    				A20000000000000000000002 /* ReceiptsWidget */,
    			);
    			name = ReceiptsWidget;
    			productName = ReceiptsWidget;
    			productReference = A10000000000000000000005 /* ReceiptsWidget.appex */;
    			productType = "com.apple.product-type.app-extension";
    		};
    		A40000000000000000000003 /* ReceiptsMac */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = A60000000000000000000004 /* Build configuration list for PBXNativeTarget "ReceiptsMac" */;
    			buildPhases = (
    			);
    			fileSystemSynchronizedGroups = (
    				A20000000000000000000003 /* ReceiptsMac */,
    			);
    			name = ReceiptsMac;
    			productName = ReceiptsMac;
    			productReference = A10000000000000000000006 /* ReceiptsMac.app */;
    			productType = "com.apple.product-type.application";
    		};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    		A50000000000000000000001 /* Project object */ = {
    			isa = PBXProject;
    			attributes = {
    				BuildIndependentTargetsInParallel = 1;
    				LastSwiftUpdateCheck = 1600;
    				LastUpgradeCheck = 1600;
    			};
    			buildConfigurationList = A60000000000000000000001 /* Build configuration list for PBXProject "Receipts" */;
    			developmentRegion = en;
    			hasScannedForEncodings = 0;
    			knownRegions = (
    				en,
    				Base,
    				de,
    			);
    			mainGroup = A30000000000000000000001;
    			minimizedProjectReferenceProxies = 1;
    			preferredProjectObjectVersion = 77;
    			productRefGroup = A30000000000000000000002 /* Products */;
    			projectDirPath = "";
    			projectRoot = "";
    			targets = (
    				A40000000000000000000001 /* Receipts */,
    				A40000000000000000000002 /* ReceiptsWidget */,
    				A40000000000000000000003 /* ReceiptsMac */,
    			);
    		};
    /* End PBXProject section */

    /* Begin XCBuildConfiguration section */
    		A70000000000000000000001 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReference = A10000000000000000000003 /* Debug.xcconfig */;
    			buildSettings = {
    				ALWAYS_SEARCH_USER_PATHS = NO;
    				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
    				SDKROOT = iphoneos;
    			};
    			name = Debug;
    		};
    		A70000000000000000000002 /* Release */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReference = A10000000000000000000004 /* Release.xcconfig */;
    			buildSettings = {
    				ALWAYS_SEARCH_USER_PATHS = NO;
    				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
    				SDKROOT = iphoneos;
    				VALIDATE_PRODUCT = YES;
    			};
    			name = Release;
    		};
    		A70000000000000000000003 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				CODE_SIGN_STYLE = Automatic;
    				GENERATE_INFOPLIST_FILE = YES;
    				INFOPLIST_KEY_NSCameraUsageDescription = "$(PRODUCT_NAME) scans your paper receipts.";
    				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
    				PRODUCT_BUNDLE_IDENTIFIER = com.example.Receipts;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SWIFT_VERSION = 6.0;
    			};
    			name = Debug;
    		};
    		A70000000000000000000004 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				CODE_SIGN_STYLE = Automatic;
    				GENERATE_INFOPLIST_FILE = YES;
    				\#(releaseCamera)
    				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
    				PRODUCT_BUNDLE_IDENTIFIER = com.example.Receipts;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SWIFT_VERSION = 6.0;
    			};
    			name = Release;
    		};
    		A70000000000000000000005 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				GENERATE_INFOPLIST_FILE = YES;
    				INFOPLIST_KEY_CFBundleDisplayName = ReceiptsWidget;
    				INFOPLIST_KEY_NSCameraUsageDescription = TODO;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    			};
    			name = Debug;
    		};
    		A70000000000000000000006 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				GENERATE_INFOPLIST_FILE = YES;
    				INFOPLIST_KEY_CFBundleDisplayName = ReceiptsWidget;
    				INFOPLIST_KEY_NSCameraUsageDescription = TODO;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    			};
    			name = Release;
    		};
    		A70000000000000000000007 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				CODE_SIGN_ENTITLEMENTS = ReceiptsMac/ReceiptsMac.entitlements;
    				GENERATE_INFOPLIST_FILE = NO;
    				INFOPLIST_FILE = ReceiptsMac/Info.plist;
    				MACOSX_DEPLOYMENT_TARGET = 14.0;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SDKROOT = macosx;
    			};
    			name = Debug;
    		};
    		A70000000000000000000008 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				CODE_SIGN_ENTITLEMENTS = ReceiptsMac/ReceiptsMac.entitlements;
    				GENERATE_INFOPLIST_FILE = NO;
    				INFOPLIST_FILE = ReceiptsMac/Info.plist;
    				MACOSX_DEPLOYMENT_TARGET = 14.0;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SDKROOT = macosx;
    			};
    			name = Release;
    		};
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    		A60000000000000000000001 /* Build configuration list for PBXProject "Receipts" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				A70000000000000000000001 /* Debug */,
    				A70000000000000000000002 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    		A60000000000000000000002 /* Build configuration list for PBXNativeTarget "Receipts" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				A70000000000000000000003 /* Debug */,
    				A70000000000000000000004 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    		A60000000000000000000003 /* Build configuration list for PBXNativeTarget "ReceiptsWidget" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				A70000000000000000000005 /* Debug */,
    				A70000000000000000000006 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    		A60000000000000000000004 /* Build configuration list for PBXNativeTarget "ReceiptsMac" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				A70000000000000000000007 /* Debug */,
    				A70000000000000000000008 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    /* End XCConfigurationList section */
    	};
    	rootObject = A50000000000000000000001 /* Project object */;
    }

    """#
  }

  /// `Configurations/Shared.xcconfig`, included by both configurations' files.
  static let sharedConfig = """
    // Settings every configuration shares.
    INFOPLIST_KEY_NSPhotoLibraryAddUsageDescription = Saves the receipts you scan to your photo library.
    APP_FEATURE_NAME = Receipts

    """

  /// `Configurations/Debug.xcconfig`.
  static let debugConfig = """
    #include "Shared.xcconfig"
    #include? "Local.xcconfig"
    OTHER_SWIFT_FLAGS = $(inherited) -DDEBUG

    """

  /// `Configurations/Release.xcconfig`.
  static let releaseConfig = """
    #include "Shared.xcconfig"
    OTHER_SWIFT_FLAGS = $(inherited) -DRELEASE

    """

  /// `Receipts/InfoPlist.xcstrings`, the app's String Catalog, complete.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "NSCameraUsageDescription" : {
          "comment" : "Privacy - Camera Usage Description",
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "$(PRODUCT_NAME) scannt deine Papierbelege."
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "$(PRODUCT_NAME) scans your paper receipts."
              }
            }
          }
        },
        "NSPhotoLibraryAddUsageDescription" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Speichert die gescannten Belege in deiner Fotomediathek."
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """

  /// `ReceiptsMac/Info.plist`, using `$(PRODUCT_NAME)`.
  static let macInfoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleName</key>
    \t<string>$(PRODUCT_NAME)</string>
    \t<key>NSCameraUsageDescription</key>
    \t<string>$(PRODUCT_NAME) scans receipts with your Mac's camera.</string>
    </dict>
    </plist>

    """

  /// `ReceiptsMac/ReceiptsMac.entitlements`: sandboxed, camera allowed.
  static func macEntitlements(camera: Bool = true) -> String {
    let cameraEntry =
      camera ? "\t<key>com.apple.security.device.camera</key>\n\t<true/>\n" : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>com.apple.security.app-sandbox</key>
      \t<true/>
      \(cameraEntry)</dict>
      </plist>

      """
  }

  /// Writes the whole project, clean unless a test changes a part, under `Receipts/`.
  static func write(
    into files: FixtureDirectory, releaseCamera: String = releaseCameraSetting,
    catalog: String = catalog, macEntitlements: String = macEntitlements()
  ) throws {
    try files.writeText(
      "Receipts/Receipts.xcodeproj/project.pbxproj", projectFile(releaseCamera: releaseCamera))
    try files.writeText("Receipts/Configurations/Shared.xcconfig", sharedConfig)
    try files.writeText("Receipts/Configurations/Debug.xcconfig", debugConfig)
    try files.writeText("Receipts/Configurations/Release.xcconfig", releaseConfig)
    try files.writeText("Receipts/Receipts/ReceiptsApp.swift", "import SwiftUI\n")
    try files.writeText("Receipts/Receipts/InfoPlist.xcstrings", catalog)
    try files.writeText("Receipts/ReceiptsWidget/ReceiptsWidget.swift", "import WidgetKit\n")
    try files.writeText("Receipts/ReceiptsMac/Info.plist", macInfoPlist)
    try files.writeText("Receipts/ReceiptsMac/ReceiptsMac.entitlements", macEntitlements)
  }
}
