import XCTest
import MediaAccess

@testable import MediaAccessCommand

final class ParsedArgumentsTests: XCTestCase {
  private func parse(_ arguments: [String]) throws -> ParsedArguments {
    try ParsedArguments(arguments, valueOptions: ["--locale", "--width"], flags: ["--help"])
  }

  func testValuesTakeTheNextArgumentOrFollowAnEqualsSign() throws {
    let parsed = try parse(["--locale", "ja", "--width=72"])
    XCTAssertEqual(parsed.values, ["--locale": "ja", "--width": "72"])
    XCTAssertEqual(parsed.operands, [])
  }

  func testOperandsAndFlagsAreKeptApart() throws {
    let parsed = try parse(["a.plist", "-h", "b", "--locale", "en"])
    XCTAssertEqual(parsed.operands, ["a.plist", "b"])
    XCTAssertTrue(parsed.has("--help"))
  }

  func testEverythingAfterDoubleDashIsAnOperand() throws {
    let parsed = try parse(["--", "--locale", "-"])
    XCTAssertEqual(parsed.operands, ["--locale", "-"])
    XCTAssertEqual(parsed.values, [:])
  }

  func testMistakesAreUsageErrors() {
    XCTAssertThrowsError(try parse(["--colour", "red"])) { error in
      XCTAssertEqual(error as? UsageError, UsageError(message: "unknown option '--colour'"))
    }
    XCTAssertThrowsError(try parse(["--locale"])) { error in
      XCTAssertEqual(error as? UsageError, UsageError(message: "--locale needs a value"))
    }
    XCTAssertThrowsError(try parse(["--locale", "en", "--locale=ja"])) { error in
      XCTAssertEqual(error as? UsageError, UsageError(message: "--locale is given twice"))
    }
    XCTAssertThrowsError(try parse(["--help=yes"])) { error in
      XCTAssertEqual(error as? UsageError, UsageError(message: "--help takes no value"))
    }
  }
}

final class CommandOptionsTests: XCTestCase {
  func testDemoDefaultsAreDeterministic() throws {
    XCTAssertEqual(
      try DemoOptions.parse([]),
      DemoOptions(
        language: "en", sources: BuiltInSource.allCases, width: 60, appName: "Snapshot"))
  }

  func testDemoAcceptsEveryShippedLanguageInAnyCase() throws {
    for language in PreviewCatalog.allLanguages {
      XCTAssertEqual(try DemoOptions.parse(["--locale", language.uppercased()]).language, language)
    }
  }

  func testDemoRejectsAnUnshippedLanguageListingTheShippedOnes() {
    XCTAssertThrowsError(try DemoOptions.parse(["--locale", "xx"])) { error in
      let message = (error as? UsageError)?.message ?? ""
      XCTAssertTrue(message.hasPrefix("unsupported --locale 'xx'; supported: "), message)
      for language in PreviewCatalog.allLanguages {
        XCTAssertTrue(message.contains(language), "\(language) missing from: \(message)")
      }
    }
  }

  func testDemoRejectsBadSourcesWidthsAndOperands() {
    XCTAssertThrowsError(try DemoOptions.parse(["--source", "flashlight"]))
    XCTAssertThrowsError(try DemoOptions.parse(["--width", "8"]))
    XCTAssertThrowsError(try DemoOptions.parse(["--width", "wide"]))
    XCTAssertThrowsError(try DemoOptions.parse(["extra"]))
  }

  func testPreviewAllLocalesListsEnglishFirst() throws {
    let options = try PreviewOptions.parse(["--locale", "all", "--format", "markdown"])
    XCTAssertEqual(options.languages.first, "en")
    XCTAssertEqual(Set(options.languages).count, options.languages.count)
    XCTAssertGreaterThanOrEqual(options.languages.count, 14)
    XCTAssertEqual(options.format, .markdown)
  }

  func testLintParsesSourceListsAndNeedsAPath() throws {
    let options = try LintOptions.parse([
      "App", "--sources", "camera, photos-add-only,camera", "--format=json",
    ])
    XCTAssertEqual(options.paths, ["App"])
    XCTAssertEqual(
      options.sources,
      [.camera, .photoLibrary(.addOnly)])
    XCTAssertEqual(options.format, .json)
    XCTAssertNil(try LintOptions.parse(["App"]).sources)
    XCTAssertThrowsError(try LintOptions.parse([]))
    XCTAssertThrowsError(try LintOptions.parse(["App", "--sources", "flashlight"]))
  }

  func testLintNarrowsToATargetAndConfigurationAndRefusesAnEmptyPath() throws {
    let options = try LintOptions.parse([
      "Receipts.xcodeproj", "--target", "ReceiptsWidget", "--configuration=Release",
    ])
    XCTAssertEqual(options.target, "ReceiptsWidget")
    XCTAssertEqual(options.configuration, "Release")
    XCTAssertThrowsError(try LintOptions.parse([""])) { error in
      XCTAssertEqual(
        (error as? UsageError)?.message,
        "a path is empty; name an Xcode project, an Info.plist or a directory")
    }
    XCTAssertThrowsError(try LintOptions.parse(["App", "--target="]))
  }

  func testLintTakesStrictAndTheCatalystTargetsToIgnore() throws {
    let options = try LintOptions.parse([
      "App", "--strict", "--ignore-catalyst-sandbox", "Receipts, ReceiptsLite",
    ])
    XCTAssertTrue(options.strict)
    XCTAssertEqual(options.ignoredCatalystSandboxTargets, ["Receipts", "ReceiptsLite"])
    XCTAssertFalse(try LintOptions.parse(["App"]).strict)
    XCTAssertThrowsError(try LintOptions.parse(["App", "--ignore-catalyst-sandbox", "A,,B"]))
    XCTAssertThrowsError(try LintOptions.parse(["App", "--strict=yes"]))
  }

  /// A control or invisible character in --app-name would forge transcript lines or break
  /// the boxes' widths: it is refused, naming the character.
  func testAppNameWithControlOrInvisibleCharactersIsRefused() throws {
    for name in [
      "Snap\nshot", "Snap\tshot", "Snap\u{1B}[2Jshot", "Snap\u{AD}shot", "Snap\u{202E}shot",
    ] {
      XCTAssertThrowsError(try DemoOptions.parse(["--app-name", name]), name.debugDescription)
      XCTAssertThrowsError(try PreviewOptions.parse(["--app-name", name]), name.debugDescription)
    }
    XCTAssertThrowsError(try DemoOptions.parse(["--app-name", "Snap\nshot"])) { error in
      XCTAssertEqual(
        (error as? UsageError)?.message,
        #"--app-name must not contain control or invisible characters; found U+000A in 'Snap\nshot'"#
      )
    }
    XCTAssertEqual(
      try DemoOptions.parse(["--app-name", "Café Ünïcode 写真"]).appName, "Café Ünïcode 写真")
  }
}
