#if canImport(AVFoundation)
  public import MediaAccess

  extension SourceAuthority where Kind == MicrophoneSourceKind {
    /// The device's microphone as AVFoundation reports it, and the default
    /// ``MicrophoneAuthorizing`` authority wherever `MediaAccessCamera` is imported.
    ///
    /// - The status is `AVCaptureDevice.authorizationStatus(for: .audio)`, read afresh on every
    ///   launch; a status this package does not know fails closed.
    /// - The request is the async `AVCaptureDevice.requestAccess(for: .audio)`, made from a
    ///   nonisolated context. (iOS 17's `AVAudioApplication` would serve too; with iOS 16 as
    ///   the minimum, `AVCaptureDevice` covers every declared platform from one framework.)
    /// - The microphone is unavailable when AVFoundation finds no audio input.
    /// - The usage description is `NSMicrophoneUsageDescription` from the main bundle, read
    ///   once.
    ///
    /// Every access returns the same value, so launches from every screen share one request.
    public static var live: MicrophoneAuthority {
      liveMicrophoneAuthority
    }
  }

  /// The one live microphone authority of the process: one record of the requests in flight.
  private let liveMicrophoneAuthority = MicrophoneAuthority(
    CaptureDeviceSystem.liveMicrophone)
#endif
