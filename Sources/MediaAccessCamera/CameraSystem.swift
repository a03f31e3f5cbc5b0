#if canImport(AVFoundation)
  internal import MediaAccess
  internal import AVFoundation

  /// The camera as AVFoundation reports it, behind ``MediaAuthority/liveCamera``.
  ///
  /// It answers for ``MediaSource/camera`` only: any other source is unavailable, and its
  /// status restricted.
  struct CameraSystem: MediaSystem {
    /// Whether AVFoundation finds a video device; it finds none on the Simulator.
    func isAvailable(_ source: MediaSource) -> Bool {
      source == .camera && AVCaptureDevice.default(for: .video) != nil
    }

    /// `AVCaptureDevice.authorizationStatus(for: .video)`; a status this package does not
    /// know fails closed.
    func status(for source: MediaSource) -> AuthorizationStatus {
      source == .camera ? Self.currentCameraStatus() : .restricted
    }

    /// Shows the system prompt and returns the resulting status. Async and nonisolated, so the
    /// prompt's answer never has to come back to the main actor through a closure.
    func requestAccess(for source: MediaSource) async -> AuthorizationStatus {
      guard source == .camera else { return .restricted }
      let granted = await AVCaptureDevice.requestAccess(for: .video)
      if granted {
        return .authorized
      }
      // Refused: report why (denied, or restricted meanwhile), but never a granting status.
      let status = Self.currentCameraStatus()
      return status.grantsAccess ? .denied : status
    }

    private static func currentCameraStatus() -> AuthorizationStatus {
      AuthorizationStatus(AVCaptureDevice.authorizationStatus(for: .video))
    }
  }
#endif
