#if canImport(Photos)
  internal import MediaAccess
  internal import Photos

  extension AuthorizationStatus {
    /// Maps Photos' status by its raw value: ``AuthorizationStatus/init(rawValue:)`` is the
    /// package's one table, numbered as `PHAuthorizationStatus` is
    /// (Tests/AppleSDKStubs/README.md, "Status raw values"). A value a future OS adds becomes
    /// ``AuthorizationStatus/unknown(rawValue:)``, which never grants access.
    init(_ status: PHAuthorizationStatus) {
      self.init(rawValue: status.rawValue)
    }
  }
#endif
