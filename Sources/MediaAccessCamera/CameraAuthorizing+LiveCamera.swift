#if canImport(AVFoundation)
  public import MediaAccess

  extension CameraAuthorizing {
    /// The live camera, `CameraAuthority.live`: with `MediaAccessCamera` imported, a
    /// conformer gets it without writing anything. Declare your own `cameraAuthority` to
    /// inject a scripted one in tests.
    public var cameraAuthority: CameraAuthority {
      .live
    }
  }
#endif
