import MediaAccess
import MediaAccessTesting

/// Broken on purpose: a microphone screen whose presenter drops every dialog.
@MainActor
final class MicrophoneDialogDroppingScreen: MicrophoneAuthorizing {
  let microphoneAuthority: MicrophoneAuthority
  let settingsOpener: SettingsOpener

  init(context: ConformanceContext) {
    settingsOpener = context.settingsOpener
    microphoneAuthority = context.microphoneAuthority
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {}
}
