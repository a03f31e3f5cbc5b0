import Foundation
import MediaAccess
import MediaAccessTesting
import XCTest

/// The status a banner shows: read when the monitor is made, again when the app becomes
/// active, through the same authority the screen launches with.
@MainActor
final class AccessStatusMonitorTests: XCTestCase {
  private let becameActive = Notification.Name("AccessStatusMonitorTests.becameActive")

  func testReadsTheStatusWhenMade() {
    let system = ScriptedAuthority()
    system.setStatus(.denied, for: .camera)

    let monitor = AccessStatusMonitor(
      camera: system.cameraAuthority, notificationCenter: NotificationCenter(),
      becameActive: becameActive)

    XCTAssertEqual(monitor.status, .denied)
    XCTAssertEqual(monitor.source, .camera)
  }

  /// The user turns the camera on in Settings and comes back: the app becomes active and the
  /// banner goes away, with one change reported.
  func testRefreshesWhenTheAppBecomesActive() {
    let system = ScriptedAuthority()
    let center = NotificationCenter()
    system.setStatus(.denied, for: .camera)
    let monitor = AccessStatusMonitor(
      camera: system.cameraAuthority, notificationCenter: center, becameActive: becameActive)
    var changes: [AuthorizationStatus] = []
    monitor.onChange = { changes.append($0) }

    system.setStatus(.authorized, for: .camera)
    XCTAssertEqual(monitor.status, .denied, "read only when the app becomes active")
    center.post(name: becameActive, object: nil)

    XCTAssertEqual(monitor.status, .authorized)
    XCTAssertEqual(changes, [.authorized])
  }

  /// Becoming active without a change in Settings reports nothing.
  func testReportsNoChangeWhenTheStatusIsTheSame() {
    let system = ScriptedAuthority()
    let center = NotificationCenter()
    system.setStatus(.limited, for: .photoLibrary(.readWrite))
    let monitor = AccessStatusMonitor(
      photoLibrary: .readWrite, authority: system.photoLibraryAuthority,
      notificationCenter: center, becameActive: becameActive)
    var changes: [AuthorizationStatus] = []
    monitor.onChange = { changes.append($0) }
    let readsBefore = system.statusReadCount(for: .photoLibrary(.readWrite))

    center.post(name: becameActive, object: nil)
    center.post(name: becameActive, object: nil)

    XCTAssertEqual(monitor.status, .limited)
    XCTAssertEqual(changes, [])
    XCTAssertEqual(system.statusReadCount(for: .photoLibrary(.readWrite)), readsBefore + 2)
  }

  /// Nothing is kept between monitors, as nothing is kept between launches of the app: a new
  /// monitor reads the system afresh.
  func testEachMonitorReadsAfresh() {
    let system = ScriptedAuthority()
    system.setStatus(.notDetermined, for: .camera)
    _ = AccessStatusMonitor(
      camera: system.cameraAuthority, notificationCenter: NotificationCenter(),
      becameActive: becameActive)

    system.setStatus(.restricted, for: .camera)
    let next = AccessStatusMonitor(
      camera: system.cameraAuthority, notificationCenter: NotificationCenter(),
      becameActive: becameActive)

    XCTAssertEqual(next.status, .restricted)
  }

  /// An explicit refresh, as after a launch, picks up a change too.
  func testRefreshReadsAgain() {
    let system = ScriptedAuthority()
    system.setStatus(.notDetermined, for: .camera)
    let monitor = AccessStatusMonitor(
      camera: system.cameraAuthority, notificationCenter: NotificationCenter(),
      becameActive: becameActive)

    system.setStatus(.authorized, for: .camera)
    monitor.refresh()

    XCTAssertEqual(monitor.status, .authorized)
  }

  /// A monitor that is gone stops observing: posting afterwards reads nothing and crashes
  /// nothing.
  func testReleasedMonitorStopsObserving() {
    let system = ScriptedAuthority()
    let center = NotificationCenter()
    var monitor: AccessStatusMonitor? = AccessStatusMonitor(
      camera: system.cameraAuthority, notificationCenter: center, becameActive: becameActive)
    // Assigned apart from its declaration: `weak let` needs Swift 6.2.
    weak var released: AccessStatusMonitor?
    released = monitor
    let readsBefore = system.statusReadCount(for: .camera)

    monitor = nil
    center.post(name: becameActive, object: nil)

    XCTAssertNil(released)
    XCTAssertEqual(system.statusReadCount(for: .camera), readsBefore)
  }

  /// A notification posted off the main thread still refreshes, on the main actor.
  func testNotificationFromAnotherThreadRefreshesOnTheMainActor() async {
    let system = ScriptedAuthority()
    let center = NotificationCenter()
    system.setStatus(.denied, for: .camera)
    let monitor = AccessStatusMonitor(
      camera: system.cameraAuthority, notificationCenter: center, becameActive: becameActive)
    let changed = expectation(description: "change reported")
    monitor.onChange = { _ in
      MainActor.assertIsolated()
      changed.fulfill()
    }

    system.setStatus(.authorized, for: .camera)
    let name = becameActive
    await Task.detached { center.post(name: name, object: nil) }.value
    await fulfillment(of: [changed], timeout: 5)

    XCTAssertEqual(monitor.status, .authorized)
  }

  /// On Linux there is no app to become active: the default notification is `nil`.
  func testDefaultNotificationMatchesThePlatform() {
    #if canImport(UIKit) || canImport(AppKit)
      XCTAssertNotNil(AccessStatusMonitor.appDidBecomeActive)
    #else
      XCTAssertNil(AccessStatusMonitor.appDidBecomeActive)
    #endif
  }
}
