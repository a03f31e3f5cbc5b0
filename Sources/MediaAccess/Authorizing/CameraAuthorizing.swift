/// A screen that opens the camera only once the user has allowed it.
///
/// Conform, and call ``launchCamera(success:completion:)`` where you would present the camera.
/// Reading the status, asking the system once, explaining a denial and offering Settings all
/// come from this protocol's extension. With `MediaAccessCamera` imported, the live
/// ``cameraAuthority`` is supplied too, and a `UIViewController` presents dialogs by itself:
///
/// ```swift
/// import MediaAccess
/// import MediaAccessCamera
///
/// final class ProfileViewController: UIViewController, CameraAuthorizing {
///   @objc func takePhoto() {
///     launchCamera { [weak self] in self?.presentCameraPicker() }
///   }
/// }
/// ```
///
/// In tests, inject a scripted authority from `MediaAccessTesting` instead.
@MainActor
public protocol CameraAuthorizing: AnyObject, AlertPresenting {
  /// What the system can tell and do for the camera. `MediaAccessCamera` supplies the live
  /// authority as the default on Apple platforms.
  var cameraAuthority: CameraAuthority { get }
}

// MARK: - API

extension CameraAuthorizing {
  /// Runs `success` once the camera may be used; otherwise explains why not.
  ///
  /// When access is already granted, `success` runs before this method returns. When the user
  /// has not been asked yet, the system is asked (once, however many launches wait) and
  /// `success` runs after the user allows it, if this screen still exists. Denied, restricted
  /// and unavailable cameras get their dialog through ``AlertPresenting``. A missing
  /// `NSCameraUsageDescription` never reaches the system: the launch ends
  /// ``LaunchOutcome/misconfigured(missingKey:)`` and the problem is logged.
  ///
  /// Capture `self` weakly in `success`: a screen that goes away while the user decides is
  /// released, and its launch ends ``LaunchOutcome/cancelled`` at once,
  /// whatever it waits for: the system's answer, its own soft ask, or another screen's soft
  /// ask for the camera. A tap on its soft ask after that does nothing.
  ///
  /// An authorized launch allocates nothing and costs nanoseconds (the package's benchmark
  /// measures both), so it can run on every tap.
  ///
  /// - Parameters:
  ///   - success: Runs on the main actor, at most once, only when access is granted.
  ///   - completion: Runs on the main actor exactly once, after `success`, with the outcome.
  @inlinable
  public func launchCamera(
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)? = nil
  ) {
    AccessLaunch.launch(
      builtIn: .camera, on: self, using: cameraAuthority.base, success: success,
      completion: completion)
  }

  /// Makes sure the camera may be used, asking the user if needed, and returns the outcome.
  ///
  /// The same launch as ``launchCamera(success:completion:)``, for async code. The screen is
  /// kept alive while this call awaits, as for any async method. A task cancelled before the
  /// system is asked shows no soft ask and asks nothing; cancelling it while it waits (for the
  /// system, for its soft ask, or for another screen's soft ask) ends the wait at once, and a
  /// tap on its soft ask after that does nothing. Either way the outcome is
  /// ``LaunchOutcome/cancelled``.
  ///
  /// ```swift
  /// if await authorizeCamera().grantsAccess {
  ///   presentCameraPicker()
  /// }
  /// ```
  ///
  /// - Returns: What the launch came to; ``LaunchOutcome/grantsAccess`` tells whether to go on.
  public func authorizeCamera() async -> LaunchOutcome {
    await AccessLaunch.authorize(.camera, on: self, using: cameraAuthority.base)
  }
}
