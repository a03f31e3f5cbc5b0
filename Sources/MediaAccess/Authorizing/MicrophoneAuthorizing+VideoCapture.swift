// MARK: - API

extension MicrophoneAuthorizing where Self: CameraAuthorizing {
  /// Runs `success` once video may be recorded: the camera first, then the microphone.
  ///
  /// Each source is launched by the same contract as ``CameraAuthorizing/launchCamera(success:completion:)``
  /// (hardware, usage description, status; one system request; its dialogs), one after the
  /// other: the user never sees two system prompts at once, and is never asked for the
  /// microphone when the camera was refused. By default `success` runs only when both are
  /// allowed; pass ``SoundRequirement/preferred`` to record silent video when the microphone
  /// is not, and read `recordsSound`.
  ///
  /// ```swift
  /// launchVideoCapture { [weak self] _ in self?.presentVideoRecorder() }
  /// ```
  ///
  /// - Parameters:
  ///   - sound: Whether the video needs its sound; ``SoundRequirement/required`` by default.
  ///   - success: Runs on the main actor, at most once, when video may be recorded; its
  ///     argument tells whether with sound.
  ///   - completion: Runs on the main actor exactly once, after `success`, with the outcome.
  @inlinable
  public func launchVideoCapture(
    sound: SoundRequirement = .required,
    success: @escaping @MainActor (_ recordsSound: Bool) -> Void,
    completion: (@MainActor (VideoCaptureOutcome) -> Void)? = nil
  ) {
    VideoCaptureLaunch.launch(
      on: self, camera: cameraAuthority.base, microphone: microphoneAuthority.base, sound: sound,
      success: success, completion: completion)
  }

  /// Makes sure video may be recorded, asking for the camera and then the microphone if
  /// needed, and returns the outcome.
  ///
  /// ```swift
  /// switch await authorizeVideoCapture() {
  /// case .recordWithSound: presentVideoRecorder()
  /// case .recordWithoutSound, .stopped: break
  /// }
  /// ```
  ///
  /// - Parameter sound: Whether the video needs its sound; ``SoundRequirement/required`` by
  ///   default.
  /// - Returns: What the capture came to, and which source stopped it.
  public func authorizeVideoCapture(
    sound: SoundRequirement = .required
  ) async -> VideoCaptureOutcome {
    await VideoCaptureLaunch.outcome(
      on: WeakReference(self), camera: cameraAuthority.base,
      microphone: microphoneAuthority.base, sound: sound, lifetime: LaunchLifetime(),
      reporting: LaunchEvents(accessEventObserver, launch: .videoCapture))
  }
}
