#if canImport(Photos)
  public import MediaAccess
  internal import Photos

  extension MediaAuthority {
    /// The user's photo library as Photos reports it, and the default
    /// ``PhotoLibraryAuthorizing`` authority wherever `MediaAccessPhotos` is imported.
    ///
    /// - The status is `PHPhotoLibrary.authorizationStatus(for:)` at the source's access level,
    ///   read afresh on every launch. The legacy `authorizationStatus()`, which reports
    ///   `.authorized` when access is limited, is never used. A status this package does not
    ///   know fails closed.
    /// - The request is the async `PHPhotoLibrary.requestAuthorization(for:)`, made from a
    ///   nonisolated context: no closure formed on the main actor reaches Photos, which answers
    ///   on a queue of its own.
    /// - The usage description is `NSPhotoLibraryUsageDescription` for `.readWrite` and
    ///   `NSPhotoLibraryAddUsageDescription` for `.addOnly`, from the main bundle, read once (a
    ///   running app's Info.plist cannot change).
    ///
    /// It answers for ``MediaSource/photoLibrary(_:)`` only and reports the camera unavailable.
    /// It is a single value so that launches from every screen share one request per access
    /// level.
    public static let livePhotoLibrary = MediaAuthority(
      status: { source in
        guard case .photoLibrary(let access) = source else { return .restricted }
        return currentLibraryStatus(access)
      },
      requestAccess: { source in
        guard case .photoLibrary(let access) = source else { return .restricted }
        return await requestLibraryAccess(access)
      },
      isAvailable: { source in
        source != .camera
      },
      fixedUsageDescriptions: InfoPlist.mainBundleUsageDescriptions
    )

    /// The library's status at an access level now.
    private static func currentLibraryStatus(_ access: PhotoLibraryAccess) -> AuthorizationStatus {
      AuthorizationStatus(PHPhotoLibrary.authorizationStatus(for: PHAccessLevel(access)))
    }

    /// Shows the system prompt and returns the resulting status. `nonisolated` and async, so
    /// the prompt's answer never has to come back to the main actor through a closure.
    nonisolated private static func requestLibraryAccess(
      _ access: PhotoLibraryAccess
    ) async -> AuthorizationStatus {
      AuthorizationStatus(await PHPhotoLibrary.requestAuthorization(for: PHAccessLevel(access)))
    }
  }
#endif
