import XCTest

/// A test case that runs `media-access lint` in a fresh fixture directory, removed after each
/// test.
class LintFixtureTestCase: XCTestCase {
  private var fixtures: FixtureDirectory?

  override func setUpWithError() throws {
    fixtures = try FixtureDirectory()
  }

  override func tearDown() {
    fixtures?.remove()
  }

  /// The test's fixture directory.
  func directory() throws -> FixtureDirectory {
    try XCTUnwrap(fixtures)
  }

  /// Runs `media-access lint` with `arguments` in the fixture directory.
  func lint(_ arguments: [String]) throws -> ToolRun {
    try ToolRun.run(["lint"] + arguments, in: directory().url)
  }
}
