import Foundation
import MediaAccess
import XCTest

/// What one launch did: how often success and completion ran, with which outcome, and whether
/// each ran on the main thread.
@MainActor
final class LaunchRecord {
  private(set) var successCount = 0
  private(set) var outcomes: [LaunchOutcome] = []
  private(set) var deliveriesOffMainThread = 0
  /// Whether success ran after the completion, which the contract forbids.
  private(set) var successAfterCompletion = false

  var outcome: LaunchOutcome? { outcomes.first }
  var isComplete: Bool { !outcomes.isEmpty }

  func succeed() {
    successCount += 1
    if isComplete { successAfterCompletion = true }
    noteThread()
  }

  func complete(_ outcome: LaunchOutcome) {
    outcomes.append(outcome)
    noteThread()
  }

  private func noteThread() {
    if !isMainThread() { deliveriesOffMainThread += 1 }
  }

  /// Waits until the completion ran, failing the test after `timeout`.
  func waitForCompletion(
    timeout: Duration = .seconds(5), file: StaticString = #filePath, line: UInt = #line
  ) async {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !isComplete {
      guard ContinuousClock.now < deadline else {
        XCTFail("the launch never completed", file: file, line: line)
        return
      }
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// Asserts the contract's delivery guarantees: completion exactly once, success at most once
  /// and only when the outcome grants access, everything on the main thread.
  func assertDeliveredOnce(file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(outcomes.count, 1, "completion must run exactly once", file: file, line: line)
    let expectedSuccesses = (outcome?.grantsAccess ?? false) ? 1 : 0
    XCTAssertEqual(
      successCount, expectedSuccesses,
      "success must run once exactly when access is granted (outcome: \(outcomes))",
      file: file, line: line)
    XCTAssertFalse(
      successAfterCompletion, "success must run before completion", file: file, line: line)
    XCTAssertEqual(
      deliveriesOffMainThread, 0, "delivered off the main thread", file: file, line: line)
  }
}

/// Whether the caller runs on the main thread; synchronous so async code may ask too.
func isMainThread() -> Bool {
  Thread.isMainThread
}

extension TestScreen {
  /// Launches a source through the closure form and records what happens.
  func launch(_ source: MediaSource) -> LaunchRecord {
    let record = LaunchRecord()
    switch source.builtIn {
    case .camera?:
      launchCamera(success: { record.succeed() }, completion: { record.complete($0) })
    case .microphone?:
      launchMicrophone(success: { record.succeed() }, completion: { record.complete($0) })
    case .photoLibrary(let access)?:
      launchPhotoLibrary(
        access: access, success: { record.succeed() }, completion: { record.complete($0) })
    case nil: XCTFail("TestScreen launches only the package's own sources")
    }
    return record
  }

  /// Launches a source through the async form.
  func authorize(_ source: MediaSource) async -> LaunchOutcome {
    switch source.builtIn {
    case .camera?: return await authorizeCamera()
    case .microphone?: return await authorizeMicrophone()
    case .photoLibrary(let access)?: return await authorizePhotoLibrary(access: access)
    case nil:
      XCTFail("TestScreen launches only the package's own sources")
      return .cancelled
    }
  }
}
