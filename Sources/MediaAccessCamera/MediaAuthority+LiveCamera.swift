#if canImport(AVFoundation)
  public import MediaAccess

  extension MediaAuthority {
    /// The device's camera as AVFoundation reports it, and the default ``CameraAuthorizing``
    /// authority wherever `MediaAccessCamera` is imported.
    ///
    /// - The status is `AVCaptureDevice.authorizationStatus(for: .video)`, read afresh on every
    ///   launch; a status this package does not know fails closed.
    /// - The request is the async `AVCaptureDevice.requestAccess(for: .video)`, made from a
    ///   nonisolated context: no closure formed on the main actor reaches AVFoundation, which
    ///   answers on a queue of its own.
    /// - The camera is unavailable when `AVCaptureDevice.default(for: .video)` finds none, as on
    ///   the Simulator.
    /// - The usage description is `NSCameraUsageDescription` from the main bundle, read once
    ///   (a running app's Info.plist cannot change).
    ///
    /// It answers for ``MediaSource/camera`` only and reports any other source unavailable. It
    /// is a single value so that launches from every screen share one request.
    public static let liveCamera = MediaAuthority(
      system: CameraSystem(), fixedUsageDescriptions: InfoPlist.mainBundleUsageDescriptions)
  }
#endif
