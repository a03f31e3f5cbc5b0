import XCTest

@testable import MediaAccessCommand

/// The tool as a user meets it: the built binary, its help, and its answers to mistakes.
final class CommandLineTests: XCTestCase {
  func testToolHelpListsEverySubcommand() throws {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let run = try ToolRun.run(arguments)
      XCTAssertEqual(run.status, 0, "\(arguments)")
      XCTAssertEqual(run.standardError, "")
      XCTAssertTrue(run.standardOutput.hasPrefix("USAGE: media-access <subcommand>"))
      for subcommand in ["demo", "preview", "lint"] {
        XCTAssertTrue(run.standardOutput.contains("\n  \(subcommand) "), subcommand)
      }
    }
  }

  func testEverySubcommandHasHelp() throws {
    for subcommand in ["demo", "preview", "lint"] {
      for arguments in [[subcommand, "--help"], [subcommand, "-h"], ["help", subcommand]] {
        let run = try ToolRun.run(arguments)
        XCTAssertEqual(run.status, 0, "\(arguments)")
        XCTAssertTrue(
          run.standardOutput.hasPrefix("USAGE: media-access \(subcommand)"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("OPTIONS:"), "\(arguments)")
      }
    }
  }

  func testHelpWinsOverOtherArguments() throws {
    let run = try ToolRun.run(["demo", "--locale", "xx", "--help"])
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.standardOutput.hasPrefix("USAGE: media-access demo"))
  }

  func testMistakesExitWithStatus2AndOneLine() throws {
    let cases: [(arguments: [String], mentions: String)] = [
      ([], "missing subcommand"),
      (["deploy"], "unknown subcommand 'deploy'"),
      (["help", "deploy"], "'deploy'"),
      (["demo", "--colour"], "unknown option '--colour'"),
      (
        ["demo", "--source", "flashlight"],
        "camera, microphone, photo-library, photo-library-add-only, all"
      ),
      (["demo", "--width", "3"], "--width"),
      (["preview", "--format", "html"], "text, markdown, json"),
      (["lint"], "missing path"),
      (
        ["lint", "Info.plist", "--sources", "mic"],
        "camera, microphone, photo-library, photo-library-add-only, all"
      ),
    ]
    for (arguments, mentions) in cases {
      let run = try ToolRun.run(arguments)
      XCTAssertEqual(run.status, 2, "\(arguments)")
      XCTAssertEqual(run.standardOutput, "", "\(arguments)")
      XCTAssertEqual(run.errorLines.count, 1, "\(arguments): \(run.standardError)")
      XCTAssertTrue(run.standardError.contains(mentions), "\(arguments): \(run.standardError)")
    }
  }

  func testAnUnsupportedLocaleIsRejectedWithTheSupportedOnes() throws {
    for subcommand in ["demo", "preview"] {
      let run = try ToolRun.run([subcommand, "--locale", "tlh"])
      XCTAssertEqual(run.status, 2)
      XCTAssertEqual(run.errorLines.count, 1, run.standardError)
      XCTAssertTrue(run.standardError.contains("unsupported --locale 'tlh'"), run.standardError)
      for language in PreviewCatalog.allLanguages {
        XCTAssertTrue(run.standardError.contains(language), language)
      }
    }
  }
}
