internal import Foundation

/// The monitor's subscription to the app-became-active notification, removed when released.
///
/// `@unchecked Sendable` for the block the notification center keeps: it holds only the
/// center and the observer token, both set once in `start` under `lock` and read under it in
/// `deinit`, which may run on any thread.
final class ActivationObservation: @unchecked Sendable {
  private let center: NotificationCenter
  private let name: Notification.Name?
  private let lock = NSLock()
  private var token: (any NSObjectProtocol)?

  init(center: NotificationCenter, name: Notification.Name?) {
    self.center = center
    self.name = name
  }

  /// Calls `refresh` on the main actor each time the notification is posted: at once when it
  /// is posted on the main thread, as UIKit and AppKit post it, else on the main actor's next
  /// turn.
  @MainActor
  func start(_ refresh: @escaping @MainActor @Sendable () -> Void) {
    guard let name else { return }
    let handler = MainActorHandler(refresh)
    let observer = center.addObserver(forName: name, object: nil, queue: nil) { _ in
      handler.call()
    }
    lock.withLock { token = observer }
  }

  deinit {
    if let observer = lock.withLock({ token }) {
      center.removeObserver(observer)
    }
  }
}

/// A main-actor function the notification block may hold and call from any thread: it runs on
/// the main actor, directly when the caller is on the main thread and through a main-actor task
/// otherwise.
private final class MainActorHandler: Sendable {
  private let body: @MainActor @Sendable () -> Void

  init(_ body: @escaping @MainActor @Sendable () -> Void) {
    self.body = body
  }

  func call() {
    if Thread.isMainThread {
      MainActor.assumeIsolated { body() }
    } else {
      Task { @MainActor in self.body() }
    }
  }
}
