extension AccessSituation {
  /// A situation of a launch of `source`, its key and granting statuses read from the
  /// source's own description.
  ///
  /// - Parameters:
  ///   - source: The source launched, the package's or the app's own.
  ///   - hardware: Whether the device has the source.
  ///   - usageDescription: The app's usage description for the source.
  ///   - status: The status read, or the answer given.
  ///   - policy: The screen's optional dialogs.
  ///   - form: What the launch does once the source is refused.
  package init(
    _ source: MediaSource,
    hardware: Hardware = .present,
    usageDescription: UsageDescription = .present,
    status: Status,
    policy: AccessAlertPolicy = .standard,
    form: Form = .endingOnRefusal
  ) {
    self.init(
      hardware: hardware, usageDescription: usageDescription,
      usageDescriptionKey: source.usageDescriptionKey, status: status,
      grantsLimited: source.sourceDescription.grantingStatuses.contains(.limited),
      policy: policy, form: form)
  }
}
