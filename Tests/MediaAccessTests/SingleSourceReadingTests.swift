import Foundation
import MediaAccess
import XCTest

/// The reading of an authority made as the live camera's is (one source's system, its text
/// judged once), which the launches' fast paths take: the contract's order, and no other
/// source answered.
@MainActor
final class SingleSourceReadingTests: XCTestCase {
  func testAuthorizedCameraRunsSuccessBeforeReturning() {
    let system = FixedSourceSystem(status: .authorized)
    let screen = TestScreen(authority: system.authority(for: .camera))
    var ran = false
    var outcomes: [LaunchOutcome] = []

    screen.launchCamera(success: { ran = true }, completion: { outcomes.append($0) })

    XCTAssertTrue(ran)
    XCTAssertEqual(outcomes, [.authorized])
  }

  func testMissingHardwareEndsUnavailableBeforeTheTextAndTheStatus() async {
    let system = FixedSourceSystem(status: .authorized, isAvailable: false, text: " ")
    let outcome = await launchCamera(over: system)

    XCTAssertEqual(outcome, .unavailable)
    XCTAssertEqual(system.statusReads.value, 0)
  }

  func testBlankTextEndsMisconfiguredWithoutReadingTheStatus() async {
    let system = FixedSourceSystem(status: .authorized, text: " ")
    let outcome = await launchCamera(over: system)

    XCTAssertEqual(outcome, .misconfigured(missingKey: .camera))
    XCTAssertEqual(system.statusReads.value, 0)
  }

  func testDeniedStatusEndsDenied() async {
    let outcome = await launchCamera(over: FixedSourceSystem(status: .denied))

    XCTAssertEqual(outcome, .denied)
  }

  func testAnotherSourceIsUnavailableAndReadsNothing() async {
    let system = FixedSourceSystem(status: .authorized)
    let screen = TestScreen(authority: system.authority(for: .camera))
    var outcomes: [LaunchOutcome] = []

    screen.launchMicrophone(success: {}, completion: { outcomes.append($0) })
    await waitUntil { !outcomes.isEmpty }

    XCTAssertEqual(outcomes, [.unavailable])
    XCTAssertEqual(system.statusReads.value, 0)
  }

  func testAnotherSourcesUsageDescriptionIsStillTheAppsText() {
    let authority = FixedSourceSystem(status: .authorized).authority(for: .camera)

    XCTAssertEqual(authority.usageDescription(for: .microphone), "Scans receipts.")
    XCTAssertEqual(authority.status(for: .microphone), .restricted)
    XCTAssertFalse(authority.isAvailable(.microphone))
  }

  private func launchCamera(over system: FixedSourceSystem) async -> LaunchOutcome? {
    let screen = TestScreen(authority: system.authority(for: .camera))
    var outcomes: [LaunchOutcome] = []
    screen.launchCamera(success: {}, completion: { outcomes.append($0) })
    await waitUntil { !outcomes.isEmpty }
    return outcomes.first
  }
}

/// A source's system whose answers are fixed when it is made; it counts its status reads.
private final class FixedSourceSystem: SourceSystem {
  let fixedStatus: AuthorizationStatus
  let available: Bool
  let text: String
  let statusReads = ReadCount()

  init(status: AuthorizationStatus, isAvailable: Bool = true, text: String = "Scans receipts.") {
    fixedStatus = status
    available = isAvailable
    self.text = text
  }

  /// An authority made as the live camera's is: the text judged once.
  func authority(for source: MediaSource) -> MediaAuthority {
    MediaAuthority([source: self], textsAreFixed: true)
  }

  func status() -> AuthorizationStatus {
    statusReads.increment()
    return fixedStatus
  }

  func requestAccess() async -> AuthorizationStatus { fixedStatus }

  func isAvailable() -> Bool { available }

  func usageDescription(for key: UsageDescriptionKey) -> String? { text }
}

/// A count shared across isolation domains.
///
/// `@unchecked Sendable` is safe because `count` is read and written only while `lock` is held.
private final class ReadCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() { lock.withLock { count += 1 } }
}
