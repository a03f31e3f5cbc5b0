import Foundation
import XCTest

@testable import MediaAccessCommand

/// Feeds `media-access lint` a seeded corpus of malformed and adversarial property lists,
/// through the binary (where a crash would show as a signal) and through the function.
final class LintFuzzTests: XCTestCase {
  private var fixtures: FixtureDirectory?

  override func setUpWithError() throws {
    fixtures = try FixtureDirectory()
  }

  override func tearDown() {
    fixtures?.remove()
  }

  func testTheCorpusIsTheSameEveryRun() {
    let first = LintFuzzCorpus().cases
    let second = LintFuzzCorpus().cases
    // Compared by name and a checksum, so a failure prints a line rather than megabytes.
    XCTAssertEqual(first.map(\.fingerprint), second.map(\.fingerprint))
    XCTAssertGreaterThanOrEqual(first.count, 100)
    // Pinned: a change to the corpus generator shows up here.
    XCTAssertEqual(first.count, 192)
    // The same bytes in every process too: Swift seeds hashing per process, so a corpus built
    // through dictionary order would drift between runs.
    let checksum = first.map(\.fingerprint).joined(separator: "\n").utf8.reduce(
      UInt64(0xCBF2_9CE4_8422_2325)
    ) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    XCTAssertEqual(String(checksum, radix: 16), "c8138f38afc0e609")
  }

  func testTheBinaryAnswersEveryCorpusCaseWithAStatusAndOneLine() throws {
    let files = try XCTUnwrap(fixtures)
    for fuzzCase in LintFuzzCorpus().cases {
      let path = try write(fuzzCase, into: files)
      let run = try ToolRun.run(
        ["lint", path] + fuzzCase.extraArguments, timeout: .seconds(30))

      let context =
        "\(fuzzCase.name): status \(run.status), stderr: \(run.standardError.prefix(300))"
      XCTAssertFalse(run.timedOut, "\(fuzzCase.name) did not finish in 30 s")
      XCTAssertFalse(run.killedBySignal, "crashed: \(context)")
      XCTAssertTrue(fuzzCase.allowedStatuses.contains(run.status), context)
      XCTAssertFalse(run.standardError.contains("Fatal error"), context)
      XCTAssertFalse(run.standardError.contains("Stack dump"), context)
      if run.status == 2 {
        XCTAssertEqual(run.errorLines.count, 1, "one line for an unreadable input: \(context)")
        let namesFile = run.errorLines.first?.hasPrefix(files.url.path) ?? false
        XCTAssertTrue(namesFile, "the line names the file: \(context)")
      }
      if run.status == 1 {
        // One line per finding: every line but the summary names the file it is about.
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let findingLines = lines.dropLast(2)
        XCTAssertFalse(findingLines.isEmpty, context)
        for line in findingLines {
          XCTAssertTrue(
            line.hasPrefix(files.url.path), "one line per finding: \(line) (\(context))")
          XCTAssertTrue(
            line.contains(": error: ") || line.contains(": warning: "), "\(line) (\(context))")
        }
      }
    }
  }

  @MainActor
  func testTheFunctionAgreesWithTheBinary() throws {
    let files = try XCTUnwrap(fixtures)
    for fuzzCase in LintFuzzCorpus().cases {
      let path = try write(fuzzCase, into: files)
      let options = try LintOptions.parse([path] + fuzzCase.extraArguments)
      let report = LintCommand.makeReport(options)
      XCTAssertTrue(
        fuzzCase.allowedStatuses.contains(report.exitCode.rawValue),
        "\(fuzzCase.name): \(report.exitCode)")
      for input in report.unreadable {
        XCTAssertFalse(input.problem.isEmpty, fuzzCase.name)
        XCTAssertFalse(input.text.contains(where: \.isNewline), "one line: \(fuzzCase.name)")
      }
      for finding in report.findings {
        XCTAssertFalse(finding.text.contains(where: \.isNewline), "one line: \(fuzzCase.name)")
      }
    }
  }

  /// Writes a case into its own folder, with its sibling strings table if it has one.
  private func write(_ fuzzCase: LintFuzzCorpus.Case, into files: FixtureDirectory) throws -> String
  {
    let project = Data(LintFuzzCorpus.minimalProject.utf8)
    switch fuzzCase.layout {
    case .infoPlist:
      break
    case .projectFile:
      try files.write("\(fuzzCase.name)/App.xcodeproj/project.pbxproj", Data(fuzzCase.bytes))
      try files.write("\(fuzzCase.name)/Base.xcconfig", Data())
      return files.path("\(fuzzCase.name)/App.xcodeproj")
    case .xcconfig:
      try files.write("\(fuzzCase.name)/App.xcodeproj/project.pbxproj", project)
      try files.write("\(fuzzCase.name)/Base.xcconfig", Data(fuzzCase.bytes))
      return files.path("\(fuzzCase.name)/App.xcodeproj")
    case .catalog:
      try files.write("\(fuzzCase.name)/InfoPlist.xcstrings", Data(fuzzCase.bytes))
      return try files.write(
        "\(fuzzCase.name)/Info.plist", Data(LintFuzzCorpus.validXML.utf8))
    }
    let path = try files.write("\(fuzzCase.name)/Info.plist", Data(fuzzCase.bytes))
    if let strings = fuzzCase.siblingStrings {
      try files.write("\(fuzzCase.name)/xx.lproj/InfoPlist.strings", Data(strings))
    }
    return path
  }
}
