/// Decides whether the camera picker may open, before it is made: the part of
/// `pickImageFromCamera()` that is not UIKit.
///
/// `UIImagePickerController.isSourceTypeAvailable(.camera)` is false both on a device without
/// a camera and while the camera is busy (another app uses it, or the app runs in a
/// multitasking layout without camera access). The authority tells the two apart: it reports
/// the hardware. Availability is checked before the system prompt, so a busy camera never
/// leads to a prompt followed by nothing, and again after it, since the prompt takes time.
@MainActor
package enum CameraPickGate {
  /// Runs the camera launch with the availability checks around it, showing the dialog for a
  /// busy camera; `nil` when the picker may open.
  ///
  /// - Parameters:
  ///   - screen: The screen that picks; its launch asks for permission when needed.
  ///   - isPickerSourceAvailable: Whether the picker can use the camera right now.
  /// - Returns: Why the picker must not open, or `nil`.
  package static func reasonNotToOpen(
    on screen: some CameraAuthorizing,
    isPickerSourceAvailable: () -> Bool
  ) async -> PickerNotOpenedReason? {
    // No hardware: the launch reports it, with the "no camera" dialog.
    if screen.cameraAuthority.isAvailable(.camera), !isPickerSourceAvailable() {
      showBusyDialog(on: screen, launch: .single)
      return .cameraBusy
    }
    let outcome = await screen.authorizeCamera()
    guard outcome.grantsAccess else { return .access(outcome) }
    guard isPickerSourceAvailable() else {
      showBusyDialog(on: screen, launch: .single)
      return .cameraBusy
    }
    return nil
  }

  /// Shows the "camera busy" dialog, reported as a dialog of `launch`.
  static func showBusyDialog(on screen: some AlertPresenting, launch: AccessEvent.Launch) {
    let alert = AccessAlert(reason: .busy, source: .camera, renderer: screen.alertTextRenderer)
    LaunchEvents(screen.accessEventObserver, launch: launch)
      .report(.dialogShown(.busy), about: .camera)
    // The dialog only informs: its single action has nothing to do.
    screen.presentAccessAlert(alert) { _ in }
  }
}
