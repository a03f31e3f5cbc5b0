import MediaAccess

/// Broken on purpose: a screen's renderer with one mix-up, for a screen that renders its
/// dialogs again before it shows them.
struct TextMixer: AlertTextRendering {
  /// The mix-up.
  enum Mix: Sendable {
    /// The "denied" texts on the "restricted" dialog, and the other way round.
    case deniedAndRestrictedSwapped
    /// [Cancel]'s title on [Open Settings], and the other way round.
    case cancelAndSettingsSwapped
    /// Another source's texts: the microphone's for the camera, the camera's for the rest.
    case anotherSource
  }

  let base: any AlertTextRendering
  let mix: Mix

  func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    base.title(for: mixed(reason), source: mixed(source))
  }

  func message(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    base.message(for: mixed(reason), source: mixed(source))
  }

  func actionTitle(for role: AccessAlert.Action.Role) -> String {
    guard mix == .cancelAndSettingsSwapped else { return base.actionTitle(for: role) }
    switch role {
    case .cancel: return base.actionTitle(for: .openSettings)
    case .openSettings: return base.actionTitle(for: .cancel)
    case .continue, .ok: return base.actionTitle(for: role)
    }
  }

  private func mixed(_ reason: AccessAlert.Reason) -> AccessAlert.Reason {
    guard mix == .deniedAndRestrictedSwapped else { return reason }
    switch reason {
    case .denied: return .restricted
    case .restricted: return .denied
    case .softAsk, .unavailable, .busy: return reason
    }
  }

  private func mixed(_ source: MediaSource) -> MediaSource {
    mix == .anotherSource ? source.another : source
  }
}

extension MediaSource {
  /// A source other than this one: the microphone for the camera, the camera for the rest.
  var another: MediaSource {
    self == .camera ? .microphone : .camera
  }
}
