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
    Task {
      let outcome = await self.outcome(
        on: weakScreen, camera: camera, microphone: microphone, sound: sound,
        endingWhenScreenIsGone: true)
      if outcome.grantsAccess { success(outcome.recordsSound) }
      completion?(outcome)
    }
  }

  /// The capture's outcome: the camera's launch, then, once the camera is allowed, the
  /// microphone's. A capture that goes on without sound waits for the user to answer the
  /// microphone's dialog first, so that success never runs under it; "Open Settings" there
  /// stops the capture.
  static func outcome<Screen: AlertPresenting & AnyObject>(
    on weakScreen: WeakReference<Screen>,
    camera: MediaAuthority,
    microphone: MediaAuthority,
    sound: SoundRequirement,
    endingWhenScreenIsGone: Bool
  ) async -> VideoCaptureOutcome {
    let cameraStep = await AccessLaunch.step(
      .camera, on: weakScreen, using: camera, endingWhenScreenIsGone: endingWhenScreenIsGone,
      explaining: .andEnding)
    guard cameraStep.outcome.grantsAccess else {
      return .stopped(by: .camera, outcome: cameraStep.outcome)
    }
    // A capture cancelled while the camera was being decided reads nothing more: no
    // microphone dialog for a capture nobody waits for.
    guard !Task.isCancelled else { return .stopped(by: .microphone, outcome: .cancelled) }
    let microphoneStep = await AccessLaunch.step(
      .microphone, on: weakScreen, using: microphone,
      endingWhenScreenIsGone: endingWhenScreenIsGone,
      explaining: sound == .preferred ? .andGoingOn : .andEnding)
    let outcome = microphoneStep.outcome
    switch (outcome, sound) {
    case (.authorized, _), (.limited, _):
      return .recordWithSound
    case (.denied, .preferred), (.restricted, .preferred), (.unavailable, .preferred):
      guard !microphoneStep.openedSettings else {
        return .stopped(by: .microphone, outcome: outcome)
      }
      return .recordWithoutSound(microphone: outcome)
    case (.denied, _), (.restricted, _), (.unavailable, _), (.misconfigured, _), (.cancelled, _):
      return .stopped(by: .microphone, outcome: outcome)
    }
  }
}
