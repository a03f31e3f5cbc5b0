import Foundation
import XCTest

/// `media-access lint` on workspaces: the projects `contents.xcworkspacedata` names, however
/// Xcode spells the XML and wherever the locations lead.
final class LintWorkspaceTests: LintFixtureTestCase {
  /// A project inside a `<Group>` resolves from the group's folder, and attributes written
  /// without spaces around `=` are read.
  func testProjectsInGroupsAndCompactAttributesAreFound() throws {
    let files = try directory()
    try MinimalProject.write(into: files)
    try files.writeText(
      "Grouped.xcworkspace/contents.xcworkspacedata",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace
         version = "1.0">
         <!-- <FileRef location = "group:Nowhere.xcodeproj"></FileRef> -->
         <Group
            location = "container:App"
            name = "App">
            <FileRef
               location = "group:App.xcodeproj">
            </FileRef>
         </Group>
      </Workspace>

      """)
    try files.writeText(
      "Compact.xcworkspace/contents.xcworkspacedata",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version="1.0"><FileRef location='container:App/App.xcodeproj'/></Workspace>

      """)
    let expected = """
      App/Configs/App.xcconfig:1:15: error: target App (Debug): NSCameraUsageDescription is a \
      placeholder (TODO); say why the app needs to use the camera
      1 target configuration checked, 1 finding.

      """
    for workspace in ["Grouped.xcworkspace", "Compact.xcworkspace"] {
      let run = try lint([workspace])
      XCTAssertEqual(run.standardError, "", workspace)
      XCTAssertEqual(run.status, 1, workspace)
      LineDiff.assertEqual(run.standardOutput, expected)
    }
  }

  /// A workspace named on the command line that names no project audits nothing: an error.
  func testANamedWorkspaceWithoutProjectsIsAnError() throws {
    try directory().writeText(
      "Empty.xcworkspace/contents.xcworkspacedata",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace
         version = "1.0">
      </Workspace>

      """)
    let run = try lint(["Empty.xcworkspace"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.errorLines, ["Empty.xcworkspace: error: no Xcode project in this workspace"])
    XCTAssertEqual(
      run.standardOutput, "0 Info.plist files checked, 0 findings, 1 input unreadable.\n")
  }
}
