#if canImport(AVFoundation)
  internal import MediaAccess
  internal import AVFoundation

  /// The camera as AVFoundation reports it, behind ``MediaAuthority/liveCamera``.
  ///
  /// It answers for ``MediaSource/camera`` only: any other source is unavailable, and its
  /// status restricted.
  struct CameraSystem: MediaSystem {
    /// Whether the app has a camera to capture from.
    ///
    /// On iOS, Mac Catalyst and macOS: whether AVFoundation finds a video device; it finds none
    /// on the Simulator or a Mac without a camera.
    ///
    /// On visionOS: always `true`. The one camera an app gets there is the front camera, a
    /// virtual camera that shows the user's Persona, not the room; it exists on every Apple
    /// Vision Pro, and access to it is asked for and denied like any camera's. The device
    /// lookup cannot be used to check: `AVCaptureDevice.default(for:)` is
    /// `API_UNAVAILABLE(visionos)` in the iOS 18 SDK (Apple's page now lists visionOS 2.1+), so a
    /// build with that SDK would not compile (Tests/AppleSDKStubs/README.md, "AVFoundation").
    func isAvailable(_ source: MediaSource) -> Bool {
      guard source == .camera else { return false }
      #if os(visionOS)
        return true
      #else
        return AVCaptureDevice.default(for: .video) != nil
      #endif
    }

    /// `AVCaptureDevice.authorizationStatus(for: .video)`; a status this package does not
    /// know fails closed.
    func status(for source: MediaSource) -> AuthorizationStatus {
      source == .camera ? Self.currentCameraStatus() : .restricted
    }

    /// Shows the system prompt and returns the resulting status. It calls the framework's async
    /// form, so no closure formed on the main actor reaches the framework
    /// (Tests/AppleSDKStubs/README.md, rule 4); it runs off the main actor because the authority
    /// calls it from a detached task.
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
