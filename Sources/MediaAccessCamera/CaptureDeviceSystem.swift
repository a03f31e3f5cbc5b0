#if canImport(AVFoundation)
  internal import Foundation
  internal import MediaAccess
  internal import AVFoundation

  /// A capture device as AVFoundation reports it: the camera (`.video`) or the microphone
  /// (`.audio`), behind `CameraAuthority.live` and `MicrophoneAuthority.live`.
  ///
  /// A source's system, as an app's own source has one: the authority made over it
  /// (``live(_:)``) judges the source's usage description once.
  final class CaptureDeviceSystem: SourceSystem {
    /// AVFoundation's media type for the source.
    let mediaType: AVMediaType

    private init(mediaType: AVMediaType) {
      self.mediaType = mediaType
    }

    /// The camera's live authority.
    static var liveCamera: MediaAuthority { live(.camera, .video) }
    /// The microphone's: the same framework and the same calls, for `.audio`.
    static var liveMicrophone: MediaAuthority { live(.microphone, .audio) }

    /// The live authority of `source` over AVFoundation's `mediaType`.
    private static func live(_ source: MediaSource, _ mediaType: AVMediaType) -> MediaAuthority {
      MediaAuthority([source: CaptureDeviceSystem(mediaType: mediaType)], textsAreFixed: true)
    }

    /// The app's Info.plist text for `key`, from the main bundle, read once: a running app's
    /// Info.plist cannot change.
    func usageDescription(for key: UsageDescriptionKey) -> String? {
      InfoPlist.mainBundleUsageDescriptions[key]
    }

    /// Whether the app has such a device to capture from.
    ///
    /// On iOS, Mac Catalyst and macOS: whether AVFoundation finds a device of the media type;
    /// it finds no camera on the Simulator or a Mac without one, and no microphone on a Mac
    /// without an audio input.
    ///
    /// On Mac Catalyst, a camera not found is reported once to the developer when the app is
    /// sandboxed: it may lack the camera entitlement (``CameraLookup``).
    ///
    /// On visionOS: the microphone always; the camera when `systemPreferredCamera` names one,
    /// once access is granted (before that, always, so that the launch can ask; the next
    /// launch looks). The one
    /// camera an app gets there is the front camera, a virtual camera that shows the user's
    /// Persona, not the room. `AVCaptureDevice.default(for:)` is `API_UNAVAILABLE(visionos)` in
    /// the iOS 18 SDK (Tests/AppleSDKStubs/README.md, "AVFoundation").
    func isAvailable() -> Bool {
      #if os(visionOS)
        return isAvailableOnVisionOS()
      #else
        let found = AVCaptureDevice.default(for: mediaType) != nil
        #if targetEnvironment(macCatalyst)
          if !found, mediaType == .video { _ = Self.reportedCameraAbsence }
        #endif
        return found
      #endif
    }

    #if targetEnvironment(macCatalyst)
      /// Tells the developer, once per process (an app's entitlements cannot change while it
      /// runs), that a sandboxed Mac Catalyst app finding no camera may lack the entitlement.
      private static let reportedCameraAbsence: Void = {
        let diagnostic = CameraLookup.absenceDiagnostic(
          onMacCatalyst: true, environment: ProcessInfo.processInfo.environment)
        if let diagnostic { MisconfigurationLog.report(diagnostic) }
      }()
    #endif

    #if os(visionOS)
      /// On visionOS: the microphones exist on every Apple Vision Pro; the camera is judged by
      /// ``CameraLookup/isAvailable(status:systemPreferredCameraFound:)``.
      private func isAvailableOnVisionOS() -> Bool {
        guard mediaType == .video else { return true }
        return CameraLookup.isAvailable(status: currentStatus()) {
          AVCaptureDevice.systemPreferredCamera != nil
        }
      }
    #endif

    /// `AVCaptureDevice.authorizationStatus(for:)`; a status this package does not know fails
    /// closed.
    func status() -> AuthorizationStatus {
      currentStatus()
    }

    /// Shows the system prompt and returns the resulting status. It calls the framework's async
    /// form, so no closure formed on the main actor reaches the framework
    /// (Tests/AppleSDKStubs/README.md, rule 4); it runs off the main actor because the authority
    /// calls it from a detached task.
    func requestAccess() async -> AuthorizationStatus {
      let granted = await AVCaptureDevice.requestAccess(for: mediaType)
      if granted {
        return .authorized
      }
      // Refused: report why (denied, or restricted meanwhile), but never a granting status.
      let status = currentStatus()
      return status.grantsAccess ? .denied : status
    }

    private func currentStatus() -> AuthorizationStatus {
      AuthorizationStatus(AVCaptureDevice.authorizationStatus(for: mediaType))
    }
  }
#endif
