// expect: API_UNAVAILABLE(visionOS)
// passes: visionOS
//
// `UIImagePickerController` exists on visionOS but has no camera: `cameraCaptureMode` (like
// `videoMaximumDuration` and `videoQuality`) is not available there, so the video picker that
// MediaAccessCamera compiles on the other platforms must not compile for visionOS.

import UIKit

@MainActor
func configureForVideo(_ picker: UIImagePickerController) {
  picker.mediaTypes = ["public.movie"]
  picker.cameraCaptureMode = .video
}
