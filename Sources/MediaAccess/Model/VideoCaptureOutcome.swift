/// What a video capture launch came to: with sound, without it, or stopped by one of its two
/// sources, and why.
///
/// ```swift
/// switch await authorizeVideoCapture(sound: .preferred) {
/// case .recordWithSound:
///   startRecording()
/// case .recordWithoutSound(microphone: let why):
///   startRecording(muted: true)
///   showBanner("Recording without sound: microphone \(why)")
/// case .stopped(by: .camera, let outcome):
///   log("no camera: \(outcome)")
/// case .stopped(by: _, let outcome):
///   log("no microphone: \(outcome)")
/// }
/// ```
public enum VideoCaptureOutcome: Hashable, Sendable, CustomStringConvertible {
  /// Camera and microphone are allowed: record video with sound.
  case recordWithSound
  /// The camera is allowed and the microphone is not, and the app accepts silent video
  /// (``SoundRequirement/preferred``): record without sound. Carries the microphone's outcome.
  case recordWithoutSound(microphone: LaunchOutcome)
  /// The capture stopped at `source` (``MediaSource/camera`` or ``MediaSource/microphone``),
  /// with that source's outcome. The microphone is never asked when the camera stopped it.
  case stopped(by: MediaSource, outcome: LaunchOutcome)

  /// Whether video may be recorded, with or without sound.
  public var grantsAccess: Bool {
    switch self {
    case .recordWithSound, .recordWithoutSound: true
    case .stopped: false
    }
  }

  /// Whether the recording has sound.
  public var recordsSound: Bool {
    self == .recordWithSound
  }

  /// A readable summary, such as `stopped by camera: denied`.
  public var description: String {
    switch self {
    case .recordWithSound: "record with sound"
    case .recordWithoutSound(let microphone): "record without sound (microphone \(microphone))"
    case .stopped(let source, let outcome): "stopped by \(source): \(outcome)"
    }
  }
}
