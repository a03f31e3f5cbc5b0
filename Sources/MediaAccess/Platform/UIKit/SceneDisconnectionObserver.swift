#if canImport(UIKit)
  internal import Foundation
  internal import UIKit

  /// Hears one scene's `UIScene.didDisconnectNotification` while it lives, and stops when
  /// released.
  final class SceneDisconnectionObserver {
    private let token: any NSObjectProtocol

    @MainActor
    init(_ scene: UIScene, _ handler: @escaping @MainActor @Sendable () -> Void) {
      // UIKit posts it on the main thread, and the main queue delivers it there.
      token = NotificationCenter.default.addObserver(
        forName: UIScene.didDisconnectNotification, object: scene, queue: .main
      ) { _ in
        MainActor.assumeIsolated { handler() }
      }
    }

    deinit {
      NotificationCenter.default.removeObserver(token)
    }
  }
#endif
