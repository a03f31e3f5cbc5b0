internal import MediaAccess

/// One row of the behaviour table (Docs/MediaAccess.docc/Articles/BehaviourContract.md),
/// staged: what the scripted system reports, what the simulated user does, and which screen
/// policy applies.
struct DemoSituation {
  /// What the app's Info.plist holds for the source's usage-description key.
  enum UsageText {
    case written
    case missing
    case blank
  }

  /// The behaviour-table row, short enough for a heading, such as `soft ask → allowed`.
  let row: String
  /// One sentence setting the scene.
  let scene: String
  /// The source the screen launches.
  let source: MediaSource
  /// The status the system reports when the screen launches.
  var status: AuthorizationStatus = .notDetermined
  /// Whether the device has the source.
  var isAvailable = true
  /// The usage-description text in Info.plist.
  var usageText: UsageText = .written
  /// What the user answers in the system prompt, if it appears.
  var promptAnswer: AuthorizationStatus = .authorized
  /// The screen's optional dialogs.
  var policy: AccessAlertPolicy = .standard
  /// The button the user taps on a "denied" dialog.
  var deniedDialogChoice: AccessAlert.Action.Role = .cancel
  /// Whether the user closes the screen while the system prompt is up.
  var closesScreenDuringPrompt = false

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
    switch source {
    case .camera: "camera"
    case .microphone: "microphone"
    case .photoLibrary(.readWrite): "photos, read-write"
    case .photoLibrary(.addOnly): "photos, add-only"
    }
  }

  /// The button of the system prompt that gives `promptAnswer`, as iOS labels it.
  var promptButton: String {
    switch (promptAnswer, source) {
    case (.limited, _): "Limit Access…"
    case (.authorized, .photoLibrary(.readWrite)): "Allow Full Access"
    case (.authorized, _): "Allow"
    default: "Don't Allow"
    }
  }
}
