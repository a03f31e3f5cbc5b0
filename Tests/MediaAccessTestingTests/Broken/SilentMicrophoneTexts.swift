import MediaAccess

/// Broken on purpose: every text is the shipped one but the microphone's, which are empty, as in
/// a renderer written for an app that never records sound.
struct SilentMicrophoneTexts: AlertTextRendering {
  private let base = LocalizedAlertTextRenderer(language: "en", appName: "Profile")

  func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    source == .microphone ? "" : base.title(for: reason, source: source)
  }

  func message(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    source == .microphone ? "" : base.message(for: reason, source: source)
  }

  func actionTitle(for role: AccessAlert.Action.Role) -> String {
    base.actionTitle(for: role)
  }
}
