/// Whether a video capture needs its sound: what ``MicrophoneAuthorizing/launchVideoCapture(sound:success:completion:)``
/// does when the camera is allowed and the microphone is not.
///
/// A refused microphone does not stop a recording: it records silence. So by default a video
/// capture stops when the microphone is refused, and an app that is content with silent video
/// says so:
///
/// ```swift
/// launchVideoCapture(sound: .preferred) { [weak self] recordsSound in
///   self?.startRecording(muted: !recordsSound)
/// }
/// ```
public enum SoundRequirement: Hashable, Sendable {
  /// The video needs its sound: a microphone that is not allowed stops the capture.
  case required
  /// Silent video will do when the microphone is denied, restricted or absent; the outcome
  /// says that the sound is off. A missing `NSMicrophoneUsageDescription` still stops the
  /// capture: recording would then terminate the app.
  case preferred
}
