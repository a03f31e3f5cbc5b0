/// What the camera picker's check knows when it decides whether to open: whether the picker
/// can use a camera now, whether the app runs on a Mac, and how far the launch has come.
package struct CameraPickerCheck: Sendable, Hashable {
  /// How far the camera's launch has come when the picker looks.
  package enum Stage: Sendable, Hashable {
    /// Before the launch: whether the authority reports a camera, and its status.
    case beforeLaunch(cameraPresent: Bool, status: AuthorizationStatus)
    /// After a launch that granted the camera.
    case afterGrant
  }

  /// Whether `UIImagePickerController` reports its camera source available now.
  package var pickerCanUseCamera: Bool
  /// Whether the app runs on a Mac (Mac Catalyst, or an iOS app on a Mac), where the picker
  /// has no camera at all.
  package var runsOnMac: Bool
  /// How far the launch has come.
  package var stage: Stage

  package init(pickerCanUseCamera: Bool, runsOnMac: Bool, stage: Stage) {
    self.pickerCanUseCamera = pickerCanUseCamera
    self.runsOnMac = runsOnMac
    self.stage = stage
  }
}
