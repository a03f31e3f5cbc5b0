// Each typed authority answers for its own source, and a source of the app's own is named by
// the same type as the package's.
import MediaAccess

func bannerStatuses(
  camera: CameraAuthority, microphone: MicrophoneAuthority, library: PhotoLibraryAuthority
) -> [AuthorizationStatus] {
  [camera.status(), microphone.status(), library.status(for: .addOnly)]
}

func analyticsKey(for source: MediaSource) -> String {
  switch source {
  case .camera: "camera"
  case .photoLibrary(.addOnly): "save"
  default: source.description
  }
}
