import Foundation
import XCTest

@testable import MediaAccessCommand

/// Build settings expand as Xcode expands them: references inside references, the operators
/// of its build-settings reference, and settings only a build defines, which make a path that
/// cannot be followed rather than one at the file system's root.
final class LintBuildSettingExpansionTests: LintFixtureTestCase {
  private func settings(_ lines: [String: String]) -> BuildSettings {
    let position = SourcePosition(file: "Test.xcconfig", line: 1)
    let level = lines.sorted(by: { $0.key < $1.key }).compactMap {
      BuildSettings.Assignment(written: $0.key, value: $0.value, position: position)
    }
    return BuildSettings(levels: [level], defaults: [:], configuration: "Debug")
  }

  /// UTM's shape: `$(A_$(B:default=NO))` picks `A_NO` when B is unset, `A_YES` when it is YES,
  /// and an unset setting with `:default=` is no finding.
  func testANestedReferenceWithADefaultIsExpanded() {
    let unset = settings([
      "ENTITLEMENTS_YES": "App/Paid.entitlements", "ENTITLEMENTS_NO": "App/Free.entitlements",
      "CODE_SIGN_ENTITLEMENTS": "$(ENTITLEMENTS_$(PAID_ACCOUNT:default=NO))",
    ])
    XCTAssertEqual(unset.value(of: "CODE_SIGN_ENTITLEMENTS")?.value, "App/Free.entitlements")
    XCTAssertEqual(unset.value(of: "CODE_SIGN_ENTITLEMENTS")?.undefined, [])
    let paid = settings([
      "ENTITLEMENTS_YES": "App/Paid.entitlements", "PAID_ACCOUNT": "YES",
      "CODE_SIGN_ENTITLEMENTS": "${ENTITLEMENTS_${PAID_ACCOUNT:default=NO}}",
    ])
    XCTAssertEqual(paid.value(of: "CODE_SIGN_ENTITLEMENTS")?.value, "App/Paid.entitlements")
  }

  /// The operators Xcode documents, alone and chained, applied left to right.
  func testTheOperatorsXcodeDocumentsApply() {
    let values = settings([
      "PLIST": "Sources/App/../App/Info.plist", "NAME": "My App 2", "FLAG": "YES",
      "ROOT": "/work/app", "FILE": "/work/app/Sources/x.plist",
    ])
    let expected: [(String, String)] = [
      ("$(PLIST:dir)", "Sources/App/../App/"),
      ("$(PLIST:dir:standardizepath)", "Sources/App"),
      ("$(PLIST:standardizepath)", "Sources/App/Info.plist"),
      ("$(PLIST:file)", "Info.plist"),
      ("$(PLIST:base)", "Info"),
      ("$(PLIST:suffix)", ".plist"),
      ("$(PLIST:file=Other.plist:standardizepath)", "Sources/App/Other.plist"),
      ("$(PLIST:suffix=strings:file)", "Info.strings"),
      ("$(NAME:lower)", "my app 2"),
      ("$(NAME:upper)", "MY APP 2"),
      ("$(NAME:identifier)", "My_App_2"),
      ("$(NAME:rfc1034identifier)", "My-App-2"),
      ("$(NAME:c99extidentifier)", "My_App_2"),
      ("$(NAME:quote)", "My\\ App\\ 2"),
      ("$(FLAG:not)", "NO"),
      ("$(UNSET:default=fallback)", "fallback"),
      ("$(NAME:default=fallback)", "My App 2"),
      ("$(FILE:relativeto=$(ROOT))", "Sources/x.plist"),
    ]
    for (text, value) in expected {
      XCTAssertEqual(values.expand(text).text, value, text)
      XCTAssertEqual(values.expand(text).undefined, [], text)
    }
    XCTAssertEqual(values.expand("$(UNSET:lower)").undefined, ["UNSET"])
  }

  /// A nested reference in a real project: the Info.plist it names is read and audited.
  func testANestedInfoPlistPathIsFollowed() throws {
    let files = try directory()
    try MinimalProject.write(
      into: files,
      xcconfig: "PLIST_NO = App/Info.plist\nINFOPLIST_FILE = $(PLIST_$(VARIANT:default=NO))\n")
    try files.writePlist("App/App/Info.plist", ["NSCameraUsageDescription": "TODO"])
    let run = try lint(["App"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.standardOutput.hasPrefix(
        "App/App/Info.plist:5:7: error: target App (Debug): NSCameraUsageDescription is a "
          + "placeholder (TODO)"), run.standardOutput)
  }

  /// UTM's shape: `INFOPLIST_FILE = $(DERIVED_FILE_DIR)/Info.plist` names a file the build
  /// writes. It cannot be followed without a build: said, naming the target and
  /// configuration; `/Info.plist` is never read, and the target is never "no usage
  /// descriptions declared".
  func testAnInfoPlistTheBuildWritesCannotBeFollowed() throws {
    let files = try directory()
    try MinimalProject.write(
      into: files, xcconfig: "INFOPLIST_FILE = $(DERIVED_FILE_DIR)/Info.plist\n")
    let run = try lint(["App"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "App/Configs/App.xcconfig:1:1: error: target App (Debug): INFOPLIST_FILE uses "
          + "$(DERIVED_FILE_DIR), which only the build system defines; its Info.plist cannot be "
          + "followed without a build"
      ])
    XCTAssertFalse(run.standardOutput.contains("/Info.plist:"), run.standardOutput)
    XCTAssertFalse(run.standardOutput.contains("no usage descriptions declared"))
    XCTAssertEqual(
      run.standardOutput,
      "App/App.xcodeproj: no findings: target App (Debug) (INFOPLIST_FILE uses $(DERIVED_FILE_DIR), which only the build system defines; its Info.plist "
        + "cannot be followed without a build)\n"
        + "1 target configuration checked, 0 findings, 1 input unreadable.\n")
  }

  /// A bare `$NAME`, which Xcode accepts as swift-build's macro parser reads it: the name runs
  /// over letters, digits, `_` and `.`; `$$` is a literal `$`, and so is a `$` before
  /// anything that starts no name, or at the end.
  func testABareReferenceIsExpandedAndALoneDollarIsLiteral() {
    let values = settings([
      "A": "one", "B": "two", "B_two": "both", "PRICE": "$5", "PATH_ROOT": "/work/app",
    ])
    let expected: [(String, String)] = [
      ("$A", "one"),
      ("$(A)$B", "onetwo"),
      ("${A}-$B/x", "one-two/x"),
      ("$PATH_ROOT/App/Info.plist", "/work/app/App/Info.plist"),
      ("$B_$(B)", "both"),
      ("$$A", "$A"),
      ("costs $5", "costs $5"),
      ("$PRICE", "$5"),
      ("ends in $", "ends in $"),
      ("$ A", "$ A"),
    ]
    for (text, value) in expected {
      XCTAssertEqual(values.expand(text).text, value, text)
      XCTAssertEqual(values.expand(text).undefined, [], text)
    }
    XCTAssertEqual(values.expand("$UNSET/Info.plist").text, "/Info.plist")
    XCTAssertEqual(values.expand("$UNSET/Info.plist").undefined, ["UNSET"])
  }

  /// `INFOPLIST_FILE = $SRCROOT/App/Info.plist`: the Info.plist it names is read and audited,
  /// not reported missing under a literal `$SRCROOT` folder. (The project is named by its
  /// absolute path, as Xcode's `SRCROOT` is.)
  func testABareReferenceInTheInfoPlistPathIsFollowed() throws {
    let files = try directory()
    try MinimalProject.write(into: files, xcconfig: "INFOPLIST_FILE = $SRCROOT/App/Info.plist\n")
    try files.writePlist("App/App/Info.plist", ["NSCameraUsageDescription": "TODO"])
    let run = try lint([files.url.appendingPathComponent("App").path])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.standardOutput.contains(
        "App/App/Info.plist:5:7: error: target App (Debug): NSCameraUsageDescription is a "
          + "placeholder (TODO)"), run.standardOutput)
  }
}
