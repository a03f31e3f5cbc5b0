// expect: from a Sendable closure
//
// A completion handler marked @Sendable (the fix rule 4 of Tests/AppleSDKStubs/README.md allows) runs on
// AVFoundation's queue: touching main-actor state from it must not compile.

import AVFoundation

@MainActor
final class ScannerScreen {
  private var isAllowed = false

  func askForCamera() {
    AVCaptureDevice.requestAccess(for: .video) { @Sendable granted in
      self.isAllowed = granted
    }
  }
}
