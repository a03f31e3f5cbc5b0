/// What the library knows about one of its own sources besides its Info.plist key: its dialog
/// texts' key, its name in prose, its Settings pane, its macOS entitlement and the statuses that
/// grant it. Dialogs, Settings, the launch's diagnostics and the test kit read these facts here
/// and nowhere else, so that adding a source is one profile, in `BuiltInSource+Profile.swift`,
/// plus its live authority (and, for the command-line tool, its description in
/// MediaAccessCommand, which holds what only the tool needs).
package struct SourceProfile: Sendable {
  /// The source's part of a dialog text key, such as `photoLibraryAddOnly` in
  /// `denied.photoLibraryAddOnly.title`. Every shipped strings table has the source's keys.
  let textKey: String
  /// The source in prose, such as `photo library (add-only)`.
  package let phrase: String
  /// The anchor of the source's pane in Privacy & Security on a Mac, such as
  /// `Privacy_Microphone`; ``SettingsDestination`` puts it in the URL form of the running macOS.
  let macPrivacyPane: String
  /// The entitlement key a sandboxed or hardened-runtime Mac app needs to ask for the source
  /// at all, such as `com.apple.security.device.camera`: without it macOS refuses the request
  /// and never asks the user.
  package let macEntitlement: String
  /// The statuses in which the system grants the source: `limited` only for the photo library
  /// read/write, where the user may share chosen photos.
  package let grantingStatuses: [AuthorizationStatus]
}
