import MediaAccess

/// A custom text renderer as an app writes one: its own voice for the "denied" title, the
/// shipped texts for everything else.
struct FriendlyAlertTexts: AlertTextRendering {
  private let base: LocalizedAlertTextRenderer

  init(language: String) {
    base = LocalizedAlertTextRenderer(language: language, appName: "Profile")
  }

  func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    guard reason == .denied else { return base.title(for: reason, source: source) }
    return base.language == "en" ? "We can't see a thing!" : base.title(for: reason, source: source)
  }

  func message(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    base.message(for: reason, source: source)
  }

  func actionTitle(for role: AccessAlert.Action.Role) -> String {
    base.actionTitle(for: role)
  }
}
