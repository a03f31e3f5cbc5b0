// expect: API_UNAVAILABLE(visionOS)
// passes: visionOS
//
// `AVCaptureDevice.default(for:)` is API_UNAVAILABLE(visionos) in the iOS 18 SDK: the lookup
// CaptureDeviceSystem makes on the other platforms must not compile for visionOS.

import AVFoundation

func hasCamera() -> Bool {
  AVCaptureDevice.default(for: .video) != nil
}
