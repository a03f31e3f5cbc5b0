import Foundation
import MediaAccess
import MediaAccessTesting

/// Broken on purpose, in one item only: a screen of every source that launches through the
/// package, wired to the suite's context (authorities, presenter, Settings opener and events
/// observer), that makes one ``Mistake``; with none, it conforms.
@MainActor
final class MistakeScreen: CameraAuthorizing, MicrophoneAuthorizing, PhotoLibraryAuthorizing,
  SpeechRecognitionAuthorizing
{
  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority
  let photoLibraryAuthority: PhotoLibraryAuthority
  let speechRecognitionAuthority: SpeechRecognitionAuthority
  let settingsOpener: SettingsOpener
  let accessEventObserver: AccessEventObserver
  /// Japanese, so that a dialog in another language shows.
  let alertTextRenderer: any AlertTextRendering =
    LocalizedAlertTextRenderer(language: "ja", appName: "Clip")
  private let presenter: RecordingAlertPresenter
  private let contextOpener: SettingsOpener
  private let mistake: Mistake?
  /// The screen itself, once ``Mistake/heldAfterDenial`` made it hold itself.
  private var itself: MistakeScreen?
  /// Starts recording without sound, for ``Mistake/recordingBeforeMicrophoneDialog``.
  private var recordEarly: (@MainActor @Sendable () -> Void)?

  /// The timers of the suite's screens, which forget their launch ended.
  private let timers: LateTimers

  init(context: ConformanceContext, _ mistake: Mistake?, timers: LateTimers) {
    // The timers of the row before fire while the suite builds this screen.
    timers.fire()
    self.timers = timers
    cameraAuthority = context.cameraAuthority
    microphoneAuthority = context.microphoneAuthority
    photoLibraryAuthority = context.photoLibraryAuthority
    speechRecognitionAuthority = context.authority(for: SpeechRecognition())
    presenter = context.presenter
    contextOpener = context.settingsOpener
    self.mistake = mistake
    if mistake == .settingsForAnotherSource {
      // The context's opener, rerouted: it passes as the context's, and opens another source.
      settingsOpener = SettingsOpener(
        recorder: context.settingsOpener.recorder ?? ObjectIdentifier(context)
      ) {
        [opener = context.settingsOpener] source in opener.open(for: source.another)
      }
    } else {
      settingsOpener = context.settingsOpener
    }
    accessEventObserver = Self.observer(
      forwardingTo: context.accessEventObserver, mistake, timers: timers)
  }

  deinit {
    // The suite let the row's screen go: its row has ended.
    MainActor.assumeIsolated { [timers] in timers.fire() }
  }

  // MARK: - Launching

  /// Launches `source` (`nil`: speech recognition) with the screen's mistake.
  func launch(
    _ source: MediaSource?, success: @escaping @MainActor @Sendable () -> Void,
    completion: @escaping @MainActor @Sendable (LaunchOutcome) -> Void
  ) {
    var reported = completion
    if mistake == .wrongOutcome {
      reported = { outcome in completion(outcome == .denied ? .cancelled : outcome) }
    }
    let handlers = mistaken(success: { _ in success() }, completion: reported)
    let success: @MainActor @Sendable () -> Void = { handlers.success(true) }
    let completion = handlers.completion
    switch source?.builtIn {
    case .camera?: launchCamera(success: success, completion: completion)
    case .microphone?: launchMicrophone(success: success, completion: completion)
    case .photoLibrary(let access)?:
      launchPhotoLibrary(
        access: mistake == .readWriteForAddOnly ? .readWrite : access, success: success,
        completion: completion)
    case nil: launchSpeechRecognition(success: success, completion: completion)
    }
  }

  /// Captures video with the screen's mistake.
  func capture(
    sound: SoundRequirement, success: @escaping @MainActor @Sendable (Bool) -> Void,
    completion: @escaping @MainActor @Sendable (VideoCaptureOutcome) -> Void
  ) {
    var success = success
    if mistake == .recordingBeforeMicrophoneDialog {
      let started = Flag()
      recordEarly = { [original = success] in
        started.isSet = true
        original(false)
      }
      success = { [original = success] recordsSound in
        if !started.isSet { original(recordsSound) }
      }
    }
    var reported = completion
    if mistake == .wrongOutcome {
      reported = { outcome in
        completion(
          outcome == .recordWithSound ? .recordWithoutSound(microphone: .denied) : outcome)
      }
    }
    let handlers = mistaken(success: success, completion: reported)
    launchVideoCapture(sound: sound, success: handlers.success, completion: handlers.completion)
  }

  /// The handlers with the screen's mistake about them.
  private func mistaken<Outcome: Sendable>(
    success: @escaping @MainActor @Sendable (Bool) -> Void,
    completion: @escaping @MainActor @Sendable (Outcome) -> Void
  ) -> (
    success: @MainActor @Sendable (Bool) -> Void,
    completion: @MainActor @Sendable (Outcome) -> Void
  ) {
    switch mistake {
    case .completionRepeatedLate:
      return (
        success,
        { [timers] outcome in
          completion(outcome)
          timers.start { completion(outcome) }
        }
      )
    case .successAfterReturn:
      let ran = Flag()
      return (
        { recordsSound in
          ran.isSet = true
          ran.recordsSound = recordsSound
        },
        { outcome in
          Task { @MainActor in
            if ran.isSet { success(ran.recordsSound) }
            completion(outcome)
          }
        }
      )
    case .successTwice:
      return (
        { recordsSound in
          success(recordsSound)
          success(recordsSound)
        }, completion
      )
    case .completionTwice:
      return (
        success,
        { outcome in
          completion(outcome)
          completion(outcome)
        }
      )
    case .successOffMain:
      return ({ recordsSound in Self.onAnotherThread(success, recordsSound) }, completion)
    case .completionOffMain:
      return (success, { outcome in Self.onAnotherThread(completion, outcome) })
    default:
      return (success, completion)
    }
  }

  // MARK: - Dialogs

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    var shown = alert
    var onAction = onAction
    let opener = contextOpener
    switch mistake {
    case .anotherSourcesDialog:
      shown = AccessAlert(
        reason: alert.reason, source: alert.source.another, renderer: alertTextRenderer)
    case .deniedAndRestrictedTextsSwapped:
      shown = rendered(alert, TextMixer(base: alertTextRenderer, mix: .deniedAndRestrictedSwapped))
    case .englishUnderJapanese:
      shown = rendered(alert, LocalizedAlertTextRenderer(language: "en", appName: "Clip"))
    case .buttonTitlesSwapped:
      shown = rendered(alert, TextMixer(base: alertTextRenderer, mix: .cancelAndSettingsSwapped))
    case .anotherSourcesTexts:
      shown = rendered(alert, TextMixer(base: alertTextRenderer, mix: .anotherSource))
    case .settingsLate where alert.reason == .denied:
      timers.start { opener.open(for: alert.source) }
    case .dialogAgainLate where alert.reason == .denied:
      timers.start { [presenter] in presenter.present(alert) { _ in } }
    case .heldAfterDenial where alert.reason == .denied:
      itself = self
    case .deniedDialogDropped where alert.reason == .denied:
      return
    case .restrictedShownAsDenied where alert.reason == .restricted:
      shown = AccessAlert(reason: .denied, source: alert.source, renderer: alertTextRenderer)
    case .settingsOnRestriction where alert.reason == .restricted:
      onAction = { [original = onAction] action in
        opener.open(for: alert.source)
        original(action)
      }
    case .settingsOnCancel where alert.reason == .denied:
      onAction = { [original = onAction] action in
        if action.role == .cancel { opener.open(for: alert.source) }
        original(action)
      }
    case .recordingBeforeMicrophoneDialog
    where alert.source == .microphone && alert.reason != .softAsk:
      recordEarly?()
      recordEarly = nil
    case .dialogAfterCompletion:
      Task { @MainActor [presenter] in presenter.present(shown, onAction: onAction) }
      return
    default:
      break
    }
    presenter.present(shown, onAction: onAction)
    if mistake == .settingsWithoutTap, alert.reason == .denied {
      opener.open(for: alert.source)
    }
  }

  private func rendered(_ alert: AccessAlert, _ renderer: any AlertTextRendering) -> AccessAlert {
    AccessAlert(reason: alert.reason, source: alert.source, renderer: renderer)
  }

  // MARK: - Events

  private static func observer(
    forwardingTo suite: AccessEventObserver, _ mistake: Mistake?, timers: LateTimers
  ) -> AccessEventObserver {
    switch mistake {
    case .eventsLate:
      return AccessEventObserver { event in timers.start { suite.receive(event) } }
    case .eventsReportedTwice:
      return AccessEventObserver { event in
        suite.receive(event)
        suite.receive(event)
      }
    case .launchEndedDropped:
      return AccessEventObserver { event in
        if case .launchEnded = event.kind { return }
        suite.receive(event)
      }
    case .eventsOutOfOrder:
      let held = HeldEvent()
      return AccessEventObserver { event in
        if let earlier = held.event {
          held.event = nil
          suite.receive(event)
          suite.receive(earlier)
        } else if case .launchEnded = event.kind {
          suite.receive(event)
        } else {
          held.event = event
        }
      }
    default:
      return suite
    }
  }

  // MARK: - Threads

  /// Calls a main-actor closure on another thread, as code compiled without strict concurrency
  /// can, and waits until it returns.
  private static func onAnotherThread<Argument: Sendable>(
    _ body: @escaping @MainActor @Sendable (Argument) -> Void, _ argument: Argument
  ) {
    let unchecked = unsafeBitCast(body, to: (@Sendable (Argument) -> Void).self)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      unchecked(argument)
      done.signal()
    }
    done.wait()
  }
}
