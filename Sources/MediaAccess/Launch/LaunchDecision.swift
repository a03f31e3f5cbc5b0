/// A launch's questions to the Behaviour Contract (``AccessContract``): what it read, or the
/// system's answer, as an ``AccessSituation``, and the ``AccessDecision/Ending`` that follows.
enum LaunchDecision {
  /// What the contract decides for a status the launch read: how the launch ends, or that the
  /// system is asked, with a soft ask first or not.
  ///
  /// - Parameters:
  ///   - reading: What the launch read.
  ///   - source: The source launched.
  ///   - policy: The screen's policy, which decides whether a soft ask comes first.
  ///   - form: Whether the launch goes on after a refusal (a capture that records silently).
  static func decision(
    of reading: SourceReading, about source: MediaSource, policy: AccessAlertPolicy,
    form: AccessSituation.Form
  ) -> AccessDecision {
    let status: AccessSituation.Status
    if case .status(let read) = reading {
      status = .read(read)
    } else {
      status = .read(.notDetermined)
    }
    let situation = AccessSituation(
      source, hardware: reading == .unavailable ? .absent : .present,
      usageDescription: reading == .undescribed ? .missing : .present, status: status,
      policy: policy, form: form)
    return AccessContract.decision(for: situation)
  }

  /// How a launch ends once the system has answered, this launch's request or another's.
  ///
  /// - Parameters:
  ///   - status: The system's answer.
  ///   - source: The source launched.
  ///   - policy: The screen's policy, which decides whether a fresh refusal is explained.
  ///   - form: Whether the launch goes on after a refusal.
  static func ending(
    ofAnswer status: AuthorizationStatus,
    about source: MediaSource,
    policy: AccessAlertPolicy,
    form: AccessSituation.Form
  ) -> AccessDecision.Ending {
    let situation = AccessSituation(
      source, status: .answered(status), policy: policy, form: form)
    guard case .end(let ending) = AccessContract.decision(for: situation) else {
      return AccessDecision.Ending(outcome: .restricted, dialog: .restricted)
    }
    return ending
  }

  /// The report for an answer still `notDetermined` after the system was asked: macOS refuses a
  /// sandboxed or hardened-runtime app without the source's entitlement silently, and the
  /// status stays undecided. The contract ends such a launch ``LaunchOutcome/restricted``, with
  /// its dialog: the user cannot change it, the developer can.
  static func undecidedAnswer(about source: MediaSource) -> String {
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

extension LaunchFlow.Explaining {
  /// The contract's name for it.
  var form: AccessSituation.Form {
    switch self {
    case .andEnding: .endingOnRefusal
    case .andGoingOn: .goingOnAfterRefusal
    }
  }
}
