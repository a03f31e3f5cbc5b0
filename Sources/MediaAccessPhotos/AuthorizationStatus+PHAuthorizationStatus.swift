#if canImport(Photos)
  internal import MediaAccess
  internal import Photos

  extension AuthorizationStatus {
    /// Maps Photos' status. A value added by a future OS becomes
    /// ``AuthorizationStatus/unknown(rawValue:)``, which never grants access.
    init(_ status: PHAuthorizationStatus) {
      switch status {
      case .notDetermined: self = .notDetermined
      case .restricted: self = .restricted
      case .denied: self = .denied
      case .authorized: self = .authorized
      case .limited: self = .limited
      @unknown default: self = .unknown(rawValue: status.rawValue)
      }
    }
  }
#endif
