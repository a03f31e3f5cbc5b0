#if canImport(Photos)
  public import MediaAccess

  extension PhotoLibraryAuthorizing {
    /// The live photo library, `PhotoLibraryAuthority.live`: with `MediaAccessPhotos`
    /// imported, a conformer gets it without writing anything. Declare your own
    /// `photoLibraryAuthority` to inject a scripted one in tests.
    public var photoLibraryAuthority: PhotoLibraryAuthority {
      .live
    }
  }
#endif
