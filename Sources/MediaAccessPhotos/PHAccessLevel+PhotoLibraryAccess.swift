#if canImport(Photos)
  internal import MediaAccess
  internal import Photos

  extension PHAccessLevel {
    /// The Photos access level for a MediaAccess one.
    init(_ access: PhotoLibraryAccess) {
      switch access {
      case .readWrite: self = .readWrite
      case .addOnly: self = .addOnly
      }
    }
  }
#endif
