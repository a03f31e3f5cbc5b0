import Foundation
import XCTest

@testable import MediaAccessCommand

/// An Info.plist Xcode runs through the C preprocessor (`INFOPLIST_PREPROCESS = YES`): its
/// `#ifdef` lines are not malformed XML but choices, made from
/// `INFOPLIST_PREPROCESSOR_DEFINITIONS`, and lines keep their numbers.
final class LintPreprocessedInfoPlistTests: LintFixtureTestCase {
  private static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    	#ifdef SHOP_BETA
    	<key>NSCameraUsageDescription</key>
    	<string>TODO</string>
    	#else
    	<key>NSCameraUsageDescription</key>
    	<string>Shop scans the barcodes of the products you sell.</string>
    	#endif
    </dict>
    </plist>

    """

  private func lintShop(definitions: String) throws -> ToolRun {
    let files = try directory()
    try PodsAppProject.write(into: files)
    try files.writeText("Shop/Info.plist", Self.infoPlist)
    try files.writeText(
      "Shop.xcodeproj/project.pbxproj",
      PodsAppProject.projectFile().replacingOccurrences(
        of: "INFOPLIST_FILE = Shop/Info.plist;",
        with: "INFOPLIST_FILE = Shop/Info.plist; INFOPLIST_PREPROCESS = YES; "
          + "INFOPLIST_PREPROCESSOR_DEFINITIONS = \"\(definitions)\"; SHOP_FLAGS = SHOP_BETA;"))
    return try lint(["Shop.xcworkspace"])
  }

  func testTheBranchTheDefinitionsChooseIsAudited() throws {
    let store = try lintShop(definitions: "SHOP_STORE=1")
    XCTAssertEqual(store.standardError, "")
    XCTAssertEqual(store.status, 0, store.standardOutput)

    let beta = try lintShop(definitions: "$(SHOP_FLAGS)")
    XCTAssertEqual(beta.standardError, "")
    XCTAssertEqual(beta.status, 1)
    XCTAssertTrue(
      beta.standardOutput.hasPrefix(
        "Shop/Info.plist:6:7: error: target Shop (Debug): NSCameraUsageDescription is a "
          + "placeholder (TODO)"), beta.standardOutput)
  }

  func testConditionsAreEvaluatedAsThePreprocessorDoes() {
    var preprocessor = InfoPlistPreprocessor(definitions: "A=1 B=0 C")
    XCTAssertTrue(preprocessor.evaluate("defined(A) && !defined(D)"))
    XCTAssertFalse(preprocessor.evaluate("B"))
    XCTAssertTrue(preprocessor.evaluate("B || (C && A == 1)"))
    XCTAssertEqual(
      preprocessor.process("a\n#if 0\nb\n#elif defined C\nc\n#else\nd\n#endif\ne"),
      "a\n\n\n\nc\n\n\n\ne")
  }
}
