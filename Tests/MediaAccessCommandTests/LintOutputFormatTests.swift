import Foundation
import XCTest

@testable import MediaAccessCommand

/// `lint --format sarif` and `--format github`: what code scanning and GitHub Actions read.
final class LintOutputFormatTests: LintFixtureTestCase {
  /// A camera placeholder (line 4), a photo library text too short (line 6), and no add-only
  /// key (it belongs in the dictionary opened on line 3).
  private let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    	<key>NSCameraUsageDescription</key>
    	<string>TODO</string>
    	<key>NSPhotoLibraryUsageDescription</key>
    	<string>50%</string>
    </dict>
    </plist>

    """
  private let allSources = ["--sources", "camera,photos-read-write,photos-add-only"]

  // MARK: - Text

  func testTextLinesCarryTheKeysColumnOrColumn1() throws {
    try directory().writeText("App/Info.plist", infoPlist)
    let run = try lint(["App/Info.plist"] + allSources)
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/Info.plist:4:7: error: NSCameraUsageDescription is a placeholder (TODO); say why the \
      app needs to use the camera
      App/Info.plist:6:7: error: NSPhotoLibraryUsageDescription "50%" is too short to tell the \
      user why the app needs to access the photo library
      App/Info.plist:3:1: error: NSPhotoLibraryAddUsageDescription is missing; iOS terminates \
      the app when it asks to add photos to the library
      1 Info.plist file checked, 3 findings.

      """)
  }

  func testAWarningIsWrittenAsOneInEveryFormat() {
    var finding = LintFinding(
      file: "App/Info.plist", line: 4, column: 7, target: "Receipts", configuration: "Release",
      key: "NSCameraUsageDescription", kind: .notLocalized, message: "not localized in de")
    finding.severity = .warning
    XCTAssertEqual(
      finding.text,
      "App/Info.plist:4:7: warning: target Receipts (Release): not localized in de")
    XCTAssertEqual(
      GitHubAnnotation(finding, workingDirectory: "/repo").text,
      "::warning file=App/Info.plist,line=4,col=7,title=NSCameraUsageDescription (notLocalized)"
        + "::target Receipts (Release): not localized in de")
    let report = LintReport(audits: [LintAudit(file: "App/Info.plist", findings: [finding])])
    XCTAssertEqual(
      SARIFLog(report, workingDirectory: "/repo").runs.first?.results.first?.level, "warning")
  }

  // MARK: - SARIF

  func testSARIFCarriesTheRequiredFieldsAndAResultPerFindingWithItsRegion() throws {
    try directory().writeText("App/Info.plist", infoPlist)
    let sarif = try lint(["App/Info.plist", "--format", "sarif"] + allSources)
    let json = try lint(["App/Info.plist", "--format", "json"] + allSources)
    XCTAssertEqual(sarif.status, 1)
    XCTAssertEqual(sarif.standardError, "")

    let log = try Self.object(sarif.standardOutput)
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    XCTAssertEqual(
      log["$schema"] as? String,
      "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    )
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    XCTAssertEqual(runs.count, 1)
    let run = try XCTUnwrap(runs.first)
    let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(driver["name"] as? String, "media-access lint")
    XCTAssertNotNil(driver["version"] as? String)
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    XCTAssertEqual(
      rules.compactMap { $0["id"] as? String },
      LintFinding.Kind.allCases.map(\.rawValue) + ["unreadable"])
    for rule in rules {
      let text = (rule["shortDescription"] as? [String: Any])?["text"] as? String
      XCTAssertFalse(text?.isEmpty ?? true, "rule \(rule["id"] ?? "?") has no description")
    }
    let baseURI = (run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"]
    XCTAssertEqual(baseURI, "file://" + (try directory().url.standardizedFileURL.path) + "/")

    // One result per finding of the JSON report, in its order, at its file, line and column.
    let findings = try XCTUnwrap(
      try Self.object(json.standardOutput)["findings"] as? [[String: Any]])
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 3)
    XCTAssertEqual(results.count, findings.count)
    for (result, finding) in zip(results, findings) {
      XCTAssertEqual(result["ruleId"] as? String, finding["kind"] as? String)
      let ruleIndex = try XCTUnwrap(result["ruleIndex"] as? Int)
      XCTAssertEqual(rules[ruleIndex]["id"] as? String, result["ruleId"] as? String)
      XCTAssertEqual(result["level"] as? String, finding["severity"] as? String)
      XCTAssertEqual(
        (result["message"] as? [String: Any])?["text"] as? String, finding["message"] as? String)
      let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
      XCTAssertEqual(locations.count, 1)
      let physical = try XCTUnwrap(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
      XCTAssertEqual(artifact["uri"] as? String, "App/Info.plist")
      XCTAssertEqual(artifact["uriBaseId"] as? String, "SRCROOT")
      let region = try XCTUnwrap(physical["region"] as? [String: Any])
      XCTAssertEqual(region["startLine"] as? Int, finding["line"] as? Int)
      XCTAssertEqual(region["startColumn"] as? Int, finding["column"] as? Int)
    }
    XCTAssertEqual(
      results.compactMap { Self.region($0) }.map { "\($0.line):\($0.column)" },
      ["4:7", "6:7", "3:1"])
    let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
    XCTAssertEqual(invocation["executionSuccessful"] as? Bool, true)
    XCTAssertEqual(invocation["exitCode"] as? Int, 1)
  }

  /// A SARIF log with no findings still shows an input that was not read: as an error result
  /// code scanning lists, and as a notification of an unsuccessful run.
  func testSARIFNeverHidesAnUnreadInput() throws {
    try directory().writePlist(
      "App/Info.plist", ["NSCameraUsageDescription": "Takes the photo on your profile."])
    let run = try lint(["App/Info.plist", "Missing/Info.plist", "--format", "sarif"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.errorLines, ["Missing/Info.plist: error: no such file or directory"])
    let sarifRun = try XCTUnwrap(
      (try Self.object(run.standardOutput)["runs"] as? [[String: Any]])?.first)
    let results = try XCTUnwrap(sarifRun["results"] as? [[String: Any]])
    XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["unreadable"])
    XCTAssertEqual(results.first?["level"] as? String, "error")
    XCTAssertEqual(
      (results.first?["message"] as? [String: Any])?["text"] as? String,
      "no such file or directory")
    XCTAssertEqual(Self.uri(results.first), "Missing/Info.plist")
    let invocation = try XCTUnwrap((sarifRun["invocations"] as? [[String: Any]])?.first)
    XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
    XCTAssertEqual(invocation["exitCode"] as? Int, 2)
    let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
    XCTAssertEqual(notifications.count, 1)
    XCTAssertEqual(Self.uri(notifications.first), "Missing/Info.plist")
  }

  /// A path is a URI reference: relative to the working directory even when named absolute,
  /// and percent-encoded, so that a space, `%`, `#` or `:` cannot change the file it names.
  func testSARIFURIsAreRelativeAndEncoded() throws {
    let files = try directory()
    let path = try files.writeText("My App/50%#1:a/Info.plist", infoPlist)
    let run = try lint([path, "--format", "sarif"] + allSources)
    XCTAssertEqual(run.status, 1)
    let sarifRun = try XCTUnwrap(
      (try Self.object(run.standardOutput)["runs"] as? [[String: Any]])?.first)
    let results = try XCTUnwrap(sarifRun["results"] as? [[String: Any]])
    XCTAssertEqual(Set(results.map { Self.uri($0) }), ["My%20App/50%25%231%3Aa/Info.plist"])
    // Resolved against the log's own base URI, it names the file written.
    let base = try XCTUnwrap(
      (sarifRun["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"])
    let resolved = URL(string: "My%20App/50%25%231%3Aa/Info.plist", relativeTo: URL(string: base))
    XCTAssertEqual(resolved?.path, URL(fileURLWithPath: path).standardizedFileURL.path)
  }

  // MARK: - GitHub

  func testGitHubWritesAnAnnotationPerFindingAndTheSummary() throws {
    try directory().writeText("App/Info.plist", infoPlist)
    let run = try lint(["App/Info.plist", "--format", "github"] + allSources)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.standardError, "")
    LineDiff.assertEqual(
      run.standardOutput,
      """
      ::error file=App/Info.plist,line=4,col=7,title=NSCameraUsageDescription (placeholder)::\
      NSCameraUsageDescription is a placeholder (TODO); say why the app needs to use the camera
      ::error file=App/Info.plist,line=6,col=7,title=NSPhotoLibraryUsageDescription (tooShort)::\
      NSPhotoLibraryUsageDescription "50%25" is too short to tell the user why the app needs to \
      access the photo library
      ::error file=App/Info.plist,line=3,col=1,title=NSPhotoLibraryAddUsageDescription \
      (missing)::NSPhotoLibraryAddUsageDescription is missing; iOS terminates the app when it \
      asks to add photos to the library
      1 Info.plist file checked, 3 findings.

      """)
  }

  /// A file name with a comma, a colon, a percent sign or a line break cannot end the `file`
  /// property, forge a `line` property or start a command of its own on the next line.
  func testGitHubEscapesHostileFileNames() throws {
    let files = try directory()
    try files.writeText("a,line=1:b%\nc::error::x/Info.plist", infoPlist)
    try files.writeText("d\r::warning file=e/Info.plist", infoPlist)
    let run = try lint(
      [
        "a,line=1:b%\nc::error::x/Info.plist", "d\r::warning file=e/Info.plist", "gone,1",
        "--format", "github", "--sources", "camera",
      ])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.standardError, "")
    LineDiff.assertEqual(
      run.standardOutput,
      """
      ::error file=a%2Cline=1%3Ab%25%0Ac%3A%3Aerror%3A%3Ax/Info.plist,line=4,col=7,\
      title=NSCameraUsageDescription (placeholder)::NSCameraUsageDescription is a placeholder \
      (TODO); say why the app needs to use the camera
      ::error file=d%0D%3A%3Awarning file=e/Info.plist,line=4,col=7,\
      title=NSCameraUsageDescription (placeholder)::NSCameraUsageDescription is a placeholder \
      (TODO); say why the app needs to use the camera
      ::error file=gone%2C1,title=unreadable input::no such file or directory
      2 Info.plist files checked, 2 findings, 1 input unreadable.

      """)
    // Every line is one command or the summary: nothing a name held starts a line.
    for line in run.standardOutput.split(separator: "\n") {
      XCTAssertTrue(line.hasPrefix("::error file=") || line.hasPrefix("2 Info.plist"), String(line))
    }
  }

  func testGitHubPathsAreRelativeToTheWorkingDirectory() throws {
    let path = try directory().writeText("App/Info.plist", infoPlist)
    let run = try lint([path, "--format", "github", "--sources", "camera"])
    XCTAssertTrue(
      run.standardOutput.hasPrefix("::error file=App/Info.plist,line=4,col=7,"),
      run.standardOutput)
  }

  /// A project's group path can climb out of its folder (`Resources` with `path = ..`, as in
  /// Automattic/simplenote-ios), giving `Simplenote/Resources/../ar.lproj/…`. Code scanning
  /// and annotations match a path against the repository's files as written: both formats
  /// name the file without `.` and `..` segments.
  func testSARIFAndGitHubPathsHaveNoDotSegments() throws {
    let files = try directory()
    try files.writeText("App/Info.plist", infoPlist)
    try files.writeText("App/Resources/Other.plist", infoPlist)
    let named = "./App/Resources/../././Info.plist"
    let github = try lint([named, "--format", "github", "--sources", "camera"])
    XCTAssertTrue(
      github.standardOutput.hasPrefix("::error file=App/Info.plist,line=4,col=7,"),
      github.standardOutput)
    let sarif = try lint([named, "--format", "sarif", "--sources", "camera"])
    let sarifRun = try XCTUnwrap(
      (try Self.object(sarif.standardOutput)["runs"] as? [[String: Any]])?.first)
    let results = try XCTUnwrap(sarifRun["results"] as? [[String: Any]])
    XCTAssertEqual(results.map { Self.uri($0) }, ["App/Info.plist"])
    // A path that climbs above the working directory keeps the `..` it needs.
    XCTAssertEqual(
      ReportPath("../Other/./App/../Info.plist", workingDirectory: "/work").path,
      "../Other/Info.plist")
    XCTAssertEqual(
      ReportPath("/work/App/Resources/../Info.plist", workingDirectory: "/work").path,
      "App/Info.plist")
  }

  // MARK: - Helpers

  private static func object(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  private static func physicalLocation(_ object: [String: Any]?) -> [String: Any]? {
    ((object?["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any]
  }

  private static func uri(_ object: [String: Any]?) -> String? {
    (physicalLocation(object)?["artifactLocation"] as? [String: Any])?["uri"] as? String
  }

  private static func region(_ object: [String: Any]) -> (line: Int, column: Int)? {
    guard let region = physicalLocation(object)?["region"] as? [String: Any],
      let line = region["startLine"] as? Int, let column = region["startColumn"] as? Int
    else { return nil }
    return (line, column)
  }
}
