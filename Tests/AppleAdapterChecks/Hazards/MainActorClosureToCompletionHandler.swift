// Rule 4 of Tests/AppleSDKStubs/README.md, the crash the type-check cannot see.
//
// Against the iOS 18 SDK form (a completion handler without @Sendable) this compiles in Swift 6
// mode: the closure, formed in @MainActor code, inherits @MainActor, and the app crashes with
// `_dispatch_assert_queue_fail` when AVFoundation calls it on its own queue. The type-check
// script requires that it still compiles (the stub keeps the iOS 18 form) and that its source
// scan rejects it.

import AVFoundation

@MainActor
final class ScannerScreen {
  private var isAllowed = false

  func askForCamera() {
    AVCaptureDevice.requestAccess(for: .video) { granted in
      self.isAllowed = granted
    }
  }
}
