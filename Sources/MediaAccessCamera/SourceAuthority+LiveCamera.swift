#if canImport(AVFoundation)
  public import MediaAccess

  extension SourceAuthority where Kind == CameraSourceKind {
    /// The device's camera as AVFoundation reports it, and the default ``CameraAuthorizing``
    /// authority wherever `MediaAccessCamera` is imported.
    ///
    /// - The status is `AVCaptureDevice.authorizationStatus(for: .video)`, read afresh on every
    ///   launch; a status this package does not know fails closed.
    /// - The request is the async `AVCaptureDevice.requestAccess(for: .video)`, made from a
    ///   nonisolated context: no closure formed on the main actor reaches AVFoundation, which
    ///   answers on a queue of its own.
    /// - The camera is unavailable when AVFoundation finds no video device, as on the
    ///   Simulator.
    /// - The usage description is `NSCameraUsageDescription` from the main bundle, read once
    ///   (a running app's Info.plist cannot change).
    ///
    /// Every access returns the same value, so launches from every screen share one request
    /// whatever the app writes (`.live` in a computed property included).
    public static var live: CameraAuthority {
      liveCameraAuthority
    }
  }

  /// The one live camera authority of the process: one record of the requests in flight.
  private let liveCameraAuthority = CameraAuthority(
    CaptureDeviceSystem.liveCamera)
#endif
