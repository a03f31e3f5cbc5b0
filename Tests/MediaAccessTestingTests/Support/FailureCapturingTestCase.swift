import Foundation
import XCTest

/// A test case that can capture the failures a block of code reports instead of failing, so a
/// test can assert that a conformance suite fails, and how, while the run stays green.
///
/// On Apple platforms XCTest reports through `record(_:)`, which takes an `XCTIssue`;
/// swift-corelibs-xctest (Linux) has no `XCTIssue` and reports through
/// `recordFailure(withDescription:inFile:atLine:expected:)`. Both are overridden; failures
/// outside ``capturingFailures(of:)`` go on to XCTest as usual.
class FailureCapturingTestCase: XCTestCase {
  private let capture = FailureCapture()

  /// Runs `body` and returns the failures it reported, in order, instead of failing the test.
  @MainActor
  func capturingFailures(of body: @MainActor () async -> Void) async -> [CapturedFailure] {
    capture.start()
    await body()
    return capture.stop()
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      let location = issue.sourceCodeContext.location
      let failure = CapturedFailure(
        message: Self.stripPrefix(issue.compactDescription),
        file: location?.fileURL.path ?? "", line: location?.lineNumber ?? 0)
      if !capture.append(failure) { super.record(issue) }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      let failure = CapturedFailure(
        message: Self.stripPrefix(description), file: filePath, line: lineNumber)
      if !capture.append(failure) {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif

  /// `XCTFail failed - message` (Linux) or `failed - message` (Apple) → `message`.
  private static func stripPrefix(_ description: String) -> String {
    for prefix in ["XCTFail failed - ", "failed - "] where description.hasPrefix(prefix) {
      return String(description.dropFirst(prefix.count))
    }
    return description
  }

  /// Asserts the captured messages, in order, and that each was reported at the suite's call.
  func assertFailures(
    _ failures: [CapturedFailure], _ expected: [String], atLine suiteLine: Int,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      failures.count, expected.count, "one failure per broken row", file: file, line: line)
    for (index, (failure, message)) in zip(failures, expected).enumerated() {
      XCTAssertEqual(failure.message, message, "failure \(index + 1)", file: file, line: line)
    }
    for failure in failures {
      XCTAssertEqual(
        failure.file, "\(file)", "reported in the caller's file", file: file, line: line)
      XCTAssertEqual(
        failure.line, suiteLine, "reported at the caller's line", file: file, line: line)
    }
  }
}

/// The failures captured so far, and whether capturing is on. XCTest may report from any
/// thread, so every access goes through `lock`; that is what makes `@unchecked Sendable` safe.
private final class FailureCapture: @unchecked Sendable {
  private let lock = NSLock()
  private var failures: [CapturedFailure]?

  func start() {
    lock.lock()
    defer { lock.unlock() }
    failures = []
  }

  func stop() -> [CapturedFailure] {
    lock.lock()
    defer { lock.unlock() }
    let captured = failures ?? []
    failures = nil
    return captured
  }

  /// Keeps `failure` if capturing is on.
  ///
  /// - Returns: Whether it was kept; `false` means report it to XCTest.
  func append(_ failure: CapturedFailure) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard failures != nil else { return false }
    failures?.append(failure)
    return true
  }

}
