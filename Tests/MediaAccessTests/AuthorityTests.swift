import MediaAccess
import MediaAccessTesting
import XCTest

/// The typed authorities: who shares a request in flight, and what a custom renderer inherits.
@MainActor
final class AuthorityTests: XCTestCase {
  /// A screen that fetches its authority anew on every access, as a computed property does,
  /// still asks the system once for a double tap: the scripted authority's copies share one
  /// record of the requests in flight, as the live ones do.
  func testComputedAuthorityPropertyStillAsksOnceForADoubleTap() async {
    let system = ScriptedAuthority()
    system.holdAnswers()
    let screen = ComputedAuthorityScreen(system: system)

    var outcomes: [LaunchOutcome] = []
    screen.launchCamera(success: {}, completion: { outcomes.append($0) })
    screen.launchCamera(success: {}, completion: { outcomes.append($0) })
    let held = await system.waitForHeldRequests(1)
    system.releaseHeldAnswers()
    while outcomes.count < 2 { await Task.yield() }

    XCTAssertTrue(held)
    XCTAssertEqual(outcomes, [.authorized, .authorized])
    XCTAssertEqual(system.requestCount(for: .camera), 1)
  }

  /// The rule documented on the public initializer: each value it makes keeps its own record
  /// of requests in flight, so one made anew per launch does not coalesce. Made once, it does.
  func testPublicInitializerCoalescesPerValue() async {
    let asked = Counter()
    func makeAuthority() -> CameraAuthority {
      CameraAuthority(
        status: { _ in .notDetermined },
        requestAccess: { _ in
          await asked.increment()
          try? await Task.sleep(for: .milliseconds(50))
          return .authorized
        },
        isAvailable: { _ in true },
        usageDescription: { _ in "Scans receipts." })
    }
    let stored = makeAuthority()
    async let first = ClosureScreen(authority: stored).authorizeCamera()
    async let second = ClosureScreen(authority: stored).authorizeCamera()
    _ = await (first, second)
    let askedWhenStored = await asked.value

    async let third = ClosureScreen(authority: makeAuthority()).authorizeCamera()
    async let fourth = ClosureScreen(authority: makeAuthority()).authorizeCamera()
    _ = await (third, fourth)
    let askedInAll = await asked.value

    XCTAssertEqual(askedWhenStored, 1, "one stored value: one request")
    XCTAssertEqual(askedInAll, 3, "two values made apart: a request each")
  }

  func testRendererImplementingOnlyATitleFallsBackToThePackageTexts() {
    let renderer = OnlyTitleRenderer()
    let english = LocalizedAlertTextRenderer()

    let alert = AccessAlert(reason: .denied, source: .camera, renderer: renderer)

    XCTAssertEqual(alert.title, "Lens Locked")
    XCTAssertEqual(alert.message, english.message(for: .denied, source: .camera))
    XCTAssertEqual(alert.actions.map(\.title), [.cancel, .openSettings].map(english.actionTitle))
  }
}

private actor Counter {
  private(set) var value = 0
  func increment() { value += 1 }
}

private struct OnlyTitleRenderer: AlertTextRendering {
  func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    reason == .denied ? "Lens Locked" : defaultTitle(for: reason, source: source)
  }
}

@MainActor
private final class ComputedAuthorityScreen: CameraAuthorizing {
  private let system: ScriptedAuthority

  init(system: ScriptedAuthority) {
    self.system = system
  }

  var cameraAuthority: CameraAuthority { system.cameraAuthority }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {}
}

@MainActor
private final class ClosureScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority

  init(authority: CameraAuthority) {
    cameraAuthority = authority
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {}
}
