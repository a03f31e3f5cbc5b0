import MediaAccess

/// What the benchmark's stand-in for the system reports about a source.
///
/// Both sides of every comparison read the status through the same non-inlinable call, the way
/// an app calls `AVCaptureDevice.authorizationStatus(for:)`, so neither can have it folded
/// into a constant by the optimizer.
final class StandInSystem: Sendable {
  private let status: AuthorizationStatus

  init(status: AuthorizationStatus) {
    self.status = status
  }

  @inline(never)
  func authorizationStatus(for source: MediaSource) -> AuthorizationStatus {
    status
  }
}

/// A system that has granted access to everything.
let grantingSystem = StandInSystem(status: .authorized)
/// A system on which the user has refused access to everything.
let refusingSystem = StandInSystem(status: .denied)

/// Whether the stand-in device has a source: it has them all.
@inline(never)
func standInIsAvailable(_ source: MediaSource) -> Bool {
  true
}

/// The stand-in app's Info.plist: it describes every source.
let standInUsageDescriptions: [UsageDescriptionKey: String] = Dictionary(
  uniqueKeysWithValues: UsageDescriptionKey.allCases.map { key in
    (key, standInUsageDescription(key) ?? "")
  })

/// Authorities built as the live ones are: closures that capture nothing and call the system,
/// with no lock (unlike `ScriptedAuthority`, which locks on every read), and usage descriptions
/// fixed when the authority is made, as the Info.plist is. Made once, as the documentation asks.
enum BenchAuthorities {
  static let granting = MediaAuthority(
    status: { grantingSystem.authorizationStatus(for: $0) },
    requestAccess: { grantingSystem.authorizationStatus(for: $0) },
    isAvailable: { standInIsAvailable($0) },
    fixedUsageDescriptions: standInUsageDescriptions
  )

  static let refusing = MediaAuthority(
    status: { refusingSystem.authorizationStatus(for: $0) },
    requestAccess: { refusingSystem.authorizationStatus(for: $0) },
    isAvailable: { standInIsAvailable($0) },
    fixedUsageDescriptions: standInUsageDescriptions
  )

  /// As ``granting``, made with the public initializer, so the usage description is read and
  /// scanned on every launch, as for a custom authority or `ScriptedAuthority`.
  static let grantingReadingDescription = MediaAuthority(
    status: { grantingSystem.authorizationStatus(for: $0) },
    requestAccess: { grantingSystem.authorizationStatus(for: $0) },
    isAvailable: { standInIsAvailable($0) },
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
  let cameraAuthority: MediaAuthority
  private let renderer: (any AlertTextRendering)?

  /// - Parameters:
  ///   - authority: The authority to launch against.
  ///   - renderer: The text renderer; `nil` keeps the protocol's default, which picks the
  ///     user's language and reads the app's name on every dialog.
  init(authority: MediaAuthority, renderer: (any AlertTextRendering)? = nil) {
    self.cameraAuthority = authority
    self.renderer = renderer
  }

  var alertTextRenderer: any AlertTextRendering {
    renderer ?? LocalizedAlertTextRenderer()
  }

  var settingsOpener: SettingsOpener {
    .none
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    consume(alert.title.utf8.count &+ alert.message.utf8.count &+ alert.actions.count)
  }
}

/// The hand-written helper an app would otherwise copy: read the status, switch, call the
/// closure. It reads the status from the same authority as the mixin, and checks neither the
/// hardware nor the Info.plist key. The compiler may inline it, as it may the mixin.
@MainActor
func handWrittenLaunchCamera(success: @escaping @MainActor () -> Void) {
  switch BenchAuthorities.granting.status(for: .camera) {
  case .authorized, .limited:
    success()
  case .notDetermined, .denied, .restricted, .unknown:
    break
  }
}

/// Whether the stand-in app describes the camera, judged once, as a careful hand-written helper
/// would keep it.
let handWrittenHasCameraDescription =
  standInUsageDescriptions[.camera].map { !$0.allSatisfy(\.isWhitespace) } ?? false

/// The hand-written helper with the checks the mixin makes first: the hardware, through the
/// same stand-in, and the Info.plist key, judged once.
@MainActor
func checkedHandWrittenLaunchCamera(success: @escaping @MainActor () -> Void) {
  guard standInIsAvailable(.camera), handWrittenHasCameraDescription else { return }
  switch grantingSystem.authorizationStatus(for: .camera) {
  case .authorized, .limited:
    success()
  case .notDetermined, .denied, .restricted, .unknown:
    break
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
