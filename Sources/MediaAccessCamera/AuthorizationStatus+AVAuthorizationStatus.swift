internal import MediaAccess

#if canImport(AVFoundation)
  internal import AVFoundation
#endif

extension AuthorizationStatus {
  /// A capture device's status from `AVAuthorizationStatus`'s raw value, by the package's one
  /// table, ``AuthorizationStatus/init(rawValue:)``.
  ///
  /// AVFoundation numbers its statuses 0 to 3 as the table does, and has no limited access
  /// (Tests/AppleSDKStubs/README.md, "Status raw values"): its 4, or any value a future OS adds,
  /// is a status this package does not know, ``AuthorizationStatus/unknown(rawValue:)``, which
  /// never grants access.
  ///
  /// - Parameter rawValue: `AVAuthorizationStatus.rawValue`.
  init(captureDeviceRawValue rawValue: Int) {
    let status = AuthorizationStatus(rawValue: rawValue)
    self = status == .limited ? .unknown(rawValue: rawValue) : status
  }

  #if canImport(AVFoundation)
    /// Maps AVFoundation's status; see ``init(captureDeviceRawValue:)``.
    init(_ status: AVAuthorizationStatus) {
      self.init(captureDeviceRawValue: status.rawValue)
    }
  #endif
}
