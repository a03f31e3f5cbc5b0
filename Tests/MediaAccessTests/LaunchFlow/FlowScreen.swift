import MediaAccess
import MediaAccessTesting
import XCTest

/// What a launch-flow test launches: the built-in camera over an authority made from closures,
/// or a source of the app's own; both read a ``StatusScript``.
enum FlowSource: CaseIterable, CustomStringConvertible {
  case cameraOverClosures
  case ownSource

  var description: String {
    switch self {
    case .cameraOverClosures: "camera over closures"
    case .ownSource: "own source"
    }
  }

  /// The source's name in events and dialogs.
  var named: MediaSource {
    switch self {
    case .cameraOverClosures: .camera
    case .ownSource: MediaSource(Dictation())
    }
  }
}

/// The two launch forms.
enum FlowForm: CaseIterable, CustomStringConvertible {
  /// `launchCamera(success:completion:)` and its kind.
  case closure
  /// `authorizeCamera()` and its kind.
  case async

  var description: String {
    switch self {
    case .closure: "closure form"
    case .async: "async form"
    }
  }
}

/// The authorities screens share, made once per test as an app makes them.
struct FlowAuthorities {
  let camera: CameraAuthority
  let microphone: MicrophoneAuthority
  let dictation: SourceAuthority<Dictation>

  /// Authorities over `script`; the microphone is the scripted authority's.
  init(
    _ script: StatusScript,
    microphone: MicrophoneAuthority = ScriptedAuthority().microphoneAuthority
  ) {
    camera = script.cameraAuthority
    self.microphone = microphone
    dictation = script.dictationAuthority
  }

  /// Authorities for a video capture over `system`; the app's own source reads `script`.
  init(_ system: ScriptedAuthority, script: StatusScript = StatusScript(reads: [])) {
    camera = system.cameraAuthority
    microphone = system.microphoneAuthority
    dictation = script.dictationAuthority
  }
}

/// A screen as an app writes one, with a camera, a microphone and a source of its own. Its
/// events go to a recorder the test keeps, and ``onEvent`` runs inside the observer, as an
/// app's own reaction to an event.
@MainActor
final class FlowScreen: CameraAuthorizing, MicrophoneAuthorizing {
  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority
  let dictationAuthority: SourceAuthority<Dictation>
  let presenter = RecordingAlertPresenter()
  let settings = RecordingSettingsOpener()
  let events: RecordingAccessEventObserver
  var accessAlertPolicy = AccessAlertPolicy.standard
  var onEvent: (@MainActor (AccessEvent) -> Void)?

  init(_ authorities: FlowAuthorities, events: RecordingAccessEventObserver = .init()) {
    cameraAuthority = authorities.camera
    microphoneAuthority = authorities.microphone
    dictationAuthority = authorities.dictation
    self.events = events
  }

  var settingsOpener: SettingsOpener { settings.opener }

  var accessEventObserver: AccessEventObserver {
    let recorder = events.observer
    return AccessEventObserver { [weak self] event in
      recorder.receive(event)
      self?.onEvent?(event)
    }
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }

  /// Launches `source` in the closure form.
  func launch(
    _ source: FlowSource,
    success: @escaping @MainActor () -> Void = {},
    completion: @escaping @MainActor (LaunchOutcome) -> Void
  ) {
    switch source {
    case .cameraOverClosures: launchCamera(success: success, completion: completion)
    case .ownSource:
      dictationAuthority.launch(on: self, success: success, completion: completion)
    }
  }

  /// Launches `source` in the async form.
  func authorize(_ source: FlowSource) async -> LaunchOutcome {
    switch source {
    case .cameraOverClosures: await authorizeCamera()
    case .ownSource: await dictationAuthority.authorize(on: self)
    }
  }

  /// Launches `source` in `form` and returns its outcome once it has ended, with how many
  /// times success ran.
  func outcome(
    of source: FlowSource, in form: FlowForm
  ) async -> (outcome: LaunchOutcome?, successes: Int) {
    var successes = 0
    switch form {
    case .closure:
      var outcomes: [LaunchOutcome] = []
      launch(source, success: { successes += 1 }, completion: { outcomes.append($0) })
      await waitUntil { !outcomes.isEmpty }
      return (outcomes.first, successes)
    case .async:
      let outcome = await authorize(source)
      return (outcome, outcome.grantsAccess ? 1 : 0)
    }
  }
}
