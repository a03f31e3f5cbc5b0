#if canImport(Photos)
  internal import MediaAccess
  internal import Photos

  /// The user's photo library as Photos reports it, behind ``MediaAuthority/livePhotoLibrary``.
  ///
  /// It answers for ``MediaSource/photoLibrary(_:)`` only, at the source's access level: the
  /// camera is unavailable, and its status restricted.
  final class PhotoLibrarySystem: MediaSystem {
    /// The app's Info.plist texts, read once: a running app's Info.plist cannot change.
    let usageDescriptions = UsageDescriptions(InfoPlist.mainBundleUsageDescriptions)

    /// The app's Info.plist text for `key`, from the main bundle.
    func usageDescription(for key: UsageDescriptionKey) -> String? {
      usageDescriptions.text(for: key)
    }

    /// Whether that text is present and not blank, judged once.
    func hasUsageDescription(for key: UsageDescriptionKey) -> Bool {
      usageDescriptions.isDescribed(key)
    }

    /// The library exists on every device that has Photos; no other source is this system's.
    func isAvailable(_ source: AccessSource) -> Bool {
      guard case .photoLibrary? = source.mediaSource else { return false }
      return true
    }

    /// `PHPhotoLibrary.authorizationStatus(for:)` at the source's access level, never the
    /// legacy `authorizationStatus()`, which reports `.authorized` when access is limited. A
    /// status this package does not know fails closed.
    func status(for source: AccessSource) -> AuthorizationStatus {
      guard case .photoLibrary(let access)? = source.mediaSource else { return .restricted }
      return AuthorizationStatus(PHPhotoLibrary.authorizationStatus(for: PHAccessLevel(access)))
    }

    /// Shows the system prompt and returns the resulting status. It calls the framework's async
    /// form, so no closure formed on the main actor reaches the framework
    /// (Tests/AppleSDKStubs/README.md, rule 4); it runs off the main actor because the authority
    /// calls it from a detached task.
    func requestAccess(for source: AccessSource) async -> AuthorizationStatus {
      guard case .photoLibrary(let access)? = source.mediaSource else { return .restricted }
      return AuthorizationStatus(
        await PHPhotoLibrary.requestAuthorization(for: PHAccessLevel(access)))
    }
  }
#endif
