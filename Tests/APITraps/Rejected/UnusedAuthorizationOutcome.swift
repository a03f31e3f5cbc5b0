// expect: result of call to 'authorizeCamera()' is unused
// `await authorizeCamera(); presentCamera()` would open the camera whatever the user said.
import MediaAccess

@MainActor
func takePhoto(on screen: some CameraAuthorizing) async {
  await screen.authorizeCamera()
}
