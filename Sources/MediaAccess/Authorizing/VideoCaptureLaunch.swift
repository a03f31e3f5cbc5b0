/// A video capture: the camera's launch, then the microphone's, each by the contract, so that
/// the user never sees two system prompts at once and is never asked for the microphone when
/// the camera was refused.
@usableFromInline
@MainActor
enum VideoCaptureLaunch {
  /// Runs a video capture and delivers its result to closures. Inlinable, so that with both
  /// sources allowed it reads each authority once, calls `success` and allocates nothing.
  @inlinable
  static func run<Screen: AlertPresenting & AnyObject>(
    on screen: Screen,
    camera: MediaAuthority,
    microphone: MediaAuthority,
    sound: SoundRequirement,
    success: @escaping @MainActor (_ recordsSound: Bool) -> Void,
    completion: (@MainActor (VideoCaptureOutcome) -> Void)?
  ) {
    if case .authorized = camera.reading(for: .camera),
      case .authorized = microphone.reading(for: .microphone)
    {
      // With the default observer these reports compile to nothing.
      let events = LaunchEvents(screen.accessEventObserver, launch: .videoCapture)
      events.report(.launchEnded(.authorized), about: .camera)
      events.report(.launchEnded(.authorized), about: .microphone)
      events.report(.videoCaptureEnded(.recordWithSound), about: .microphone)
      success(true)
      completion?(.recordWithSound)
      return
    }
    runAsking(
      on: screen, camera: camera, microphone: microphone, sound: sound, success: success,
      completion: completion)
  }

  /// The rest of a closure-form capture not granted at once: each source's launch in turn,
  /// ending `cancelled` as soon as the screen is released.
  @usableFromInline
  static func runAsking<Screen: AlertPresenting & AnyObject>(
    on screen: Screen,
    camera: MediaAuthority,
    microphone: MediaAuthority,
    sound: SoundRequirement,
    success: @escaping @MainActor (_ recordsSound: Bool) -> Void,
    completion: (@MainActor (VideoCaptureOutcome) -> Void)?
  ) {
    let weakScreen = WeakReference(screen)
    let events = LaunchEvents(screen.accessEventObserver, launch: .videoCapture)
    Task {
      let outcome = await self.outcome(
        on: weakScreen, camera: camera, microphone: microphone, sound: sound,
        endingWhenScreenIsGone: true, reporting: events)
      if outcome.grantsAccess { success(outcome.recordsSound) }
      completion?(outcome)
    }
  }

  /// The capture's outcome: the camera's launch, then, once the camera is allowed, the
  /// microphone's. A capture that goes on without sound waits for the user to answer the
  /// microphone's dialog first, so that success never runs under it; "Open Settings" there
  /// stops the capture.
  ///
  /// - Parameter events: Where each leg reports, then the capture's outcome, tagged with the
  ///   leg that ended it.
  static func outcome<Screen: AlertPresenting & AnyObject>(
    on weakScreen: WeakReference<Screen>,
    camera: MediaAuthority,
    microphone: MediaAuthority,
    sound: SoundRequirement,
    endingWhenScreenIsGone: Bool,
    reporting events: LaunchEvents
  ) async -> VideoCaptureOutcome {
    let outcome = await legs(
      on: weakScreen, camera: camera, microphone: microphone, sound: sound,
      endingWhenScreenIsGone: endingWhenScreenIsGone, reporting: events)
    let endedBy: MediaSource
    switch outcome {
    case .stopped(let source, _): endedBy = source
    case .recordWithSound, .recordWithoutSound: endedBy = .microphone
    }
    events.report(.videoCaptureEnded(outcome), about: endedBy)
    return outcome
  }

  private static func legs<Screen: AlertPresenting & AnyObject>(
    on weakScreen: WeakReference<Screen>,
    camera: MediaAuthority,
    microphone: MediaAuthority,
    sound: SoundRequirement,
    endingWhenScreenIsGone: Bool,
    reporting events: LaunchEvents
  ) async -> VideoCaptureOutcome {
    let cameraStep = await AccessLaunch.step(
      .camera, on: weakScreen, using: camera, endingWhenScreenIsGone: endingWhenScreenIsGone,
      explaining: .andEnding, reporting: events)
    if let stopped = AccessContract.videoCapture(stoppingAtCamera: cameraStep.outcome) {
      return stopped
    }
    // A capture cancelled while the camera was being decided reads nothing more: no
    // microphone dialog for a capture nobody waits for.
    guard !Task.isCancelled else { return .stopped(by: .microphone, outcome: .cancelled) }
    let microphoneStep = await AccessLaunch.step(
      .microphone, on: weakScreen, using: microphone,
      endingWhenScreenIsGone: endingWhenScreenIsGone,
      explaining: AccessContract.microphoneForm(sound: sound) == .goingOnAfterRefusal
        ? .andGoingOn : .andEnding,
      reporting: events)
    return AccessContract.videoCapture(
      afterMicrophone: microphoneStep.outcome, openedSettings: microphoneStep.openedSettings,
      sound: sound)
  }
}
