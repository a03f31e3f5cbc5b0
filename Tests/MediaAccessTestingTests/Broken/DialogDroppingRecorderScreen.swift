import MediaAccess
import MediaAccessTesting

/// Broken on purpose: a video recorder with the default policy whose presenter drops every
/// dialog, so the user is never told why the camera did not open, or why the video is silent.
@MainActor
final class DialogDroppingRecorderScreen: HandWrittenCaptureScreen {
  override func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {}
}
