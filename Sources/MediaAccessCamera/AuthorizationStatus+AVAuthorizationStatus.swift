#if canImport(AVFoundation)
  internal import AVFoundation
  internal import MediaAccess

  extension AuthorizationStatus {
    /// Maps AVFoundation's status. A value added by a future OS becomes
    /// ``AuthorizationStatus/unknown(rawValue:)``, which never grants access.
    init(_ status: AVAuthorizationStatus) {
      switch status {
      case .notDetermined: self = .notDetermined
      case .restricted: self = .restricted
      case .denied: self = .denied
      case .authorized: self = .authorized
      @unknown default: self = .unknown(rawValue: status.rawValue)
      }
    }
  }
#endif
