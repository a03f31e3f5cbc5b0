import Foundation
import MediaAccessTesting
import XCTest

@testable import MediaAccess

/// `AccessStatusMonitor.statusUpdates`: the current status first, then each change once and in
/// order, on the main actor; a cancelled loop ends and lets go of everything it held.
@MainActor
final class AccessStatusUpdatesTests: XCTestCase {
  private let becameActive = Notification.Name("AccessStatusUpdatesTests.becameActive")
  private let center = NotificationCenter()
  private let system = ScriptedAuthority()

  private func cameraMonitor() -> AccessStatusMonitor {
    AccessStatusMonitor(
      camera: system.cameraAuthority, notificationCenter: center, becameActive: becameActive)
  }

  /// The user comes back from Settings: the test posts what UIKit would.
  private func appBecomesActive() {
    center.post(name: becameActive, object: nil)
  }

  /// Lets the iterating tasks take what was handed to them.
  private func settle() async {
    for _ in 0..<50 { await Task.yield() }
  }

  func testTheCurrentStatusComesFirst() async {
    system.setStatus(.denied, for: .camera)
    let monitor = cameraMonitor()
    var iterator = monitor.statusUpdates.makeAsyncIterator()

    let first = await iterator.next()

    XCTAssertEqual(first, .denied)
  }

  func testEachChangeComesOnceInOrder() async {
    system.setStatus(.notDetermined, for: .camera)
    let monitor = cameraMonitor()
    let collector = Collector(monitor.statusUpdates)
    await settle()

    appBecomesActive()  // no change
    system.setStatus(.denied, for: .camera)
    appBecomesActive()
    appBecomesActive()  // still denied
    system.setStatus(.authorized, for: .camera)
    monitor.refresh()
    monitor.refresh()
    system.setStatus(.denied, for: .camera)
    appBecomesActive()
    await settle()

    XCTAssertEqual(collector.statuses, [.notDetermined, .denied, .authorized, .denied])
    collector.stop()
  }

  /// Changes that come before the loop asks are kept, in order, none twice.
  func testChangesBeforeTheFirstIterationAreKept() async {
    system.setStatus(.notDetermined, for: .camera)
    let monitor = cameraMonitor()
    let updates = monitor.statusUpdates
    system.setStatus(.denied, for: .camera)
    appBecomesActive()
    system.setStatus(.authorized, for: .camera)
    appBecomesActive()

    var iterator = updates.makeAsyncIterator()
    var seen: [AuthorizationStatus?] = []
    for _ in 0..<3 { seen.append(await iterator.next()) }

    XCTAssertEqual(seen, [.notDetermined, .denied, .authorized])
  }

  func testEveryStreamSeesEveryChange() async {
    system.setStatus(.denied, for: .camera)
    let monitor = cameraMonitor()
    let first = Collector(monitor.statusUpdates)
    let second = Collector(monitor.statusUpdates)
    await settle()

    system.setStatus(.authorized, for: .camera)
    appBecomesActive()
    await settle()

    XCTAssertEqual(first.statuses, [.denied, .authorized])
    XCTAssertEqual(second.statuses, [.denied, .authorized])
    XCTAssertEqual(monitor.status, .authorized, "the published status agrees")
    first.stop()
    second.stop()
  }

  func testCancellingTheLoopEndsTheStreamAndUnsubscribes() async {
    system.setStatus(.denied, for: .camera)
    let monitor = cameraMonitor()
    let collector = Collector(monitor.statusUpdates)
    await settle()

    collector.stop()
    await collector.finished()
    await settle()
    system.setStatus(.authorized, for: .camera)
    appBecomesActive()
    await settle()

    XCTAssertEqual(collector.statuses, [.denied], "nothing after the cancellation")
    XCTAssertTrue(collector.hasEnded)
    XCTAssertTrue(monitor.updateSubscribers.isEmpty, "the monitor forgot the stream")
  }

  /// A stream made and never iterated holds nothing once dropped.
  func testAStreamDroppedUnusedLeavesNothingBehind() async {
    weak var released: AccessStatusMonitor?
    do {
      let monitor = cameraMonitor()
      released = monitor
      _ = monitor.statusUpdates
    }
    await settle()

    XCTAssertNil(released)
  }

  /// A monitor made only for the loop lives while the loop runs, and goes when it ends.
  func testAMonitorMadeForTheLoopLivesWhileItIsIterated() async {
    system.setStatus(.denied, for: .camera)
    let collector = Collector(cameraMonitor().statusUpdates)
    await settle()

    system.setStatus(.authorized, for: .camera)
    appBecomesActive()
    await settle()
    XCTAssertEqual(collector.statuses, [.denied, .authorized])

    collector.stop()
    await collector.finished()
    await settle()
    let readsAfterTheLoop = system.statusReadCount(for: .camera)
    appBecomesActive()
    XCTAssertEqual(
      system.statusReadCount(for: .camera), readsAfterTheLoop,
      "the monitor went with its loop, and its observation with it")
  }

  /// A view model that loops over the updates, capturing itself weakly, is not kept alive by
  /// the loop; releasing it cancels the loop, which lets the monitor go too.
  func testTheLoopRetainsNeitherItsOwnerNorTheMonitor() async {
    system.setStatus(.denied, for: .camera)
    weak var releasedOwner: BannerModel?
    weak var releasedMonitor: AccessStatusMonitor?
    do {
      let monitor = cameraMonitor()
      releasedMonitor = monitor
      let owner = BannerModel(watching: monitor)
      releasedOwner = owner
      await settle()
      XCTAssertEqual(owner.isShowingBanner, true)
    }
    await settle()

    XCTAssertNil(releasedOwner, "the loop does not keep its owner")
    XCTAssertNil(releasedMonitor, "the cancelled loop let go of the monitor")
    let reads = system.statusReadCount(for: .camera)
    appBecomesActive()
    XCTAssertEqual(system.statusReadCount(for: .camera), reads)
  }

  /// Statuses are read and handed over on the main actor, even when the notification is
  /// posted from another thread.
  func testStatusesAreReadOnTheMainActorWhateverThreadPosts() async {
    let reads = ReadLog()
    let monitor = AccessStatusMonitor(
      .microphone,
      readingStatus: { [system] _ in
        reads.record(onMainThread: Thread.isMainThread)
        return system.microphoneAuthority.status()
      },
      notificationCenter: center, becameActive: becameActive)
    system.setStatus(.denied, for: .microphone)
    var iterator = monitor.statusUpdates.makeAsyncIterator()
    _ = await iterator.next()

    let center = center
    let name = becameActive
    await Task.detached { center.post(name: name, object: nil) }.value
    let next = await iterator.next()

    XCTAssertEqual(next, .denied)
    XCTAssertEqual(reads.threads, [true, true], "read when made and on becoming active")
  }

  func testTheMicrophoneMonitorReadsTheMicrophone() {
    system.setStatus(.restricted, for: .microphone)
    system.setStatus(.authorized, for: .camera)
    let monitor = AccessStatusMonitor(
      microphone: system.microphoneAuthority, notificationCenter: center,
      becameActive: becameActive)

    XCTAssertEqual(monitor.source, .microphone)
    XCTAssertEqual(monitor.status, .restricted)
    system.setStatus(.authorized, for: .microphone)
    appBecomesActive()
    XCTAssertEqual(monitor.status, .authorized)
    XCTAssertEqual(system.statusReadCount(for: .camera), 0)
  }
}

/// Collects a stream's statuses in a main-actor task, as a view model would.
@MainActor
private final class Collector {
  private(set) var statuses: [AuthorizationStatus] = []
  private(set) var hasEnded = false
  private var task: Task<Void, Never>?

  init(_ updates: AsyncStream<AuthorizationStatus>) {
    task = Task { [weak self] in
      for await status in updates {
        MainActor.assertIsolated()
        self?.statuses.append(status)
      }
      self?.hasEnded = true
    }
  }

  func stop() {
    task?.cancel()
  }

  func finished() async {
    await task?.value
  }
}

/// A banner's view model: loops over the updates for as long as it lives.
@MainActor
private final class BannerModel {
  private(set) var isShowingBanner: Bool?
  private var loop: Task<Void, Never>?

  init(watching monitor: AccessStatusMonitor) {
    let updates = monitor.statusUpdates
    loop = Task { [weak self] in
      for await status in updates {
        self?.isShowingBanner = status == .denied || status == .restricted
      }
    }
  }

  deinit {
    loop?.cancel()
  }
}

/// Which threads the status was read on. `@unchecked Sendable`: `log` is read and written
/// only under `lock`.
private final class ReadLog: @unchecked Sendable {
  private let lock = NSLock()
  private var log: [Bool] = []

  var threads: [Bool] { lock.withLock { log } }

  func record(onMainThread: Bool) {
    lock.withLock { log.append(onMainThread) }
  }
}
