/// A project written as Xcode writes one with groups rather than synchronized folders:
/// `App/App.xcodeproj`, one application target, App, whose Info.plist is `App/App/Info.plist`,
/// with Debug and Release configurations based on `App/App.xcconfig`.
///
/// Each test says what its case is about: the target's build settings, the Swift package
/// products and system frameworks it links, and the languages of its `InfoPlist.strings` and
/// `Localizable.strings` variant groups. The files on disk are the test's to write.
struct AuditProject {
  /// Lines added to both target configurations' build settings, `KEY = value;`.
  var settings: [String] = []
  /// The Swift package products the target depends on.
  var products: [String] = []
  /// The system frameworks its Frameworks build phase links, `Photos.framework`.
  var frameworks: [String] = []
  /// The languages of its `InfoPlist.strings` variant group.
  var infoPlistLanguages: [String] = []
  /// The languages of its `Localizable.strings` variant group.
  var localizableLanguages: [String] = []
  /// The project's development language and known regions.
  var developmentRegion = "en"
  var knownRegions = ["en", "Base"]
  /// The code files its Sources build phase lists, relative to `App/App`.
  var codeFiles: [String] = []
  /// A synchronized folder of the target, relative to `App`, and the files in it that a
  /// membership exception leaves out of the target.
  var synchronizedFolder: (path: String, excluded: [String])?

  /// `project.pbxproj`.
  var projectFile: String {
    func variantChildren(_ languages: [String], _ prefix: String, _ table: String) -> String {
      languages.enumerated().map { index, language in
        "\t\t\(prefix)\(index) = {isa = PBXFileReference; name = \(language); "
          + "path = \(language).lproj/\(table); sourceTree = \"<group>\"; };\n"
      }.joined()
    }
    let infoChildren = infoPlistLanguages.indices.map { "VI\($0)" }.joined(separator: ", ")
    let localizableChildren = localizableLanguages.indices.map { "VL\($0)" }
      .joined(separator: ", ")
    let codeReferences = codeFiles.indices.map { "SF\($0)" }
    var objects = """
      \t\tA1 = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
      \t\tA2 = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
      \t\tVI = {isa = PBXVariantGroup; children = (\(infoChildren)); name = InfoPlist.strings; sourceTree = "<group>"; };
      \t\tVL = {isa = PBXVariantGroup; children = (\(localizableChildren)); name = Localizable.strings; sourceTree = "<group>"; };
      \(variantChildren(infoPlistLanguages, "VI", "InfoPlist.strings"))\
      \(variantChildren(localizableLanguages, "VL", "Localizable.strings"))\
      \t\tBI = {isa = PBXBuildFile; fileRef = VI; };
      \t\tBL = {isa = PBXBuildFile; fileRef = VL; };
      \t\tR1 = {isa = PBXResourcesBuildPhase; files = (BI, BL); };
      \t\tG1 = {isa = PBXGroup; children = (A1, VI, VL\(codeReferences.map { ", " + $0 }.joined())); path = App; sourceTree = "<group>"; };
      \t\tG0 = {isa = PBXGroup; children = (G1, A2\(synchronizedFolder == nil ? "" : ", SG")); sourceTree = "<group>"; };

      """
    for (index, file) in codeFiles.enumerated() {
      objects +=
        "\t\tSF\(index) = {isa = PBXFileReference; path = \(file); sourceTree = \"<group>\"; };\n"
        + "\t\tSB\(index) = {isa = PBXBuildFile; fileRef = SF\(index); };\n"
    }
    objects +=
      "\t\tS1 = {isa = PBXSourcesBuildPhase; files = ("
      + codeFiles.indices.map { "SB\($0)" }.joined(separator: ", ") + "); };\n"
    var synchronizedGroups = ""
    if let synchronizedFolder {
      let excluded = synchronizedFolder.excluded.map { "\"\($0)\"" }.joined(separator: ", ")
      objects +=
        "\t\tSX = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; "
        + "membershipExceptions = (\(excluded)); target = T1; };\n"
        + "\t\tSG = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (SX); "
        + "path = \(synchronizedFolder.path); sourceTree = \"<group>\"; };\n"
      synchronizedGroups = "SG"
    }
    var frameworkFiles: [String] = []
    for (index, framework) in frameworks.enumerated() {
      objects +=
        "\t\tFR\(index) = {isa = PBXFileReference; name = \(framework); "
        + "path = System/Library/Frameworks/\(framework); sourceTree = SDKROOT; };\n"
        + "\t\tBF\(index) = {isa = PBXBuildFile; fileRef = FR\(index); };\n"
      frameworkFiles.append("BF\(index)")
    }
    for (index, product) in products.enumerated() {
      objects +=
        "\t\tPD\(index) = {isa = XCSwiftPackageProductDependency; package = PK; "
        + "productName = \(product); };\n"
        + "\t\tBP\(index) = {isa = PBXBuildFile; productRef = PD\(index); };\n"
      frameworkFiles.append("BP\(index)")
    }
    let dependencies = products.indices.map { "PD\($0)" }.joined(separator: ", ")
    let targetSettings = (["INFOPLIST_FILE = App/Info.plist;", "PRODUCT_NAME = App;"] + settings)
      .map { "\t\t\t\t\($0)\n" }.joined()
    objects += """
      \t\tF1 = {isa = PBXFrameworksBuildPhase; files = (\(frameworkFiles.joined(separator: ", "))); };
      \t\tT1 = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildConfigurationList = L2;
      \t\t\tbuildPhases = (R1, F1, S1);
      \t\t\tfileSystemSynchronizedGroups = (\(synchronizedGroups));
      \t\t\tname = App;
      \t\t\tpackageProductDependencies = (\(dependencies));
      \t\t\tproductType = "com.apple.product-type.application";
      \t\t};
      \t\tP1 = {isa = PBXProject; buildConfigurationList = L1; developmentRegion = \(developmentRegion); knownRegions = (\(knownRegions.joined(separator: ", "))); mainGroup = G0; projectDirPath = ""; targets = (T1); };
      \t\tC1 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
      \t\tC2 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
      \t\tC3 = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbaseConfigurationReference = A2;
      \t\t\tbuildSettings = {
      \(targetSettings)\t\t\t};
      \t\t\tname = Debug;
      \t\t};
      \t\tC4 = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbaseConfigurationReference = A2;
      \t\t\tbuildSettings = {
      \(targetSettings)\t\t\t};
      \t\t\tname = Release;
      \t\t};
      \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
      \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4); };

      """
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjectVersion = 56;
      \tobjects = {
      \(objects)\t};
      \trootObject = P1;
      }

      """
  }

  /// Writes the project file, `App/App.xcconfig` holding `xcconfig`, and `App/App/Info.plist`
  /// holding `infoPlist`'s keys.
  func write(
    into files: FixtureDirectory, infoPlist: [String: String], xcconfig: String = ""
  ) throws {
    try files.writeText("App/App.xcodeproj/project.pbxproj", projectFile)
    try files.writeText("App/App.xcconfig", xcconfig)
    try files.writePlist("App/App/Info.plist", infoPlist)
  }
}
