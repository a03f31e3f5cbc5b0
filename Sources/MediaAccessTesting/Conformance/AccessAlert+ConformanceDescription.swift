import MediaAccess

extension AccessAlert {
  /// The dialog as failure messages describe it, such as
  /// `a "denied" dialog with [Cancel] [Open Settings]`.
  ///
  /// Buttons are named by role, in English, whatever the renderer says, so messages stay the
  /// same in every language.
  var conformanceDescription: String {
    Self.describe(reason, roles: actions.map(\.role))
  }

  /// Describes a dialog of `reason` with buttons of `roles`.
  static func describe(_ reason: Reason, roles: [Action.Role]) -> String {
    let name = reason.conformanceName
    let article = name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    let buttons = roles.map { "[\($0.conformanceName)]" }.joined(separator: " ")
    return "\(article) \"\(name)\" dialog with \(buttons)"
  }

  /// Describes a sequence of dialogs: `no dialog`, one dialog, or several joined by `then`.
  static func describe(_ dialogs: [(reason: Reason, roles: [Action.Role])]) -> String {
    guard !dialogs.isEmpty else { return "no dialog" }
    return dialogs.map { describe($0.reason, roles: $0.roles) }.joined(separator: ", then ")
  }
}

extension AccessAlert.Reason {
  /// The reason as failure messages name it: `soft ask`, `denied`, `restricted`,
  /// `unavailable`, `busy`.
  var conformanceName: String {
    switch self {
    case .softAsk: "soft ask"
    case .denied: "denied"
    case .restricted: "restricted"
    case .unavailable: "unavailable"
    case .busy: "busy"
    }
  }
}

extension AccessAlert.Action.Role {
  /// The button as failure messages name it, in English: `Cancel`, `Open Settings`,
  /// `Continue`, `OK`.
  var conformanceName: String {
    switch self {
    case .cancel: "Cancel"
    case .openSettings: "Open Settings"
    case .continue: "Continue"
    case .ok: "OK"
    }
  }
}
