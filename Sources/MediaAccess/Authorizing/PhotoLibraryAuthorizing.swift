/// A screen that opens the photo library only once the user has allowed it.
///
/// Conform, and call ``launchPhotoLibrary(access:success:completion:)`` where you would use
/// PhotoKit. `limited` access counts as granted. With `MediaAccessPhotos` imported, the live
/// ``photoLibraryAuthority`` is supplied too:
///
/// ```swift
/// import MediaAccess
/// import MediaAccessPhotos
///
/// final class AlbumViewController: UIViewController, PhotoLibraryAuthorizing {
///   func showLibrary() {
///     launchPhotoLibrary { [weak self] in self?.loadAssets() }
///   }
///   func saveEdit() {
///     launchPhotoLibrary(access: .addOnly) { [weak self] in self?.writeImage() }
///   }
/// }
/// ```
///
/// An app that only lets the user pick a photo needs no authorization at all: the system
/// photo picker (`PHPickerViewController`) runs out of process.
@MainActor
public protocol PhotoLibraryAuthorizing: AnyObject, AlertPresenting {
  /// What the system can tell and do for the photo library. `MediaAccessPhotos` supplies the
  /// live authority as the default on Apple platforms.
  var photoLibraryAuthority: PhotoLibraryAuthority { get }
}

// MARK: - API

extension PhotoLibraryAuthorizing {
  /// Runs `success` once the photo library may be used at `access`; otherwise explains why not.
  ///
  /// Behaves as ``CameraAuthorizing/launchCamera(success:completion:)`` does, for the photo
  /// library: `authorized` and `limited` run `success`; the usage-description key checked is
  /// `NSPhotoLibraryUsageDescription` for `.readWrite` and
  /// `NSPhotoLibraryAddUsageDescription` for `.addOnly`.
  ///
  /// - Parameters:
  ///   - access: How much of the library is needed; `.readWrite` unless you only save.
  ///   - success: Runs on the main actor, at most once, only when access is granted.
  ///   - completion: Runs on the main actor exactly once, after `success`, with the outcome.
  @inlinable
  public func launchPhotoLibrary(
    access: PhotoLibraryAccess = .readWrite,
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)? = nil
  ) {
    AccessLaunch.launch(
      builtIn: .photoLibrary(access), on: self, using: photoLibraryAuthority.base, success: success,
      completion: completion)
  }

  /// Makes sure the photo library may be used at `access`, asking if needed, and returns the
  /// outcome.
  ///
  /// ```swift
  /// switch await authorizePhotoLibrary() {
  /// case .authorized: loadAllAssets()
  /// case .limited: loadChosenAssets()
  /// default: break
  /// }
  /// ```
  ///
  /// - Parameter access: How much of the library is needed; `.readWrite` by default.
  /// - Returns: What the launch came to.
  public func authorizePhotoLibrary(access: PhotoLibraryAccess = .readWrite) async -> LaunchOutcome
  {
    await AccessLaunch.authorize(.photoLibrary(access), on: self, using: photoLibraryAuthority.base)
  }
}
