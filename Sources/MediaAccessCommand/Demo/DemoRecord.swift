internal import MediaAccess

/// What happened in one demo situation, as the transcript reports it.
struct DemoRecord {
  /// A dialog the screen presented and the button the simulated user tapped.
  struct ShownDialog {
    let alert: AccessAlert
    let tapped: AccessAlert.Action?
  }

  let situation: DemoSituation
  /// The dialogs, in the order they appeared.
  let dialogs: [ShownDialog]
  /// How many times the scripted system was asked.
  let systemRequestCount: Int
  /// How many times the launch's success closure ran.
  let successRunCount: Int
  /// The outcome the launch's completion received.
  let outcome: LaunchOutcome
  /// The sources whose settings "Open Settings" opened.
  let settingsOpened: [BuiltInSource]
  /// Whether the screen was released when the user closed it during the prompt.
  let screenReleased: Bool
}
