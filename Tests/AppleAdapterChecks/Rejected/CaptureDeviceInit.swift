// expect: 'init()' is unavailable: AV_INIT_UNAVAILABLE
//
// AVCaptureDevice.h declares AV_INIT_UNAVAILABLE: devices come from the framework, never from
// `AVCaptureDevice()` (Tests/AppleSDKStubs/README.md, "AVFoundation").

import AVFoundation

func makeDevice() -> AVCaptureDevice {
  AVCaptureDevice()
}
