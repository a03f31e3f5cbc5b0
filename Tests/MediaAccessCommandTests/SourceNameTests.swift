import XCTest

@testable import MediaAccess
@testable import MediaAccessCommand

/// Every subcommand that takes sources reads the same names: each source's one name, the other
/// spellings a user may guess (such as `photos-add-only`), and `all`; anything else is refused,
/// naming the valid names.
final class SourceNameTests: XCTestCase {
  /// The names each source answers to, written here rather than read from the package, so
  /// that a dropped alias fails. The first is the source's one name.
  private static let names: [(source: BuiltInSource, names: [String])] = [
    (.camera, ["camera"]),
    (.microphone, ["microphone"]),
    (
      .photoLibrary(.readWrite),
      ["photo-library", "photos-read-write", "photos", "photoLibrary", "photo-library-read-write"]
    ),
    (
      .photoLibrary(.addOnly),
      ["photo-library-add-only", "photos-add-only", "photoLibraryAddOnly", "photo-library-add"]
    ),
  ]

  /// Each subcommand's way to read one source option.
  private static let readers:
    [(subcommand: String, read: @Sendable ([String]) throws -> [BuiltInSource]?)] = [
      ("lint", { try LintOptions.parse(["App", "--sources"] + $0).sources }),
      ("demo", { try DemoOptions.parse(["--source"] + $0).sources }),
      ("preview", { try PreviewOptions.parse(["--source"] + $0).sources }),
    ]

  func testEverySourceHasItsOneNameFirst() {
    XCTAssertEqual(Self.names.map(\.source), BuiltInSource.allCases)
    XCTAssertEqual(
      BuiltInSource.allCases.map(\.commandLine.name), Self.names.map { $0.names[0] })
  }

  /// Each source's command-line description is complete, and no two sources claim a name.
  func testEverySourceHasACompleteCommandLineDescriptionAndNoSharedName() {
    let spellings = BuiltInSource.allCases.flatMap { source in
      ([source.commandLine.name] + source.commandLine.aliases).map {
        (name: $0.lowercased(), source: source)
      }
    }
    for (name, source) in spellings {
      XCTAssertEqual(BuiltInSource.named(name), source, name)
      XCTAssertEqual(spellings.filter { $0.name == name }.count, 1, "\(name) is claimed twice")
    }
    XCTAssertFalse(spellings.contains { $0.name == "all" }, "`all` selects every source")
    XCTAssertNil(BuiltInSource.named("flashlight"))
    for source in BuiltInSource.allCases {
      let commandLine = source.commandLine
      for text in [commandLine.name, commandLine.launchMethod, commandLine.promptAllowButton]
        + commandLine.aliases
      {
        XCTAssertFalse(text.isEmpty, "a blank fact about \(source)")
        XCTAssertEqual(text, text.trimmingCharacters(in: .whitespacesAndNewlines), "\(source)")
      }
      XCTAssertTrue(
        commandLine.name.allSatisfy { $0.isLowercase || $0 == "-" },
        "\(source): the one name is lower-case words joined by hyphens")
    }
  }

  func testEverySubcommandAcceptsTheOneNameAndEveryAlias() throws {
    for (subcommand, read) in Self.readers {
      for (source, names) in Self.names {
        for name in names + [names[0].uppercased()] {
          XCTAssertEqual(try read([name]), [source], "\(subcommand) \(name)")
        }
      }
    }
  }

  func testEverySubcommandReadsListsAndAll() throws {
    for (subcommand, read) in Self.readers {
      XCTAssertEqual(
        try read(["photos-add-only, camera,photo-library-add-only"]),
        [.photoLibrary(.addOnly), .camera], subcommand)
      XCTAssertEqual(try read(["all"]), BuiltInSource.allCases, subcommand)
      XCTAssertEqual(
        try read(["microphone,all"]),
        [.microphone, .camera, .photoLibrary(.readWrite), .photoLibrary(.addOnly)], subcommand)
    }
  }

  func testUnknownNamesAreRefusedNamingTheValidOnes() {
    for (subcommand, read) in Self.readers {
      for wrong in ["flashlight", "camera,mic", "camera,,microphone", "", "photo"] {
        XCTAssertThrowsError(try read([wrong]), "\(subcommand) '\(wrong)'") { error in
          let message = (error as? UsageError)?.message ?? ""
          XCTAssertTrue(message.hasPrefix("unsupported --source"), message)
          XCTAssertTrue(
            message.hasSuffix(
              "choose one or more of: camera, microphone, photo-library, "
                + "photo-library-add-only, all"),
            message)
        }
      }
    }
  }

  func testTheDemoRunsOnlyTheNamedSource() throws {
    let run = try ToolRun.run(["demo", "--source", "photos-add-only"])
    XCTAssertEqual(run.status, 0, run.standardError)
    let headings = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("── ") }
    XCTAssertEqual(
      headings.count, DemoCatalog.photoLibrary.filter { $0.source == .photoLibrary(.addOnly) }.count
    )
    XCTAssertTrue(headings.allSatisfy { $0.contains("add-only") }, "\(headings)")
  }

  func testHelpNamesEachSourceOnce() throws {
    for subcommand in ["lint", "demo", "preview"] {
      let run = try ToolRun.run([subcommand, "--help"])
      let help = run.standardOutput.replacingOccurrences(of: "\n", with: " ")
        .split(separator: " ").joined(separator: " ")
      XCTAssertTrue(
        help.contains("camera, microphone, photo-library, photo-library-add-only, all."),
        "\(subcommand): \(run.standardOutput)")
    }
  }
}
