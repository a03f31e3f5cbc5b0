import MediaAccess
import MediaAccessTesting

/// The three launches issue 34 names for a sheet that closes in the same tap, each deciding
/// with a dialog: a denied camera, a soft ask, a restricted photo library.
enum SheetClosingLaunch: CaseIterable {
  case deniedCamera, softAsk, restrictedLibrary

  /// The system that makes the launch decide so.
  var system: ScriptedAuthority {
    switch self {
    case .deniedCamera: ScriptedAuthority(status: [.camera: .denied])
    case .softAsk: ScriptedAuthority(status: [.camera: .notDetermined])
    case .restrictedLibrary: ScriptedAuthority(status: [.photoLibrary(.readWrite): .restricted])
    }
  }

  /// The dialog the launch shows.
  var dialog: AccessAlert.Reason {
    switch self {
    case .deniedCamera: .denied
    case .softAsk: .softAsk
    case .restrictedLibrary: .restricted
    }
  }

  /// Starts the launch on `screen`, recording its outcome.
  @MainActor
  func start(
    on screen: some CameraAuthorizing & PhotoLibraryAuthorizing, outcomes: OutcomeLog
  ) {
    switch self {
    case .deniedCamera, .softAsk:
      screen.launchCamera(success: {}, completion: { outcomes.append($0) })
    case .restrictedLibrary:
      screen.launchPhotoLibrary(success: {}, completion: { outcomes.append($0) })
    }
  }
}
