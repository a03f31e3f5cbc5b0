#if canImport(ObjectiveC)
  internal import ObjectiveC
#endif

/// Ends a closure-form launch's ``LaunchLifetime`` when its screen is released: nothing waits on
/// behalf of a screen that has gone, and its launch ends ``LaunchOutcome/cancelled`` at once.
///
/// With the Objective-C runtime (every Apple platform) the screen owns a token, as an associated
/// object, whose release with the screen ends the lifetime. Without it (Linux, where only the
/// package's tests launch) Swift offers no way to learn of an object's release, so the screen's
/// weak reference is checked every ``checkInterval`` while the launch waits.
@MainActor
struct ScreenLifetime {
  private let untie: () -> Void

  /// How often a screen is checked where no runtime reports its release.
  nonisolated static let checkInterval: Duration = .milliseconds(50)

  /// Ties `lifetime` to `screen`.
  ///
  /// - Parameters:
  ///   - lifetime: The launch's lifetime, ended when `screen` is released.
  ///   - screen: The launch's screen.
  init(ending lifetime: LaunchLifetime, with screen: AnyObject) {
    #if canImport(ObjectiveC)
      let token = ReleaseToken(lifetime)
      let key = UnsafeRawPointer(Unmanaged.passUnretained(token).toOpaque())
      objc_setAssociatedObject(screen, key, token, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      weak var weakScreen = screen
      untie = {
        if let screen = weakScreen {
          objc_setAssociatedObject(screen, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
      }
    #else
      weak var weakScreen = screen
      let check = Task { @MainActor in
        while !lifetime.hasEnded, weakScreen != nil {
          // Cancelled once the launch has ended: nothing is left to end.
          do { try await Task.sleep(for: Self.checkInterval) } catch { return }
        }
        lifetime.end()
      }
      untie = { check.cancel() }
    #endif
  }

  /// Lets go of the screen once the launch has ended.
  func release() {
    untie()
  }
}

#if canImport(ObjectiveC)
  /// Owned by a screen; its release with the screen ends the launch's lifetime.
  private final class ReleaseToken {
    let lifetime: LaunchLifetime

    init(_ lifetime: LaunchLifetime) {
      self.lifetime = lifetime
    }

    deinit {
      Task { @MainActor [lifetime] in lifetime.end() }
    }
  }
#endif
