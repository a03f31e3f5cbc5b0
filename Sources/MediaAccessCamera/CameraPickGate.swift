package import MediaAccess

/// Decides whether the camera picker may open, before it is made: the part of
/// `pickImageFromCamera()` that is not UIKit.
///
/// `UIImagePickerController.isSourceTypeAvailable(.camera)` is false on a device without a
/// camera and while the camera is in use (Apple: "if the camera is already in use, this method
/// returns false"). The authority tells those two apart: it reports the hardware. It is also
/// false where the picker has no camera user interface although AVFoundation finds a camera: a
/// Mac Catalyst app or an iPhone or iPad app on a Mac, where Apple documents no camera picker.
/// There a retry never helps, so the pick ends as for a device without a camera the picker can
/// use, never "busy".
///
/// "Busy" needs evidence: it is reported before the launch only while the status is undecided
/// (so that a busy camera never leads to a prompt followed by nothing) or authorized. A status
/// the launch explains goes to the launch first, so a camera that Screen Time or device
/// management restricts gets the restricted dialog, and a denied one the denied dialog.
/// Availability is checked again after the launch, since the prompt takes time, with the same
/// rule on a Mac.
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

  /// The reason to stop when the picker cannot use the camera after the launch, with its
  /// dialog shown: on a Mac the picker has no camera, which a retry never changes, so not
  /// "busy" but "no camera", as before the launch; elsewhere the camera is busy.
  static func reasonAfterTheLaunch(
    on screen: some CameraAuthorizing, onMac: Bool, launch: AccessEvent.Launch
  ) -> PickerNotOpenedReason {
    if onMac {
      showDialog(.unavailable, on: screen, launch: launch)
      return .access(.unavailable)
    }
    showDialog(.busy, on: screen, launch: launch)
    return .cameraBusy
  }

  /// The reason to stop before the launch, with its dialog shown: a picker without a camera on
  /// a Mac, or a busy camera while the status is undecided or authorized; `nil` to go on to the launch (a
  /// device without a camera included: the launch reports it, with the "no camera" dialog).
  static func reasonBeforeTheLaunch(
    on screen: some CameraAuthorizing,
    onMac: Bool,
    launch: AccessEvent.Launch,
    _ isPickerSourceAvailable: () -> Bool
  ) -> PickerNotOpenedReason? {
    let authority = screen.cameraAuthority
    guard authority.isAvailable(), !isPickerSourceAvailable() else { return nil }
    if onMac {
      showDialog(.unavailable, on: screen, launch: launch)
      return .access(.unavailable)
    }
    // A refusal the launch explains (denied, restricted, an unknown status) is not "busy".
    switch authority.status() {
    case .notDetermined, .authorized: break
    default: return nil
    }
    showDialog(.busy, on: screen, launch: launch)
    return .cameraBusy
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
