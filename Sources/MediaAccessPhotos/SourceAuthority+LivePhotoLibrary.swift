#if canImport(Photos)
  public import MediaAccess

  extension SourceAuthority where Kind == PhotoLibrarySourceKind {
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
    /// Every access returns the same value, so launches from every screen share one request
    /// per access level whatever the app writes.
    public static var live: PhotoLibraryAuthority {
      livePhotoLibraryAuthority
    }
  }

  /// The one live photo library authority of the process: one record of the requests in
  /// flight.
  private let livePhotoLibraryAuthority = PhotoLibraryAuthority(
    PhotoLibrarySystem.livePhotoLibrary)
#endif
