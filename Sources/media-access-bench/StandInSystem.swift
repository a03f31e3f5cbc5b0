import Foundation
import MediaAccess

/// The benchmark's stand-in for the system: what an app calls as
/// `AVCaptureDevice.authorizationStatus(for:)` and `AVCaptureDevice.default(for:)`, static
/// calls on a type, and a ``SourceSystem`` over them, as `MediaAccessCamera`'s live system is
/// over AVFoundation's.
///
/// The mixin's authorities and the hand-written helpers make the same static calls. Each is
/// opaque to the optimizer (never inlined, never optimized, so never specialized or known to
/// have no side effects): a call cannot be folded into a constant or hoisted out of a timed
/// loop, as a call into AVFoundation cannot.
///
/// The static calls take the package's built-in source, a constant as trivial to pass as the
/// `AVMediaType` constants AVFoundation takes, so that neither side pays for copying a source.
final class StandInSystem: SourceSystem {
  let source: BuiltInSource
  let granting: Bool

  init(_ source: BuiltInSource, granting: Bool) {
    self.source = source
    self.granting = granting
  }

  func usageDescription(for key: UsageDescriptionKey) -> String? {
    standInUsageDescriptions[key]
  }

  @inline(never)
  @_optimize(none)
  static func authorizationStatus(for source: BuiltInSource, granting: Bool)
    -> AuthorizationStatus
  {
    granting ? .authorized : .denied
  }

  @inline(never)
  @_optimize(none)
  static func hasDevice(for source: BuiltInSource) -> Bool {
    if case .photoLibrary = source { return false }
    return true
  }

  // MARK: - SourceSystem

  func isAvailable() -> Bool {
    Self.hasDevice(for: source)
  }

  func status() -> AuthorizationStatus {
    Self.authorizationStatus(for: source, granting: granting)
  }

  func requestAccess() async -> AuthorizationStatus {
    Self.authorizationStatus(for: source, granting: granting)
  }
}

let standInUsageDescriptions: [UsageDescriptionKey: String] = Dictionary(
  uniqueKeysWithValues: UsageDescriptionKey.allCases.map { key in
    (key, standInUsageDescription(key) ?? "")
  })

/// Authorities built as the live ones are: over a system that calls the stand-ins with no lock
/// (unlike `ScriptedAuthority`, which locks on every read), with usage descriptions fixed when
/// the authority is made, as the Info.plist is. Made once, as the documentation asks.
enum BenchAuthorities {
  static let granting = live(.camera, granting: true)

  /// The microphone's authority for a video capture: a value of its own, as
  /// `MicrophoneAuthority.live` is apart from `CameraAuthority.live`, over the same stand-in
  /// system, which has a microphone and a usage description for it.
  static let grantingMicrophone = live(.microphone, granting: true)

  static let refusing = live(.camera, granting: false)

  /// An authority made as the live camera's and microphone's are: one source's system, its
  /// usage description judged once.
  static func live(_ source: BuiltInSource, granting: Bool) -> MediaAuthority {
    MediaAuthority(
      [MediaSource(source): StandInSystem(source, granting: granting)], textsAreFixed: true)
  }

  /// As ``granting``, made with the public initializer, so the usage description is read and
  /// scanned on every launch, as for a custom authority or `ScriptedAuthority`.
  static let grantingReadingDescription = MediaAuthority(
    // The benchmark launches only the package's own sources.
    status: { StandInSystem.authorizationStatus(for: $0.builtIn ?? .camera, granting: true) },
    requestAccess: {
      StandInSystem.authorizationStatus(for: $0.builtIn ?? .camera, granting: true)
    },
    isAvailable: { StandInSystem.hasDevice(for: $0.builtIn ?? .camera) },
    usageDescription: { standInUsageDescription($0) }
  )
}

/// The stand-in app's Info.plist text for a key, read afresh each time.
@inline(never)
func standInUsageDescription(_ key: UsageDescriptionKey) -> String? {
  "Scan receipts with the camera."
}

/// A screen as an app writes one: it conforms and stores its authority. Dialogs go nowhere,
/// after their text has been read so that building them cannot be optimized away.
@MainActor
final class BenchScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  private let renderer: (any AlertTextRendering)?

  /// - Parameters:
  ///   - authority: The authority to launch against.
  ///   - renderer: The text renderer; `nil` keeps the protocol's default, which picks the
  ///     user's language and reads the app's name on every dialog.
  init(authority: MediaAuthority, renderer: (any AlertTextRendering)? = nil) {
    self.cameraAuthority = CameraAuthority(authority)
    self.renderer = renderer
  }

  var alertTextRenderer: any AlertTextRendering {
    renderer ?? LocalizedAlertTextRenderer()
  }

  var settingsOpener: SettingsOpener {
    .disabled
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    consume(alert.title.utf8.count &+ alert.message.utf8.count &+ alert.actions.count)
  }
}

/// A screen that records video: it conforms to both mixins and stores both authorities, as an
/// app's recording screen does. Only the authorized path is measured, so it shows no dialog.
@MainActor
final class BenchVideoScreen: CameraAuthorizing, MicrophoneAuthorizing {
  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority

  init(camera: MediaAuthority, microphone: MediaAuthority) {
    cameraAuthority = CameraAuthority(camera)
    microphoneAuthority = MicrophoneAuthority(microphone)
  }

  var settingsOpener: SettingsOpener {
    .disabled
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    consume(alert.title.utf8.count &+ alert.message.utf8.count &+ alert.actions.count)
  }
}

// MARK: - Checking the reads

/// A granting source's system that counts what launches read from it, to check that each timed
/// path reads what the contract asks and nothing more (a video capture: the hardware and the
/// status of each source once). It is never timed: its lock would dwarf the launch.
///
/// `@unchecked Sendable` is safe because the counts are read and written only while `lock` is
/// held.
final class CountingSystem: SourceSystem, @unchecked Sendable {
  private let lock = NSLock()
  private var availabilityReads = 0
  private var statusReads = 0

  /// Reads so far, as a "hardware/status" pair: `[1, 1]` after one launch.
  var reads: [Int] {
    lock.withLock { [availabilityReads, statusReads] }
  }

  /// An authority over this system for `source`, its usage description judged once.
  func authority(for source: MediaSource) -> MediaAuthority {
    MediaAuthority([source: self], textsAreFixed: true)
  }

  func isAvailable() -> Bool {
    lock.withLock { availabilityReads += 1 }
    return true
  }

  func status() -> AuthorizationStatus {
    lock.withLock { statusReads += 1 }
    return .authorized
  }

  func requestAccess() async -> AuthorizationStatus {
    .authorized
  }

  func usageDescription(for key: UsageDescriptionKey) -> String? {
    standInUsageDescriptions[key]
  }
}

// MARK: - Keeping the work

/// Where measured work leaves a trace, so the optimizer must do it.
@MainActor
var sink = 0

/// Adds to ``sink``; never inlined, so a call to it cannot be removed.
@inline(never)
@MainActor
func consume(_ value: Int) {
  sink &+= value
}
