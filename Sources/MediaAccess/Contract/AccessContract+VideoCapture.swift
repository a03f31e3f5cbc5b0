// MARK: - Video capture

extension AccessContract {
  /// The form of a video capture's microphone launch: with silent video an option, the
  /// capture goes on after a refusal, once the user has answered the dialog that explains it.
  ///
  /// - Parameter sound: Whether the video needs its sound.
  /// - Returns: How the microphone's launch treats a refusal.
  static func microphoneForm(sound: SoundRequirement) -> AccessSituation.Form {
    sound == .preferred ? .goingOnAfterRefusal : .endingOnRefusal
  }

  /// Whether a video capture stops at its camera: the microphone is never asked for when the
  /// camera was not allowed.
  ///
  /// - Parameter camera: How the camera's launch ended.
  /// - Returns: The capture's outcome when it stops there; `nil` when it goes on to the
  ///   microphone.
  package static func videoCapture(stoppingAtCamera camera: LaunchOutcome) -> VideoCaptureOutcome? {
    camera.grantsAccess ? nil : .stopped(by: .camera, outcome: camera)
  }

  /// What a video capture whose camera was allowed comes to once its microphone's launch
  /// ended.
  ///
  /// With silent video an option, a refused, restricted or absent microphone records without
  /// sound, unless the user chose "Open Settings" on its dialog. A missing usage description
  /// still stops the capture, since recording would terminate the app; so does a microphone
  /// still undecided after asking, which is no refusal: capturing would prompt over the
  /// recorder, and the recording's sound could not be told.
  ///
  /// - Parameters:
  ///   - microphone: How the microphone's launch ended.
  ///   - openedSettings: Whether the user tapped "Open Settings" on its dialog.
  ///   - undecided: Whether the system's answer was still undecided
  ///     (``AccessSituation/Status/answered(_:)`` with `notDetermined`).
  ///   - sound: Whether the video needs its sound.
  /// - Returns: The capture's outcome.
  package static func videoCapture(
    afterMicrophone microphone: LaunchOutcome, openedSettings: Bool, undecided: Bool = false,
    sound: SoundRequirement
  ) -> VideoCaptureOutcome {
    switch (microphone, sound) {
    case (.authorized, _), (.limited, _):
      .recordWithSound
    case (.denied, .preferred), (.restricted, .preferred), (.unavailable, .preferred):
      openedSettings || undecided
        ? .stopped(by: .microphone, outcome: microphone)
        : .recordWithoutSound(microphone: microphone)
    case (.denied, _), (.restricted, _), (.unavailable, _), (.misconfigured, _), (.cancelled, _):
      .stopped(by: .microphone, outcome: microphone)
    }
  }
}
