/// What a launch came to, delivered to a launch's completion and returned by the async forms.
///
/// ```swift
/// launchCamera(success: { [weak self] in self?.presentCameraPicker() }) { outcome in
///   analytics.log("camera: \(outcome)")
/// }
/// ```
public enum LaunchOutcome: Hashable, Sendable, CustomStringConvertible {
  /// Access is allowed; the success closure ran.
  case authorized
  /// Access is allowed to the photos the user chose; the success closure ran.
  case limited
  /// The user refused access, now or earlier.
  case denied
  /// Access is blocked by parental controls or device management, or the status is unknown.
  case restricted
  /// The device has no such source, such as a camera on the Simulator.
  case unavailable
  /// The app's Info.plist lacks the usage description the system needs; the system was not
  /// asked, because iOS terminates an app that asks without it.
  case misconfigured(missingKey: UsageDescriptionKey)
  /// The launch ended before an answer mattered: the screen went away, the soft ask was
  /// dismissed, or the awaiting task was cancelled.
  case cancelled

  /// Whether the launch granted access, that is `authorized` or `limited`.
  public var grantsAccess: Bool {
    switch self {
    case .authorized, .limited: true
    case .denied, .restricted, .unavailable, .misconfigured, .cancelled: false
    }
  }

  /// For ``misconfigured(missingKey:)``, a message naming the missing key and how to fix it.
  public var diagnostic: String? {
    guard case .misconfigured(let key) = self else { return nil }
    return """
      MediaAccess: \(key.rawValue) is missing or empty in the app's Info.plist. \
      The system was not asked, because iOS terminates an app that requests this access \
      without it. Add \(key.rawValue) with a sentence telling the user why the app needs it.
      """
  }

  /// The case name, such as `denied` or `misconfigured(NSCameraUsageDescription)`.
  public var description: String {
    switch self {
    case .authorized: "authorized"
    case .limited: "limited"
    case .denied: "denied"
    case .restricted: "restricted"
    case .unavailable: "unavailable"
    case .misconfigured(let key): "misconfigured(\(key.rawValue))"
    case .cancelled: "cancelled"
    }
  }
}
