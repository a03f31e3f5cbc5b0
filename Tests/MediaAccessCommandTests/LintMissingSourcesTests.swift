import XCTest

/// Source files a target lists that are not in the checkout (an uncommitted `externals/`
/// folder): their code is not read, so they are named, and nothing they belong to is clean.
final class LintMissingSourcesTests: LintFixtureTestCase {
  /// The App target compiles its own `App.swift` and two files of `externals/` that the
  /// checkout lacks.
  private func writeApp(onDisk: [String: String]) throws {
    let files = try directory()
    let project = AuditProject(
      codeFiles: ["App.swift", "externals/Capture.m", "externals/Recorder.swift"])
    try project.write(
      into: files,
      infoPlist: [
        "CFBundleName": "App",
        "NSCameraUsageDescription": "Scans the receipts you photograph into your report.",
      ])
    for (file, code) in onDisk {
      try files.writeText("App/App/" + file, code)
    }
  }

  /// Each missing file is an unreadable input (exit 2), named with the target that compiles
  /// it; the target is not "ok".
  func testMissingSourcesAreNamedAndTheTargetIsNotClean() throws {
    try writeApp(onDisk: ["App.swift": "let app = 1\n"])
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.status, 2, run.standardOutput)
    XCTAssertEqual(
      run.errorLines,
      [
        "App/App/externals/Capture.m: error: no such file or directory; target App compiles it, and its "
          + "code was not read",
        "App/App/externals/Recorder.swift: error: no such file or directory; target App compiles it, and "
          + "its code was not read",
      ])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App.xcodeproj: no findings: target App (Debug) (NSCameraUsageDescription; \
      0 localizations, 2 unreadable)
      1 target configuration checked, 0 findings, 2 inputs unreadable.

      """)
  }

  /// With every file there, the same project is clean.
  func testTheSameTargetWithItsFilesIsClean() throws {
    try writeApp(onDisk: [
      "App.swift": "let app = 1\n", "externals/Capture.m": "int capture;\n",
      "externals/Recorder.swift": "let recorder = 1\n",
    ])
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
  }
}
