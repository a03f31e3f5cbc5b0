package import MediaAccess

/// Runs the camera picker's checks around its launch, before the picker is made: the part of
/// `pickImageFromCamera()` that is not UIKit. `AccessContract.cameraPicker(_:)` decides; this
/// reads what it needs and shows its dialog.
///
/// `UIImagePickerController.isSourceTypeAvailable(.camera)` is false on a device without a
/// camera and while the camera is in use (Apple: "if the camera is already in use, this method
/// returns false"). The authority tells those two apart: it reports the hardware. It is also
/// false where the picker has no camera user interface although AVFoundation finds a camera: a
/// Mac Catalyst app or an iPhone or iPad app on a Mac, where Apple documents no camera picker.
/// Availability is checked again after the launch, since the prompt takes time.
@MainActor
package enum CameraPickGate {
  /// Runs the camera launch with the availability checks around it, showing the dialog for a
  /// busy camera; `nil` when the picker may open.
  ///
  /// - Parameters:
  ///   - screen: The screen that picks; its launch asks for permission when needed.
  ///   - onMac: Whether the app runs on a Mac (Mac Catalyst, or an iPhone or iPad app on a
  ///     Mac): there the picker's camera being unavailable is not a busy camera.
  ///   - isPickerSourceAvailable: Whether the picker can use the camera right now.
  /// - Returns: Why the picker must not open, or `nil`.
  package static func reasonNotToOpen(
    on screen: some CameraAuthorizing,
    onMac: Bool = false,
    isPickerSourceAvailable: () -> Bool
  ) async -> PickerNotOpenedReason? {
    if let reason = reasonBeforeTheLaunch(
      on: screen, onMac: onMac, launch: .single, isPickerSourceAvailable)
    {
      return reason
    }
    let outcome = await screen.authorizeCamera()
    guard outcome.grantsAccess else { return .access(outcome) }
    guard isPickerSourceAvailable() else {
      return reasonAfterTheLaunch(on: screen, onMac: onMac, launch: .single)
    }
    return nil
  }

  /// The reason not to open once a launch granted the camera: the contract's decision, its
  /// dialog shown.
  static func reasonAfterTheLaunch(
    on screen: some CameraAuthorizing, onMac: Bool, launch: AccessEvent.Launch
  ) -> PickerNotOpenedReason {
    let check = CameraPickerCheck(pickerCanUseCamera: false, runsOnMac: onMac, stage: .afterGrant)
    return act(on: AccessContract.cameraPicker(check), on: screen, launch: launch) ?? .cameraBusy
  }

  /// The reason not to launch at all, before the user is prompted for a camera the picker
  /// could not use: the contract's decision, its dialog shown; `nil` to go on to the launch.
  static func reasonBeforeTheLaunch(
    on screen: some CameraAuthorizing,
    onMac: Bool,
    launch: AccessEvent.Launch,
    _ isPickerSourceAvailable: () -> Bool
  ) -> PickerNotOpenedReason? {
    let authority = screen.cameraAuthority
    let cameraPresent = authority.isAvailable()
    guard cameraPresent, !isPickerSourceAvailable() else { return nil }
    let check = CameraPickerCheck(
      pickerCanUseCamera: false, runsOnMac: onMac,
      stage: .beforeLaunch(cameraPresent: cameraPresent, status: authority.status()))
    return act(on: AccessContract.cameraPicker(check), on: screen, launch: launch)
  }

  /// Does what the contract decided: shows its dialog and returns its reason; `nil` to go on.
  private static func act(
    on decision: CameraPickerDecision, on screen: some AlertPresenting, launch: AccessEvent.Launch
  ) -> PickerNotOpenedReason? {
    guard case .notOpened(let reason, let dialog) = decision else { return nil }
    showDialog(dialog, on: screen, launch: launch)
    return reason
  }

  /// Shows an informing dialog about the camera (busy, or no camera the picker can use),
  /// reported as a dialog of `launch`.
  static func showDialog(
    _ reason: AccessAlert.Reason, on screen: some AlertPresenting, launch: AccessEvent.Launch
  ) {
    let alert = AccessAlert(reason: reason, source: .camera, renderer: screen.alertTextRenderer)
    screen.accessEventObserver.receive(
      AccessEvent(.dialogShown(reason), source: .camera, launch: launch))
    // The dialog only informs: its single action has nothing to do.
    screen.presentAccessAlert(alert) { _ in }
  }
}
