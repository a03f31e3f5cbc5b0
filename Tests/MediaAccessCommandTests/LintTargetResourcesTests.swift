import Foundation
import XCTest

/// A project target's localizations are the tables and catalogs its resources list (or its
/// synchronized folders hold), not whatever `.lproj` folders lie beside its Info.plist: a
/// table left on disk after the project moved to a String Catalog is not in the app.
final class LintTargetResourcesTests: LintFixtureTestCase {
  func testATableBesideTheInfoPlistThatTheProjectDoesNotListIsNotTheApps() throws {
    let files = try directory()
    try PodsAppProject.write(into: files)
    try files.writeStrings("Shop/fr.lproj/InfoPlist.strings", ["NSFaceIDUsageDescription": "Ouvre"])
    let run = try lint(["Shop.xcworkspace"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0, run.standardOutput)
    XCTAssertFalse(run.standardOutput.contains("fr.lproj"), run.standardOutput)
  }
}
