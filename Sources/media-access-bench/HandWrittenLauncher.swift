import MediaAccess

/// The helpers an app would otherwise copy, written by hand against the same stand-in system as
/// the mixin's authority. The compiler may inline them, as it may the mixin.
@MainActor
final class HandWrittenLauncher {
  /// Whether the app describes the camera, judged once, as the live authorities judge it, and
  /// kept where the helper reads it, as the live systems keep theirs.
  private let hasCameraDescription: Bool
  /// The same for the microphone, which a video capture checks too.
  private let hasMicrophoneDescription: Bool

  init() {
    hasCameraDescription =
      standInUsageDescriptions[.camera].map { !$0.allSatisfy(\.isWhitespace) } ?? false
    hasMicrophoneDescription =
      standInUsageDescriptions[.microphone].map { !$0.allSatisfy(\.isWhitespace) } ?? false
  }

  /// What most copied helpers do: read the status from the system, switch, call the closure.
  /// Neither the hardware nor the Info.plist key is checked.
  func launchCamera(success: @escaping @MainActor () -> Void) {
    runIfGranted(StandInSystem.authorizationStatus(for: .camera, granting: true), success)
  }

  /// What the contract asks before the status, by hand: the hardware, then the key.
  func launchCameraWithChecks(success: @escaping @MainActor () -> Void) {
    guard StandInSystem.hasDevice(for: .camera), hasCameraDescription else { return }
    runIfGranted(StandInSystem.authorizationStatus(for: .camera, granting: true), success)
  }

  /// A video capture by hand, as the contract asks for it: the camera's hardware, key and
  /// status, then the microphone's, recording with sound only when both are allowed. Like the
  /// mixin's fast path, it runs `success` only when both statuses are `authorized`.
  func launchVideoCaptureWithChecks(success: @escaping @MainActor (_ recordsSound: Bool) -> Void) {
    guard StandInSystem.hasDevice(for: .camera), hasCameraDescription,
      StandInSystem.authorizationStatus(for: .camera, granting: true) == .authorized,
      StandInSystem.hasDevice(for: .microphone), hasMicrophoneDescription,
      StandInSystem.authorizationStatus(for: .microphone, granting: true) == .authorized
    else { return }
    success(true)
  }

  private func runIfGranted(
    _ status: AuthorizationStatus,
    _ success: @MainActor () -> Void
  ) {
    switch status {
    case .authorized, .limited:
      success()
    case .notDetermined, .denied, .restricted, .unknown:
      break
    }
  }
}
