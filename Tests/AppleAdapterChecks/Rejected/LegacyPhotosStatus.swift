// expect: misreports .limited
//
// The legacy status read reports `.authorized` when access is limited (Tests/AppleSDKStubs/README.md): using it
// must not compile with warnings as errors.

import Photos

func currentStatus() -> PHAuthorizationStatus {
  PHPhotoLibrary.authorizationStatus()
}
