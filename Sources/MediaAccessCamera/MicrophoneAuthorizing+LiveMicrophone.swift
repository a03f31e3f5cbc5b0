#if canImport(AVFoundation)
  public import MediaAccess

  extension MicrophoneAuthorizing {
    /// The live microphone, `MicrophoneAuthority.live`: with `MediaAccessCamera` imported, a
    /// conformer gets it without writing anything. Declare your own `microphoneAuthority` to
    /// inject a scripted one in tests.
    public var microphoneAuthority: MicrophoneAuthority {
      .live
    }
  }
#endif
