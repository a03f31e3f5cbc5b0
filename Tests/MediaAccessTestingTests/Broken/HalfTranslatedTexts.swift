import MediaAccess

/// Broken on purpose: claims Korean, but its Korean table has an empty message, a template left
/// unfilled and a blank button title.
struct HalfTranslatedTexts: AlertTextRendering {
  let language: String
  private let base: LocalizedAlertTextRenderer

  init(language: String) {
    self.language = language
    base = LocalizedAlertTextRenderer(language: language, appName: "Profile")
  }

  func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    base.title(for: reason, source: source)
  }

  func message(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    guard language == "ko" else { return base.message(for: reason, source: source) }
    switch (reason, source) {
    case (.denied, .camera): return ""
    case (.restricted, .photoLibrary(.addOnly)): return "%@ 앱은 사진을 저장할 수 없습니다."
    default: return base.message(for: reason, source: source)
    }
  }

  func actionTitle(for role: AccessAlert.Action.Role) -> String {
    language == "ko" && role == .openSettings ? "  " : base.actionTitle(for: role)
  }
}
