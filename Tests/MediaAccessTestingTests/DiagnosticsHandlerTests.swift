import Foundation
import MediaAccess
import MediaAccessTesting
import XCTest

/// An app or a test can capture or silence the misconfiguration diagnostic, for one block of
/// code or for the whole process, and the default is back afterwards.
final class DiagnosticsHandlerTests: XCTestCase {
  @MainActor
  func testAScopedHandlerReceivesTheMissingKeyDiagnosticOfALaunch() async {
    let system = ScriptedAuthority(usageDescriptions: [.camera: nil])
    let screen = ClipScreen(
      cameraAuthority: system.cameraAuthority, microphoneAuthority: system.microphoneAuthority,
      showAlert: { _, _ in })
    let received = Received()

    let outcome = await MediaAccessDiagnostics.withHandler(
      { received.append($0) }, operation: { await screen.authorizeCamera() })

    XCTAssertEqual(outcome, .misconfigured(missingKey: .camera))
    XCTAssertEqual(received.all.map(\.kind), [.misconfiguration])
    XCTAssertTrue(
      received.all.first?.message.hasPrefix("MediaAccess: NSCameraUsageDescription is missing")
        == true, "\(received.all)")
  }

  @MainActor
  func testTheProcessWideHandlerReceivesAClosureLaunchsDiagnostic() {
    let system = ScriptedAuthority(usageDescriptions: [.microphone: nil])
    let screen = ClipScreen(
      cameraAuthority: system.cameraAuthority, microphoneAuthority: system.microphoneAuthority,
      showAlert: { _, _ in })
    let received = Received()
    MediaAccessDiagnostics.handler = { received.append($0) }
    defer { MediaAccessDiagnostics.handler = MediaAccessDiagnostics.systemLog }

    screen.launchMicrophone(success: {})

    XCTAssertEqual(received.all.count, 1)
    XCTAssertTrue(received.all.first?.message.contains("NSMicrophoneUsageDescription") == true)
  }
}

/// Diagnostics a handler received. Handlers are `@Sendable` and may be called from any thread,
/// so every access goes through `lock`; that is what makes `@unchecked Sendable` safe.
private final class Received: @unchecked Sendable {
  private let lock = NSLock()
  private var diagnostics: [MediaAccessDiagnostic] = []

  func append(_ diagnostic: MediaAccessDiagnostic) {
    lock.lock()
    defer { lock.unlock() }
    diagnostics.append(diagnostic)
  }

  var all: [MediaAccessDiagnostic] {
    lock.lock()
    defer { lock.unlock() }
    return diagnostics
  }
}
