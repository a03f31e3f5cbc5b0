/// A video capture: the camera's launch, then the microphone's, each by the contract, so that
/// the user never sees two system prompts at once and is never asked for the microphone when
/// the camera was refused.
@MainActor
@usableFromInline
enum VideoCaptureLaunch {
  /// Runs a video capture and delivers its result to closures. With both sources allowed it
  /// reads each authority once, calls `success` before returning and allocates nothing.
  ///
  /// It is inlinable for the reason ``AccessLaunch/launch(builtIn:on:using:success:completion:)``
  /// is: a tap's fast path runs in the app's module, specialized for its screen type. Any other
  /// reading continues in ``launch(continuingOn:camera:microphone:sound:success:completion:)``.
  @inlinable
  static func launch<Screen: AlertPresenting & AnyObject>(
    on screen: Screen,
    camera: MediaAuthority,
    microphone: MediaAuthority,
    sound: SoundRequirement,
    success: @escaping @MainActor (_ recordsSound: Bool) -> Void,
    completion: (@MainActor (VideoCaptureOutcome) -> Void)?
  ) {
    guard case .status(.authorized) = camera.reading(of: .camera),
      case .status(.authorized) = microphone.reading(of: .microphone)
    else {
      launch(
        continuingOn: screen, camera: camera, microphone: microphone, sound: sound,
        success: success, completion: completion)
      return
    }
    let observer = screen.accessEventObserver
    if !observer.isDisabled { reportRecordingWithSound(to: observer) }
    success(true)
    completion?(.recordWithSound)
  }

  /// Reports a capture whose sources were both allowed to an observer that is not disabled.
  @usableFromInline
  static func reportRecordingWithSound(to observer: AccessEventObserver) {
    let events = LaunchEvents(observer, launch: .videoCapture)
    events.report(.launchEnded(.authorized), about: .camera)
    events.report(.launchEnded(.authorized), about: .microphone)
    events.report(.videoCaptureEnded(.recordWithSound), about: .microphone)
  }

  /// A capture that is not allowed at once: both legs run, in a task, from a fresh reading.
  @usableFromInline
  static func launch<Screen: AlertPresenting & AnyObject>(
    continuingOn screen: Screen,
    camera: MediaAuthority,
    microphone: MediaAuthority,
    sound: SoundRequirement,
    success: @escaping @MainActor (_ recordsSound: Bool) -> Void,
    completion: (@MainActor (VideoCaptureOutcome) -> Void)?
  ) {
    let events = LaunchEvents(screen.accessEventObserver, launch: .videoCapture)
    let weakScreen = WeakReference(screen)
    let lifetime = LaunchLifetime()
    let screenLifetime = ScreenLifetime(ending: lifetime, with: screen)
    Task {
      let outcome = await self.outcome(
        on: weakScreen, camera: camera, microphone: microphone, sound: sound,
        lifetime: lifetime, reporting: events)
      screenLifetime.release()
      if outcome.grantsAccess { success(outcome.recordsSound) }
      completion?(outcome)
    }
  }

  /// The capture's outcome: the camera's launch, then, once the camera is allowed, the
  /// microphone's. A capture that goes on without sound waits for the user to answer the
  /// microphone's dialog first, so that success never runs under it; "Open Settings" there
  /// stops the capture.
  ///
  /// - Parameters:
  ///   - lifetime: Ends every wait of the capture: its task cancelled, or its screen released.
  ///   - events: Where each leg reports, then the capture's outcome, tagged with the leg that
  ///     ended it.
  static func outcome<Screen: AlertPresenting & AnyObject>(
    on weakScreen: WeakReference<Screen>,
    camera: MediaAuthority,
    microphone: MediaAuthority,
    sound: SoundRequirement,
    lifetime: LaunchLifetime,
    reporting events: LaunchEvents
  ) async -> VideoCaptureOutcome {
    let outcome = await legs(
      on: weakScreen, camera: camera, microphone: microphone, sound: sound, lifetime: lifetime,
      reporting: events)
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
    lifetime: LaunchLifetime,
    reporting events: LaunchEvents
  ) async -> VideoCaptureOutcome {
    let cameraLeg = await AccessLaunch.leg(
      .camera, on: weakScreen, using: camera, lifetime: lifetime, explaining: .andEnding,
      reporting: events)
    if let stopped = AccessContract.videoCapture(stoppingAtCamera: cameraLeg.outcome) {
      return stopped
    }
    // A capture cancelled while the camera was being decided reads nothing more: no
    // microphone dialog for a capture nobody waits for.
    guard !LaunchFlow.isOver(lifetime) else {
      return .stopped(by: .microphone, outcome: .cancelled)
    }
    let microphoneLeg = await AccessLaunch.leg(
      .microphone, on: weakScreen, using: microphone, lifetime: lifetime,
      explaining: AccessContract.microphoneForm(sound: sound) == .goingOnAfterRefusal
        ? .andGoingOn : .andEnding,
      reporting: events)
    return AccessContract.videoCapture(
      afterMicrophone: microphoneLeg.outcome, openedSettings: microphoneLeg.openedSettings,
      undecided: microphoneLeg.undecided, sound: sound)
  }
}
