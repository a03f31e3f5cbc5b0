internal import Foundation

/// What the platform tells and does about one source: its status, a request for access,
/// whether the hardware exists, and the app's usage-description text.
///
/// The live camera and microphone are `SourceSystem`s; an app adding a source of its own
/// writes one over the source's framework (see <doc:AddingASourceOfYourOwn>) and makes its
/// authority with ``SourceAuthority/init(_:system:)``.
///
/// ```swift
/// final class SpeechRecognitionSystem: SourceSystem {
///   func status() -> AuthorizationStatus {
///     AuthorizationStatus(rawValue: SFSpeechRecognizer.authorizationStatus().rawValue)
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

  /// The status when the device has the source, or `nil` when it has not: the hardware, then
  /// the status, in one call. Defaults to ``isAvailable()`` then ``status()``; there is no need
  /// to implement it.
  ///
  /// - Returns: The status, or `nil` when the source does not exist on this device.
  func statusIfAvailable() -> AuthorizationStatus?
}

// MARK: - Default implementations

extension SourceSystem {
  /// The source exists.
  ///
  /// - Returns: `true`.
  public func isAvailable() -> Bool { true }

  /// ``status()`` when ``isAvailable()``. Inlinable, so that a conforming type's witness calls
  /// its own two methods directly: an authorized launch's reading is one call into the system.
  ///
  /// - Returns: The status, or `nil` when the source does not exist on this device.
  @inlinable
  public func statusIfAvailable() -> AuthorizationStatus? {
    isAvailable() ? status() : nil
  }

  /// The main bundle's Info.plist string for `key`.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: The text, or `nil` when absent or not a string.
  public func usageDescription(for key: UsageDescriptionKey) -> String? {
    Bundle.main.object(forInfoDictionaryKey: key.rawValue) as? String
  }
}

/// One source's ``SourceSystem``, as the ``MediaSystem`` of an authority that answers for that
/// source alone: any other source is unavailable, and its status restricted.
package final class SingleSourceSystem: MediaSystem {
  private let source: MediaSource?
  private let ownSource: AccessSource
  private let system: any SourceSystem
  private let key: UsageDescriptionKey
  /// The source's own text judged once, for a system whose texts cannot change.
  private let isDescribed: Bool?
  /// ``number(of:)`` of the source, or -1 for a source of the app's own.
  private let number: Int

  /// - Parameters:
  ///   - source: The source the system answers for.
  ///   - system: The source's system.
  ///   - textsAreFixed: Whether the system's usage descriptions cannot change, as a running
  ///     app's Info.plist cannot: then the source's own is judged once, here.
  package init(_ source: AccessSource, _ system: any SourceSystem, textsAreFixed: Bool = false) {
    self.source = source.mediaSource
    self.number = source.mediaSource.map(Self.number(of:)) ?? -1
    self.ownSource = source
    self.system = system
    self.key = source.usageDescriptionKey
    self.isDescribed =
      textsAreFixed ? system.usageDescription(for: key).map { !$0.isBlank } ?? false : nil
  }

  /// Numbers the package's own sources, so that the fast path compares two numbers rather
  /// than an optional enumeration with a payload.
  private static func number(of source: MediaSource) -> Int {
    switch source {
    case .camera: 0
    case .microphone: 1
    case .photoLibrary(.readWrite): 2
    case .photoLibrary(.addOnly): 3
    }
  }

  /// Whether `source` is this system's: one comparison of the package's own sources.
  private func isOwn(_ source: AccessSource) -> Bool {
    if let own = self.source { return source.mediaSource == own }
    return source == ownSource
  }

  package func isAvailable(_ source: AccessSource) -> Bool {
    isOwn(source) && system.isAvailable()
  }

  package func status(for source: AccessSource) -> AuthorizationStatus {
    isOwn(source) ? system.status() : .restricted
  }

  package func requestAccess(for source: AccessSource) async -> AuthorizationStatus {
    isOwn(source) ? await system.requestAccess() : .restricted
  }

  package func usageDescription(for key: UsageDescriptionKey) -> String? {
    system.usageDescription(for: key)
  }

  package func hasUsageDescription(for key: UsageDescriptionKey) -> Bool {
    if key == self.key, let isDescribed { return isDescribed }
    return usageDescription(for: key).map { !$0.isBlank } ?? false
  }

  /// The hardware, the source's own text and the status, the source checked once.
  package func reading(for source: AccessSource) -> SourceReading {
    isOwn(source) ? ownReading() : .unavailable
  }

  /// The same reading. With the text judged once, a described source's hardware and status
  /// are read in one call into the source's system: the fast paths' case.
  package func reading(of source: MediaSource) -> SourceReading {
    guard Self.number(of: source) == number else { return .unavailable }
    guard let isDescribed else { return ownReading() }
    guard isDescribed else { return system.isAvailable() ? .undescribed : .unavailable }
    return system.statusIfAvailable().map(SourceReading.status) ?? .unavailable
  }

  /// Kept out of ``reading(of:)``, whose described case then holds no register across its call.
  @inline(never)
  private func ownReading() -> SourceReading {
    guard system.isAvailable() else { return .unavailable }
    guard hasUsageDescription(for: key) else { return .undescribed }
    return .status(system.status())
  }
}
