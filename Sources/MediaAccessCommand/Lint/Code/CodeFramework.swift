/// The framework a call of ``CodeCallTable`` belongs to, which decides the platforms where it
/// exists: a call counts only for the platforms a target builds for where its framework does
/// (and where its `#if` blocks are compiled, ``CodeConditions``), so that a UIKit call in a
/// target built for iOS and the Mac asks nothing of the Mac build.
///
/// Only what the SDKs plainly lack is left out; a platform lint cannot name counts.
enum CodeFramework: Sendable {
  /// Available wherever the target builds: AVFAudio's recorder and engine,
  /// `AVAudioApplication`, this package's own calls.
  case anyPlatform
  /// UIKit, and the view controllers built on it (VisionKit's scanners): not in a native
  /// Mac app, nor on watchOS; Mac Catalyst has it.
  case uiKit
  /// AVFoundation's capture (`AVCaptureDevice`): not on watchOS.
  case capture
  /// `AVAudioSession`: not in a native Mac app.
  case audioSession
  /// Photos: not on watchOS.
  case photos
  /// AssetsLibrary, iOS's old photo library: not in a native Mac app, nor on tvOS or
  /// watchOS.
  case assetsLibrary

  /// Whether the framework exists on `platform`; `true` when its system is unknown.
  func exists(on platform: CodeConditions.Platform) -> Bool {
    guard let os = platform.os else { return true }
    switch self {
    case .anyPlatform: return true
    case .uiKit: return os != "macOS" && os != "watchOS"
    case .capture, .photos: return os != "watchOS"
    case .audioSession: return os != "macOS"
    case .assetsLibrary: return os == "iOS" || os == "visionOS"
    }
  }
}
