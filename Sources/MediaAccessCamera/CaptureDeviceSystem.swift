#if canImport(AVFoundation)
  internal import MediaAccess
  internal import AVFoundation

  /// A capture device as AVFoundation reports it: the camera (`.video`) or the microphone
  /// (`.audio`), behind `CameraAuthority.live` and `MicrophoneAuthority.live`.
  ///
  /// Each answers for its own source only: any other source is unavailable, and its status
  /// restricted.
  final class CaptureDeviceSystem: MediaSystem {
    /// The source this device serves.
    let source: MediaSource
    /// AVFoundation's media type for it.
    let mediaType: AVMediaType
    /// The app's Info.plist texts, read once: a running app's Info.plist cannot change.
    let usageDescriptions = UsageDescriptions(InfoPlist.mainBundleUsageDescriptions)

    private init(source: MediaSource, mediaType: AVMediaType) {
      self.source = source
      self.mediaType = mediaType
    }

    /// The camera.
    static let camera = CaptureDeviceSystem(source: .camera, mediaType: .video)
    /// The microphone: the same framework and the same calls, for `.audio`.
    static let microphone = CaptureDeviceSystem(source: .microphone, mediaType: .audio)

    /// The app's Info.plist text for `key`, from the main bundle.
    func usageDescription(for key: UsageDescriptionKey) -> String? {
      usageDescriptions.text(for: key)
    }

    /// Whether that text is present and not blank, judged once.
    func hasUsageDescription(for key: UsageDescriptionKey) -> Bool {
      usageDescriptions.isDescribed(key)
    }

    /// Whether the app has such a device to capture from.
    ///
    /// On iOS, Mac Catalyst and macOS: whether AVFoundation finds a device of the media type;
    /// it finds no camera on the Simulator or a Mac without one, and no microphone on a Mac
    /// without an audio input.
    ///
    /// On visionOS: always `true`. The one camera an app gets there is the front camera, a
    /// virtual camera that shows the user's Persona, not the room; it exists on every Apple
    /// Vision Pro, as the microphones do, and access is asked for and denied like any other.
    /// The device lookup cannot be used to check: `AVCaptureDevice.default(for:)` is
    /// `API_UNAVAILABLE(visionos)` in the iOS 18 SDK (Apple's page now lists visionOS 2.1+), so a
    /// build with that SDK would not compile (Tests/AppleSDKStubs/README.md, "AVFoundation").
    func isAvailable(_ source: MediaSource) -> Bool {
      guard source == self.source else { return false }
      #if os(visionOS)
        return true
      #else
        return AVCaptureDevice.default(for: mediaType) != nil
      #endif
    }

    /// `AVCaptureDevice.authorizationStatus(for:)`; a status this package does not know fails
    /// closed.
    func status(for source: MediaSource) -> AuthorizationStatus {
      source == self.source ? currentStatus() : .restricted
    }

    /// Shows the system prompt and returns the resulting status. It calls the framework's async
    /// form, so no closure formed on the main actor reaches the framework
    /// (Tests/AppleSDKStubs/README.md, rule 4); it runs off the main actor because the authority
    /// calls it from a detached task.
    func requestAccess(for source: MediaSource) async -> AuthorizationStatus {
      guard source == self.source else { return .restricted }
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
