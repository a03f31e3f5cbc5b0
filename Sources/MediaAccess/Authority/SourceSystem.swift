internal import Foundation

/// What the platform tells and does about one source: its status, a request for access,
/// whether the hardware exists, and the app's usage-description text.
///
/// The live camera, microphone and photo library are `SourceSystem`s; an app adding a source of
/// its own writes one over the source's framework (see <doc:AddingASourceOfYourOwn>) and makes
/// its authority with ``SourceAuthority/init(_:system:)``.
///
/// ```swift
/// final class SpeechRecognitionSystem: SourceSystem {
///   func status() -> AuthorizationStatus {
///     // By case: Speech numbers `denied` and `restricted` the other way round.
///     let status = SFSpeechRecognizer.authorizationStatus()
///     switch status {
///     case .notDetermined: .notDetermined
///     case .denied: .denied
///     case .restricted: .restricted
///     case .authorized: .authorized
///     @unknown default: .unknown(rawValue: status.rawValue)
///     }
///   }
///   func requestAccess() async -> AuthorizationStatus { ... }
/// }
/// ```
public protocol SourceSystem: AnyObject, Sendable {
  /// The source's status now.
  ///
  /// - Returns: What the system reports.
  func status() -> AuthorizationStatus

  /// Shows the system's prompt and returns the resulting status. Called off the main actor.
  ///
  /// - Returns: The status once the user has answered.
  func requestAccess() async -> AuthorizationStatus

  /// Whether the device has the source. Defaults to `true`.
  ///
  /// - Returns: `false` when the source does not exist on this device.
  func isAvailable() -> Bool

  /// The app's Info.plist text for `key`, or `nil` when it is absent. Defaults to the main
  /// bundle's string.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: The text as written.
  func usageDescription(for key: UsageDescriptionKey) -> String?
}

// MARK: - Default implementations

extension SourceSystem {
  /// The source exists.
  ///
  /// - Returns: `true`.
  public func isAvailable() -> Bool { true }

  /// The main bundle's Info.plist string for `key`.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: The text, or `nil` when absent or not a string.
  public func usageDescription(for key: UsageDescriptionKey) -> String? {
    Bundle.main.object(forInfoDictionaryKey: key.rawValue) as? String
  }
}
