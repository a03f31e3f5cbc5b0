import Foundation
import MediaAccess
import MediaAccessTesting
import Testing

/// Proves that the suites fail a broken screen inside a Swift Testing `@Test`, where XCTest's
/// failures would go unrecorded, and report each broken row at the caller's source location.
///
/// Each test expects the suite's issues with `withKnownIssue`: an issue that does not match
/// (another message, another line) is recorded as a real one, and a suite that records nothing
/// fails the test, as `withKnownIssue` requires at least one issue. The matcher also collects
/// what it saw, so the test can check every message and location.
@Suite("Conformance suites under Swift Testing")
@MainActor
struct SwiftTestingReportingTests {
  private nonisolated static let fileName = "SwiftTestingReportingTests.swift"

  @Test("A screen that drops every dialog fails, at the caller's line")
  func dialogDroppingScreenFailsAtTheCallersLine() async {
    let seen = SeenIssues()
    let line = #line + 2
    await withKnownIssue {
      await assertCameraAuthorizingConformance { DialogDroppingScreen(context: $0) }
    } matching: { issue in
      seen.append(issue)
      return issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == "MediaAccessTestingTests/\(Self.fileName)"
    }

    #expect(
      seen.messages == [
        "camera, hardware absent: expected an \"unavailable\" dialog with [OK], got none",
        "camera, status limited: expected a \"restricted\" dialog with [OK], got none",
        "camera, status denied: "
          + "expected a \"denied\" dialog with [Cancel] [Open Settings], got none",
        "camera, status restricted: expected a \"restricted\" dialog with [OK], got none",
        "camera, status unknown(7): expected a \"restricted\" dialog with [OK], got none",
        "camera, status notDetermined, the user allows limited access: "
          + "expected a \"restricted\" dialog with [OK], got none",
        "camera, status notDetermined, the prompt comes back undecided: "
          + "expected an \"unavailable\" dialog with [OK], got none",
        "camera, status denied, \"Open Settings\" reported twice: "
          + "expected a \"denied\" dialog with [Cancel] [Open Settings], got none; "
          + "expected Settings to open once, it never opened (does the screen return the "
          + "context's settingsOpener, and hand taps on to the launch?)",
      ])
    #expect(seen.lines == Array(repeating: line, count: 8))
  }

  @Test("A video capture that records with a refused microphone fails, at the caller's line")
  func soundlessRecordingFailsAtTheCallersLine() async {
    let seen = SeenIssues()
    let line = #line + 2
    await withKnownIssue {
      await assertVideoCaptureConformance(
        sound: [.required],
        makeScreen: { SoundlessRecordingScreen(context: $0) },
        launchingWith: { screen, _, launch in
          screen.captureVideo(success: launch.success, completion: launch.completion)
        })
    } matching: { issue in
      seen.append(issue)
      return issue.sourceLocation?.line == line
    }

    let refusals = [
      "hardware absent", "status limited", "status denied", "status restricted",
      "status unknown(7)", "status notDetermined, the user allows limited access",
      "status notDetermined, the user refuses",
    ]
    #expect(
      seen.messages
        == refusals.map { row in
          "video capture (sound required), microphone, \(row): expected success not to run, got "
            + "success to run with recordsSound false"
        })
    #expect(seen.lines == Array(repeating: line, count: refusals.count))
  }

  @Test("A renderer with gaps fails, at the caller's line")
  func rendererWithGapsFailsAtTheCallersLine() async {
    let seen = SeenIssues()
    let line = #line + 2
    withKnownIssue {
      assertAlertTextRendererConformance(languages: ["ko"]) { HalfTranslatedTexts(language: $0) }
    } matching: { issue in
      seen.append(issue)
      return issue.sourceLocation?.line == line
    }

    #expect(seen.lines == [line])
  }

  @Test("A conforming screen records no issue")
  func conformingScreenRecordsNothing() async {
    await assertMicrophoneAuthorizingConformance { ClipScreen(context: $0) }
    await assertVideoCaptureConformance { ClipScreen(context: $0) }
  }
}
