import Foundation
import MediaAccess
import MediaAccessTestSupport
import XCTest

@testable import MediaAccessCommand

/// `media-access demo`: the transcript, word for word, from the built binary.
final class DemoCommandTests: XCTestCase {
  func testEnglishTranscript() throws {
    let run = try ToolRun.run(["demo"])
    XCTAssertEqual(run.status, 0, run.standardError)
    LineDiff.assertEqual(run.standardOutput, ExpectedTranscript.english + "\n")
  }

  func testJapaneseCameraTranscript() throws {
    let run = try ToolRun.run(["demo", "--locale", "ja", "--source", "camera"])
    XCTAssertEqual(run.status, 0, run.standardError)
    LineDiff.assertEqual(run.standardOutput, ExpectedTranscript.japaneseCamera + "\n")
  }

  /// Each misconfiguration diagnostic is shown once, under "Diagnostic:" in the transcript,
  /// and not repeated on standard error by the library's log.
  func testEachDiagnosticIsPrintedOnceInTheTranscriptOnly() throws {
    let run = try ToolRun.run(["demo"])
    XCTAssertEqual(run.errorLines, [])
    let diagnostics = run.standardOutput.split(separator: "\n").filter { $0 == "Diagnostic:" }
    XCTAssertEqual(diagnostics.count, 3, run.standardOutput)
  }

  func testPhotosOnlyLeavesTheCameraOut() throws {
    let run = try ToolRun.run([
      "demo", "--source", "photo-library,photo-library-add-only", "--locale", "ko",
    ])
    XCTAssertEqual(run.status, 0)
    let headings = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("── ") }
    XCTAssertEqual(headings.count, DemoCatalog.photoLibrary.count)
    XCTAssertFalse(headings.contains { $0.contains("camera") })
    XCTAssertTrue(run.standardOutput.contains("사진 접근이 꺼져 있음"), run.standardOutput)
  }

  func testEveryBoxLineIsTheRequestedWidthInEveryLanguage() throws {
    for language in ["zh-Hant", "ko", "de"] {
      let run = try ToolRun.run(["demo", "--locale", language, "--width", "40"])
      XCTAssertEqual(run.status, 0)
      let boxLines = run.standardOutput.split(separator: "\n").filter {
        ["┌", "│", "├", "└"].contains($0.first.map(String.init) ?? "")
      }
      XCTAssertFalse(boxLines.isEmpty)
      XCTAssertEqual(Set(boxLines.map(DisplayWidth.of)), [40], language)
    }
  }
}

/// The demo run inside the test process, through the same entry point the binary calls.
@MainActor
final class DemoInProcessTests: XCTestCase {
  func testInProcessRunMatchesTheBinary() async throws {
    let captured = CapturedText()
    let status = await MediaAccessTool.run(
      ["demo", "--source", "camera", "--locale", "ja"],
      console: ToolConsole(output: captured.append, error: { _ in }))
    XCTAssertEqual(status, 0)
    LineDiff.assertEqual(captured.text, ExpectedTranscript.japaneseCamera + "\n")
  }

  /// Each staged situation comes to what its row of the behaviour table says: the demo reads
  /// the table rather than a copy of it.
  func testEverySituationEndsAsTheBehaviourTableSays() async {
    let runner = DemoRunner(language: "en", appName: "Snapshot")
    let situations = DemoCatalog.situations(for: BuiltInSource.allCases)
    XCTAssertEqual(situations.count, 25)
    for situation in situations {
      let record = await runner.run(situation)
      let expected = situation.expectation
      let context = "\(situation.sourceLabel), \(situation.heading)"
      XCTAssertEqual(record.outcome, expected.outcome, context)
      XCTAssertEqual(record.dialogs.map(\.alert.reason), expected.dialogReasons, context)
      XCTAssertEqual(record.systemRequestCount, expected.requestCount, context)
      XCTAssertEqual(record.successRunCount, expected.runsSuccess ? 1 : 0, context)
    }
  }

}

/// Collects what the tool writes from any thread. `@unchecked Sendable` is safe because every
/// read and write of `storage` holds `lock`.
private final class CapturedText: @unchecked Sendable {
  private let lock = NSLock()
  private var storage = ""

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  func append(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    storage += text
  }
}
