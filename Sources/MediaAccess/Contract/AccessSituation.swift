/// Everything the behaviour contract decides a launch of one source by, as plain data: the
/// hardware, the usage description, the status read or the system's answer, whether the
/// source grants `limited`, the screen's policy and the launch's form.
///
/// The contract checks these in order (Docs/MediaAccess.docc/Articles/BehaviourContract.md):
/// the hardware, then the usage description, then the status. A launch fills in what it has
/// read; what it never reads (the status on a device without the hardware) does not matter.
///
/// ```swift
/// let situation = AccessSituation(
///   usageDescriptionKey: .camera, status: .read(.denied), grantsLimited: false)
/// AccessContract.decision(for: situation).dialog   // .denied
/// ```
package struct AccessSituation: Sendable, Hashable {
  /// Whether the device has the source.
  package enum Hardware: Sendable, Hashable {
    /// The device has it.
    case present
    /// The device lacks it, such as a camera on the Simulator.
    case absent
  }

  /// The app's usage description for the source, in its Info.plist.
  package enum UsageDescription: Sendable, Hashable {
    /// The key holds a sentence.
    case present
    /// The key is absent.
    case missing
    /// The key holds only whitespace, which counts as missing.
    case blank
  }

  /// Where the launch is: the status read before asking, the system prompt's answer, or no
  /// answer at all.
  package enum Status: Sendable, Hashable {
    /// The status read afresh, before the system is asked.
    case read(AuthorizationStatus)
    /// The status after the system was asked (by this launch or another of the same source):
    /// the prompt's answer. `answered(.notDetermined)` is a prompt that came back undecided.
    case answered(AuthorizationStatus)
    /// The launch ended before an answer mattered: its soft ask dismissed, its screen gone or
    /// its task cancelled.
    case abandoned
  }

  /// What the launch does once the source is refused.
  package enum Form: Sendable, Hashable {
    /// The launch ends with the refusal (a single launch, or a capture's step that stops it).
    case endingOnRefusal
    /// The launch goes on without the source (a video recorded without sound), so it waits
    /// for the user's answer to the dialog that explains the refusal.
    case goingOnAfterRefusal
  }

  /// Whether the device has the source.
  package var hardware: Hardware
  /// The app's usage description for the source.
  package var usageDescription: UsageDescription
  /// The source's Info.plist key, which a ``LaunchOutcome/misconfigured(missingKey:)``
  /// outcome names.
  package var usageDescriptionKey: UsageDescriptionKey
  /// The status read, or the answer given.
  package var status: Status
  /// Whether the source grants access in ``AuthorizationStatus/limited``; for any other
  /// source `limited` is a status it does not know, and fails closed.
  var grantsLimited: Bool
  /// The screen's optional dialogs.
  package var policy: AccessAlertPolicy
  /// What the launch does once the source is refused.
  package var form: Form

  /// A situation; the defaults are the common case (hardware present, usage description
  /// present, standard policy, a launch that ends on refusal).
  ///
  /// - Parameters:
  ///   - hardware: Whether the device has the source.
  ///   - usageDescription: The app's usage description for the source.
  ///   - usageDescriptionKey: The source's Info.plist key.
  ///   - status: The status read, or the answer given.
  ///   - grantsLimited: Whether the source grants access in `limited`.
  ///   - policy: The screen's optional dialogs.
  ///   - form: What the launch does once the source is refused.
  package init(
    hardware: Hardware = .present,
    usageDescription: UsageDescription = .present,
    usageDescriptionKey: UsageDescriptionKey,
    status: Status,
    grantsLimited: Bool,
    policy: AccessAlertPolicy = .standard,
    form: Form = .endingOnRefusal
  ) {
    self.hardware = hardware
    self.usageDescription = usageDescription
    self.usageDescriptionKey = usageDescriptionKey
    self.status = status
    self.grantsLimited = grantsLimited
    self.policy = policy
    self.form = form
  }
}
