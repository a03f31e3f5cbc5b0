/// What the system can tell and do for one kind of source: its status, a request for access,
/// whether the hardware exists and the app's usage-description text.
///
/// You meet it as ``CameraAuthority`` and ``PhotoLibraryAuthority``, the types of
/// ``CameraAuthorizing/cameraAuthority`` and ``PhotoLibraryAuthorizing/photoLibraryAuthority``.
/// The kind is part of the type, so handing a screen the camera's authority where the photo
/// library's belongs is a compile-time error rather than a "Photo Library Unavailable" dialog at
/// run time.
///
/// On Apple platforms `MediaAccessCamera` and `MediaAccessPhotos` supply the live values
/// (`CameraAuthority.live`, `PhotoLibraryAuthority.live`) as the mixins' defaults; tests inject
/// scripted ones from `MediaAccessTesting`'s `ScriptedAuthority`.
///
/// ## Asking once
///
/// While the system is being asked about a source, further launches wait for that same answer
/// rather than asking again. That sharing belongs to the authority value: copies of one value
/// share it, and two values made apart do not. The live authorities are single values, so
/// every screen shares them whatever it writes. An authority you make yourself with
/// ``init(status:requestAccess:isAvailable:usageDescription:)`` must likewise be made once
/// and stored (a `static let`, or a stored property of something long-lived), never made anew
/// in a computed property: a double tap would then ask the system twice.
public struct SourceAuthority<Kind: SourceKind>: Sendable {
  /// The untyped authority every launch reads.
  @usableFromInline
  package let base: MediaAuthority

  /// Gives an untyped authority its kind. The package's own authorities are made this way.
  ///
  /// - Parameter base: The authority to read.
  package init(_ base: MediaAuthority) {
    self.base = base
  }

  /// Creates an authority from the four things the system can tell and do.
  ///
  /// Make it once and keep it (see "Asking once" above): each value made here has its own
  /// record of the requests in flight, shared by its copies only.
  ///
  /// ```swift
  /// // A camera that is always allowed, for a preview or a screenshot run.
  /// static let alwaysAllowed = CameraAuthority(
  ///   status: { _ in .authorized },
  ///   requestAccess: { _ in .authorized },
  ///   isAvailable: { _ in true },
  ///   usageDescription: { _ in "Scan receipts with the camera." }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - status: Reads the current status of a source. Called afresh on every launch.
  ///   - requestAccess: Asks the system (shows its prompt) and returns the resulting status.
  ///     It is always called off the main actor, from a detached task.
  ///   - isAvailable: Whether the device has the source at all. Called on every launch.
  ///   - usageDescription: The app's Info.plist string for a key, or `nil` when absent. Called
  ///     on every launch, before the status.
  public init(
    status: @escaping @Sendable (MediaSource) -> AuthorizationStatus,
    requestAccess: @escaping @Sendable (MediaSource) async -> AuthorizationStatus,
    isAvailable: @escaping @Sendable (MediaSource) -> Bool,
    usageDescription: @escaping @Sendable (UsageDescriptionKey) -> String?
  ) {
    self.init(
      MediaAuthority(
        status: status, requestAccess: requestAccess, isAvailable: isAvailable,
        usageDescription: usageDescription))
  }
}

// MARK: - API

extension SourceAuthority {
  /// The current status of a source, read afresh: what a "Camera access is off" banner shows.
  ///
  /// ```swift
  /// let cameraIsOff = CameraAuthority.live.status(for: .camera) == .denied
  /// ```
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: What the system reports now.
  public func status(for source: MediaSource) -> AuthorizationStatus {
    base.status(for: AccessSource(source))
  }

  /// Whether the device has the source, for example a camera.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: `false` when the source does not exist on this device.
  public func isAvailable(_ source: MediaSource) -> Bool {
    base.isAvailable(AccessSource(source))
  }

  /// The app's usage description for a source, or `nil` when it is missing or blank.
  ///
  /// - Parameter source: The source whose ``MediaSource/usageDescriptionKey`` is read.
  /// - Returns: The trimmed text, or `nil` when the system would refuse to ask for access.
  public func usageDescription(for source: MediaSource) -> String? {
    base.usageDescription(for: AccessSource(source))
  }
}
