/// What the system says about an app's access to a source, as AVFoundation and Photos report it.
///
/// The raw values are those of `AVAuthorizationStatus` and `PHAuthorizationStatus`. A value
/// this package does not know, from a future OS, becomes ``unknown(rawValue:)``, which never
/// grants access: a launch treats it as ``restricted``.
///
/// A framework that numbers its statuses otherwise is mapped by case, not by raw value: Speech's
/// `SFSpeechRecognizerAuthorizationStatus` puts `denied` at 1 and `restricted` at 2.
///
/// ```swift
/// AuthorizationStatus(rawValue: 4)    // .limited
/// AuthorizationStatus(rawValue: 9)    // .unknown(rawValue: 9)
/// ```
public enum AuthorizationStatus: Hashable, Sendable, CustomStringConvertible {
  /// The user has not been asked yet.
  case notDetermined
  /// Access is blocked by parental controls or device management; the user cannot change it.
  case restricted
  /// The user refused access; only the Settings app can change it.
  case denied
  /// The user allowed access.
  case authorized
  /// The user allowed access to chosen photos only (photo library, read/write, iOS 14 and
  /// later). A launch of any other source treats it as a status it does not know: restricted.
  case limited
  /// A status this package does not know. It fails closed: access is never granted.
  case unknown(rawValue: Int)

  /// Maps a raw `AVAuthorizationStatus` or `PHAuthorizationStatus` value.
  ///
  /// - Parameter rawValue: The framework's raw value; anything outside 0...4 becomes
  ///   ``unknown(rawValue:)``.
  public init(rawValue: Int) {
    switch rawValue {
    case 0: self = .notDetermined
    case 1: self = .restricted
    case 2: self = .denied
    case 3: self = .authorized
    case 4: self = .limited
    default: self = .unknown(rawValue: rawValue)
    }
  }

  /// The framework raw value this status stands for.
  public var rawValue: Int {
    switch self {
    case .notDetermined: 0
    case .restricted: 1
    case .denied: 2
    case .authorized: 3
    case .limited: 4
    case .unknown(let rawValue): rawValue
    }
  }

  /// Whether the status lets the app use the source: `authorized` or `limited`.
  public var grantsAccess: Bool {
    self == .authorized || self == .limited
  }

  /// The case name, with the raw value for ``unknown(rawValue:)``.
  public var description: String {
    switch self {
    case .notDetermined: "notDetermined"
    case .restricted: "restricted"
    case .denied: "denied"
    case .authorized: "authorized"
    case .limited: "limited"
    case .unknown(let rawValue): "unknown(\(rawValue))"
    }
  }
}
