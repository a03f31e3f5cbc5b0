import MediaAccess

/// Broken on purpose: fills the app name in with `String(format:)`-style templates it never
/// formats, so numbers, widths, precisions, length modifiers and positions are left in the
/// texts; and, to prove they are not taken for specifiers, percent signs that are text.
struct HalfFormattedTexts: AlertTextRendering {
  private let base = LocalizedAlertTextRenderer(language: "fr", appName: "Profil")

  func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    switch (reason, source) {
    case (.busy, .camera): "Caméra utilisée à 100 %"
    case (.busy, .microphone): "Micro utilisé à 50 % de sa capacité"
    case (.busy, .photoLibrary(.readWrite)): "Photos : 100%% prêtes"
    case (.softAsk, .camera): "Réglage %"
    default: base.title(for: reason, source: source)
    }
  }

  func message(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    let leftOver: String? =
      switch (reason, source) {
      case (.denied, .camera): "Profil utilise %.1f Mo."
      case (.denied, .microphone): "Profil a %5d réglages."
      case (.denied, .photoLibrary(.readWrite)): "%1$@ n'a pas accès à vos photos."
      case (.denied, .photoLibrary(.addOnly)): "Il reste %-08.3lf Mo."
      case (.restricted, .camera): "Profil a %lld photos."
      case (.restricted, .microphone): "Profil a %zu micros."
      case (.restricted, .photoLibrary(.readWrite)): "Profil a %*d albums."
      case (.restricted, .photoLibrary(.addOnly)): "Profil a %.*f Mo."
      case (.unavailable, .camera): "Profil a %+.2e pixels."
      case (.unavailable, .microphone): "Profil a %#x canaux."
      case (.unavailable, .photoLibrary(.readWrite)): "Profil a %'d photos."
      case (.unavailable, .photoLibrary(.addOnly)): "Profil a %2$*1$.3hhd octets."
      default: nil
      }
    return leftOver ?? base.message(for: reason, source: source)
  }

  func actionTitle(for role: AccessAlert.Action.Role) -> String {
    role == .ok ? "OK à 100 %" : base.actionTitle(for: role)
  }
}
