/// The behaviour contract as code (Docs/MediaAccess.docc/Articles/BehaviourContract.md): the
/// one place that says what a launch does in each situation.
///
/// Pure and synchronous: it reads only its argument, allocates nothing, and is the same on
/// every actor. The launch, video capture, the conformance suites, the demo and the test kit
/// all read it, and a test holds the article's and the README's tables to it.
///
/// ```swift
/// let decision = AccessContract.decision(
///   for: AccessSituation(.camera, status: .read(.notDetermined),
///     policy: AccessAlertPolicy(asksBeforeSystemPrompt: true)))
/// // .ask(softAsk: true)
/// ```
package enum AccessContract {
  /// What a launch does in `situation`.
  ///
  /// The hardware first, then the usage description, then the status: the first that
  /// settles the launch decides it.
  ///
  /// - Parameter situation: What the launch has read, or been answered.
  /// - Returns: Ask the system (after a soft ask, by the policy), or end with an outcome and
  ///   the dialog that explains it.
  package static func decision(for situation: AccessSituation) -> AccessDecision {
    guard situation.hardware == .present else {
      return ending(.unavailable, in: situation)
    }
    guard situation.usageDescription == .present else {
      // iOS terminates an app that asks without the key: never asked, no dialog (the user
      // cannot fix the app); the outcome's diagnostic names the key for the developer.
      return .end(
        AccessDecision.Ending(outcome: .misconfigured(missingKey: situation.usageDescriptionKey)))
    }
    switch situation.status {
    case .read(.notDetermined):
      return .ask(softAsk: situation.policy.asksBeforeSystemPrompt)
    case .read(let status):
      return ending(outcome(of: status, in: situation), in: situation)
    case .answered(.notDetermined):
      // The prompt came back undecided: macOS refuses an app without the source's entitlement
      // silently. No decision is no permission, and the user cannot change it: a restriction;
      // the launch reports the misconfiguration to the developer. The dialog is "unavailable"
      // ("no camera that the app can use"): the "restricted" text names Screen Time and
      // device management, which would send the user looking for a setting that does not
      // exist.
      return ending(.restricted, in: situation, dialog: .unavailable)
    case .answered(let status):
      let outcome = outcome(of: status, in: situation)
      // The user has just said no and need not be told so, unless the policy wants it.
      guard outcome != .denied || situation.policy.explainsFreshRefusal else {
        return .end(AccessDecision.Ending(outcome: .denied))
      }
      return ending(outcome, in: situation)
    case .abandoned:
      return .end(AccessDecision.Ending(outcome: .cancelled))
    }
  }

  /// The outcome of a decided status: a status this version does not know counts as
  /// restricted, and so does `limited` for a source that does not grant it.
  private static func outcome(
    of status: AuthorizationStatus, in situation: AccessSituation
  ) -> LaunchOutcome {
    switch status {
    case .authorized: .authorized
    case .limited: situation.grantsLimited ? .limited : .restricted
    case .denied, .notDetermined: .denied
    case .restricted, .unknown: .restricted
    }
  }

  /// Ends with `outcome` and the dialog that explains it, `dialog` or by default the
  /// outcome's own: "denied" offers Settings, "restricted" and "unavailable" only OK; a
  /// granted outcome has none.
  private static func ending(
    _ outcome: LaunchOutcome, in situation: AccessSituation, dialog: AccessAlert.Reason? = nil
  ) -> AccessDecision {
    let dialog = dialog ?? self.dialog(explaining: outcome)
    return .end(
      AccessDecision.Ending(
        outcome: outcome, dialog: dialog,
        waitsForDialog: dialog != nil && situation.form == .goingOnAfterRefusal))
  }

  /// The dialog that explains `outcome`, if any.
  private static func dialog(explaining outcome: LaunchOutcome) -> AccessAlert.Reason? {
    switch outcome {
    case .denied: .denied
    case .restricted: .restricted
    case .unavailable: .unavailable
    case .authorized, .limited, .misconfigured, .cancelled: nil
    }
  }
}
