/// Where a launch's outcome and its dialog are decided, from what the launch read: the one
/// place the Behaviour Contract's table is written for the launch.
enum LaunchDecision {
  /// What a launch learns before it decides, in the contract's order: the hardware, then the
  /// usage description, then the status.
  enum Reading: Equatable {
    /// The device has no such source; nothing else was read.
    case unavailable
    /// The usage description is missing or blank; the status was not read.
    case undescribed
    /// The status, read afresh.
    case status(AuthorizationStatus)
  }

  /// The outcome a reading settles without asking the system; `nil` when the system must be
  /// asked.
  static func outcome(of reading: Reading, about source: AccessSource) -> LaunchOutcome? {
    switch reading {
    case .unavailable: .unavailable
    case .undescribed: .misconfigured(missingKey: source.usageDescriptionKey)
    case .status(.notDetermined): nil
    case .status(let status): outcome(of: status, about: source)
    }
  }

  /// The outcome of a known status: `limited` grants only where the source's description says
  /// so, and a status this version does not know counts as restricted. An answer still
  /// undecided after asking is a misconfiguration (see ``undecidedAnswer``).
  static func outcome(of status: AuthorizationStatus, about source: AccessSource) -> LaunchOutcome {
    switch status {
    case .authorized: .authorized
    case .limited:
      source.sourceDescription.grantingStatuses.contains(.limited) ? .limited : .restricted
    case .denied: .denied
    case .restricted, .unknown, .notDetermined: .restricted
    }
  }

  /// The dialog that explains an outcome known before asking; `nil` when none does.
  static func dialog(explaining outcome: LaunchOutcome) -> AccessAlert.Reason? {
    switch outcome {
    case .denied: .denied
    case .restricted: .restricted
    case .unavailable: .unavailable
    case .authorized, .limited, .misconfigured, .cancelled: nil
    }
  }

  /// The dialog that explains the system's fresh answer: a refusal only when the policy asks for
  /// it (the user has just said no), a restriction and an undecided answer always.
  static func dialog(
    explainingAnswer outcome: LaunchOutcome, policy: AccessAlertPolicy
  ) -> AccessAlert.Reason? {
    if outcome == .denied, !policy.explainsFreshRefusal { return nil }
    return dialog(explaining: outcome)
  }

  /// The report for an answer still `notDetermined` after the system was asked: macOS refuses a
  /// sandboxed or hardened-runtime app without the source's entitlement silently, and the
  /// status stays undecided. The launch ends ``LaunchOutcome/restricted``, with its dialog: the
  /// user cannot change it, the developer can.
  static func undecidedAnswer(about source: AccessSource) -> String {
    let entitlement = source.sourceDescription.macEntitlement.map {
      " On macOS a sandboxed or hardened-runtime app needs the \($0) entitlement to be asked."
    }
    return """
      MediaAccess: the system was asked for \(source) access and left it undecided \
      (notDetermined), so the launch ends restricted.\(entitlement ?? "") \
      Check the app's entitlements and its \(source.usageDescriptionKey.rawValue).
      """
  }
}
