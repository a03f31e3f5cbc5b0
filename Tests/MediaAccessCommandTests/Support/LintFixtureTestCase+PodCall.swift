import XCTest

/// The GPUImage pod's microphone call, written into a CocoaPods fixture, and the one finding
/// lint gives for it: shared by the tests that reach the pod's code in different ways.
extension LintFixtureTestCase {
  /// An Objective-C call that needs `NSMicrophoneUsageDescription`.
  static let podMicrophoneRequest =
    "[AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeAudio];\n"

  /// Writes the call into the pod's `Camera.m`, indented so that the finding's column shows
  /// it is placed at the call.
  func writePodMicrophoneRequest(into files: FixtureDirectory) throws {
    try files.writeText("Pods/GPUImage/Source/Camera.m", "  " + Self.podMicrophoneRequest)
  }

  /// Lints the Shop workspace's Debug configuration: the only finding is the call in the
  /// GPUImage pod's `Camera.m`.
  func assertThePodsCallIsFound(file: StaticString = #filePath, line: UInt = #line) throws {
    let run = try lint(["Shop.xcworkspace", "--configuration", "Debug"])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Pods/GPUImage/Source/Camera.m:1:4: error: target Shop: [AVCaptureDevice \
      defaultDeviceWithMediaType:AVMediaTypeAudio] in dependency Pods/GPUImage needs \
      NSMicrophoneUsageDescription; iOS terminates the app when it runs
      1 target configuration checked, 1 finding.

      """, file: file, line: line)
  }
}
