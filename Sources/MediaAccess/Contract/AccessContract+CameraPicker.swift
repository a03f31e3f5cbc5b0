// MARK: - The camera picker

extension AccessContract {
  /// Whether the camera picker opens, when the system may report a camera the picker cannot
  /// use: another app holds it, or the app runs on a Mac, where the picker has no camera.
  ///
  /// - A picker that can use its camera goes on.
  /// - Before the launch, a device without a camera goes on to the launch, whose "unavailable"
  ///   dialog explains it; so does a status the launch explains (denied, restricted, unknown).
  /// - On a Mac the picker never has a camera: "unavailable", as the launch would say.
  /// - Otherwise the camera is busy: "busy", with OK only, before the user is prompted for a
  ///   camera they could not use, or right after they allowed it.
  ///
  /// - Parameter check: What the picker's check knows.
  /// - Returns: The decision.
  package static func cameraPicker(_ check: CameraPickerCheck) -> CameraPickerDecision {
    guard !check.pickerCanUseCamera else { return .goOn }
    if case .beforeLaunch(let cameraPresent, _) = check.stage, !cameraPresent { return .goOn }
    if check.runsOnMac { return .notOpened(.access(.unavailable), dialog: .unavailable) }
    if case .beforeLaunch(_, let status) = check.stage {
      switch status {
      case .notDetermined, .authorized: break
      case .limited, .denied, .restricted, .unknown: return .goOn
      }
    }
    return .notOpened(.cameraBusy, dialog: .busy)
  }
}
