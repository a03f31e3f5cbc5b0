#if canImport(Photos)
  internal import MediaAccess
  internal import Photos

  /// The user's photo library at one access level as Photos reports it: the two systems behind
  /// `PhotoLibraryAuthority.live`, one for read/write access and one for add-only.
  final class PhotoLibrarySystem: SourceSystem {
    /// The access level this system reads and asks for.
    private let access: PhotoLibraryAccess

    private init(_ access: PhotoLibraryAccess) {
      self.access = access
    }

    /// A live photo library authority: both access levels, their usage descriptions judged
    /// once. `PhotoLibraryAuthority.live` makes one for the process.
    static var livePhotoLibrary: MediaAuthority {
      MediaAuthority(
        [
          .photoLibrary(.readWrite): PhotoLibrarySystem(.readWrite),
          .photoLibrary(.addOnly): PhotoLibrarySystem(.addOnly),
        ], textsAreFixed: true)
    }

    /// The app's Info.plist text for `key`, from the main bundle, read once: a running app's
    /// Info.plist cannot change.
    func usageDescription(for key: UsageDescriptionKey) -> String? {
      InfoPlist.mainBundleUsageDescriptions[key]
    }

    /// `PHPhotoLibrary.authorizationStatus(for:)` at the system's access level, never the
    /// legacy `authorizationStatus()`, which reports `.authorized` when access is limited. A
    /// status this package does not know fails closed. The library exists on every device that
    /// has Photos (``SourceSystem/isAvailable()``'s default).
    func status() -> AuthorizationStatus {
      AuthorizationStatus(PHPhotoLibrary.authorizationStatus(for: PHAccessLevel(access)))
    }

    /// Shows the system prompt and returns the resulting status. It calls the framework's async
    /// form, so no closure formed on the main actor reaches the framework
    /// (Tests/AppleSDKStubs/README.md, rule 4); it runs off the main actor because the authority
    /// calls it from a detached task.
    func requestAccess() async -> AuthorizationStatus {
      AuthorizationStatus(await PHPhotoLibrary.requestAuthorization(for: PHAccessLevel(access)))
    }
  }
#endif
