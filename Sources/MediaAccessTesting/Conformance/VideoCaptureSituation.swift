import MediaAccess

/// One row of the video-capture suite: a camera and a microphone scripted together, and what a
/// conforming screen does with them: the camera first, the microphone only once the camera is
/// allowed, never two system prompts at once.
struct VideoCaptureSituation: Sendable {
  /// What is scripted.
  enum Setup: Sendable, CaseIterable {
    /// Both sources are already allowed.
    case bothGranted
    /// Both are undetermined, and the user refuses the camera.
    case cameraRefused
    /// The camera is allowed; the microphone is undetermined and the user refuses it.
    case microphoneRefused
    /// Both are undetermined, and the user allows each in turn.
    case bothUndetermined
    /// Both are undetermined; the screen goes away while the camera's prompt is up, and the
    /// user then allows the camera.
    case screenGoneBetweenPrompts
  }

  /// A dialog the row expects, and about which source.
  struct Dialog: Equatable, Sendable {
    var reason: AccessAlert.Reason
    var source: MediaSource
  }

  /// What a conforming screen does in a situation.
  struct Expectation: Equatable, Sendable {
    /// The `recordsSound` of each run of `success`: empty when it must not run.
    var successes: [Bool]
    /// The dialogs that reach the presenter, in order.
    var dialogs: [Dialog]
    /// The system requests, in order.
    var requests: [MediaSource]
    /// What the capture comes to.
    var outcome: VideoCaptureOutcome
  }

  /// The scripted setup.
  let setup: Setup
  /// The sound requirement the capture is launched with.
  let sound: SoundRequirement

  /// Every row, for each of `requirements`.
  static func all(for requirements: [SoundRequirement]) -> [VideoCaptureSituation] {
    requirements.flatMap { sound in
      Setup.allCases.map { VideoCaptureSituation(setup: $0, sound: sound) }
    }
  }

  /// A fresh scripted system for this row.
  func makeSystem() -> ScriptedAuthority {
    switch setup {
    case .bothGranted:
      ScriptedAuthority(status: [.camera: .authorized, .microphone: .authorized])
    case .cameraRefused:
      ScriptedAuthority(
        status: [.camera: .notDetermined, .microphone: .notDetermined],
        answers: [.camera: .denied, .microphone: .authorized])
    case .microphoneRefused:
      ScriptedAuthority(
        status: [.camera: .authorized, .microphone: .notDetermined],
        answers: [.microphone: .denied])
    case .bothUndetermined, .screenGoneBetweenPrompts:
      ScriptedAuthority(
        status: [.camera: .notDetermined, .microphone: .notDetermined],
        answers: [.camera: .authorized, .microphone: .authorized])
    }
  }

  /// What a conforming screen with `policy` does in this row.
  func expectation(policy: AccessAlertPolicy) -> Expectation {
    func softAsk(_ source: MediaSource) -> [Dialog] {
      policy.asksBeforeSystemPrompt ? [Dialog(reason: .softAsk, source: source)] : []
    }
    func explanation(_ source: MediaSource) -> [Dialog] {
      policy.explainsFreshRefusal ? [Dialog(reason: .denied, source: source)] : []
    }
    switch setup {
    case .bothGranted:
      return Expectation(successes: [true], dialogs: [], requests: [], outcome: .recordWithSound)
    case .cameraRefused:
      return Expectation(
        successes: [], dialogs: softAsk(.camera) + explanation(.camera), requests: [.camera],
        outcome: .stopped(by: .camera, outcome: .denied))
    case .microphoneRefused where sound == .preferred:
      return Expectation(
        successes: [false], dialogs: softAsk(.microphone) + explanation(.microphone),
        requests: [.microphone], outcome: .recordWithoutSound(microphone: .denied))
    case .microphoneRefused:
      return Expectation(
        successes: [], dialogs: softAsk(.microphone) + explanation(.microphone),
        requests: [.microphone], outcome: .stopped(by: .microphone, outcome: .denied))
    case .bothUndetermined:
      return Expectation(
        successes: [true], dialogs: softAsk(.camera) + softAsk(.microphone),
        requests: [.camera, .microphone], outcome: .recordWithSound)
    case .screenGoneBetweenPrompts:
      return Expectation(
        successes: [], dialogs: softAsk(.camera), requests: [.camera],
        outcome: .stopped(by: .camera, outcome: .cancelled))
    }
  }

  /// Whether the row holds the system's answers back, to watch the prompts one at a time.
  var holdsAnswers: Bool {
    setup == .bothUndetermined || setup == .screenGoneBetweenPrompts
  }

  /// The row as a failure message names it, such as
  /// `video capture (sound preferred), camera allowed, the user refuses the microphone`.
  var label: String {
    let requirement = sound == .required ? "sound required" : "sound preferred"
    let row =
      switch setup {
      case .bothGranted: "camera and microphone allowed"
      case .cameraRefused: "both notDetermined, the user refuses the camera"
      case .microphoneRefused: "camera allowed, the user refuses the microphone"
      case .bothUndetermined: "both notDetermined, the user allows both"
      case .screenGoneBetweenPrompts:
        "both notDetermined, the screen gone before the microphone is asked"
      }
    return "video capture (\(requirement)), \(row)"
  }
}
