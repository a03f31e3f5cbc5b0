internal import MediaAccess
internal import MediaAccessTestSupport

/// One row of the behaviour table (Docs/MediaAccess.docc/Articles/BehaviourContract.md),
/// staged: the table's row (what the scripted system reports and what the user answers), the
/// screen's policy, and the words that set the scene.
struct DemoSituation {
  /// The heading, such as `soft ask → allowed`.
  let heading: String
  /// One sentence setting the scene.
  let scene: String
  /// The source the screen launches.
  let source: BuiltInSource
  /// The table's situation: the scripted system, and what the user does.
  let setup: BehaviourTableRow.Setup
  /// The screen's optional dialogs.
  var policy: AccessAlertPolicy = .standard
  /// The button the user taps on a "denied" dialog.
  var deniedDialogChoice: AccessAlert.Action.Role = .cancel

  /// The table's row: the scripted system, and what the launch must come to.
  var row: BehaviourTableRow { BehaviourTableRow(source: MediaSource(source), setup: setup) }
  /// The status the system reports when the screen launches.
  var status: AuthorizationStatus { row.initialStatus }
  /// What the user answers in the system prompt, if it appears.
  var promptAnswer: AuthorizationStatus { row.promptAnswer }
  /// Whether the user closes the screen while the system prompt is up.
  var closesScreenDuringPrompt: Bool { row.closesScreenDuringPrompt }
  /// What the launch must come to, by the table.
  var expectation: BehaviourTableRow.Expectation { row.expectation(policy: policy) }

  /// The button the simulated user taps on a dialog shown for `reason`.
  func choice(for reason: AccessAlert.Reason) -> AccessAlert.Action.Role {
    switch reason {
    case .softAsk: .continue
    case .denied: deniedDialogChoice
    case .restricted, .unavailable, .busy: .ok
    }
  }

  /// The source as the transcript's headings name it.
  var sourceLabel: String {
    source.profile.phrase
  }

  /// The button of the system prompt that gives `promptAnswer`, as iOS labels it.
  var promptButton: String {
    switch promptAnswer {
    case .limited: "Limit Access…"
    case .authorized: source.commandLine.promptAllowButton
    default: "Don't Allow"
    }
  }
}
