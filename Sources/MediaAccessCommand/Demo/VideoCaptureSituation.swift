internal import MediaAccess

/// One video capture the demo stages: what the scripted system reports for the camera and the
/// microphone, what the simulated user answers, and whether silent video will do.
struct VideoCaptureSituation {
  /// The situation, short enough for a heading.
  let row: String
  /// One sentence setting the scene.
  let scene: String
  /// The camera's status when the screen launches, and the user's answer if asked.
  var camera: (status: AuthorizationStatus, answer: AuthorizationStatus) = (
    .authorized, .authorized
  )
  /// The microphone's status when the screen launches, and the user's answer if asked.
  var microphone: (status: AuthorizationStatus, answer: AuthorizationStatus) =
    (.authorized, .authorized)
  /// Whether the video needs its sound.
  var sound: SoundRequirement = .required

  /// The call the sample screen makes, as the transcript names it.
  var launchCall: String {
    switch sound {
    case .required: "launchVideoCapture(success:completion:)"
    case .preferred: "launchVideoCapture(sound: .preferred, success:completion:)"
    }
  }
}
