import Foundation
import XCTest

/// How lint follows a project's objects to the settings each target builds with: what Xcode
/// 16 writes is read, and what cannot be followed is an error naming the target, never a
/// clean run.
final class LintProjectStructureTests: LintFixtureTestCase {
  /// Xcode 16 bases a configuration on an `.xcconfig` inside a synchronized folder by naming
  /// the folder and the path within it, not a file reference: the file's settings count.
  func testAnXCConfigAnchoredInASynchronizedFolderIsRead() throws {
    try MinimalProject.write(into: directory())
    let run = try lint(["App"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/Configs/App.xcconfig:1: error: target App (Debug): NSCameraUsageDescription is a \
      placeholder (TODO); say why the app needs to use the camera
      1 target configuration checked, 1 finding.

      """)
  }
}
