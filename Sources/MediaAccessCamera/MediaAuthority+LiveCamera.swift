#if canImport(AVFoundation)
  public import MediaAccess
  internal import AVFoundation

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
      status: { source in
        source == .camera ? currentCameraStatus() : .restricted
      },
      requestAccess: { source in
        source == .camera ? await requestCameraAccess() : .restricted
      },
      isAvailable: { source in
        source == .camera && AVCaptureDevice.default(for: .video) != nil
      },
      fixedUsageDescriptions: InfoPlist.mainBundleUsageDescriptions
    )

    /// The camera's status now.
    private static func currentCameraStatus() -> AuthorizationStatus {
      AuthorizationStatus(AVCaptureDevice.authorizationStatus(for: .video))
    }

    /// Shows the system prompt and returns the resulting status. `nonisolated` and async, so
    /// the prompt's answer never has to come back to the main actor through a closure.
    nonisolated private static func requestCameraAccess() async -> AuthorizationStatus {
      let granted = await AVCaptureDevice.requestAccess(for: .video)
      if granted {
        return .authorized
      }
      // Refused: report why (denied, or restricted meanwhile), but never a granting status.
      let status = currentCameraStatus()
      return status.grantsAccess ? .denied : status
    }
  }
#endif
