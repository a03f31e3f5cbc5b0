// expect: 'status(for:)' is deprecated: Ask the authority about its own source
// A camera authority asked about the microphone read another source's status: the authority
// answers for its own source only, and the spelling that took any source is deprecated.
import MediaAccess

func microphoneIsOff(camera: CameraAuthority) -> Bool {
  camera.status(for: .microphone) == .denied
}
