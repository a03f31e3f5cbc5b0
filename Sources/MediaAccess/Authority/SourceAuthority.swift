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

extension SourceAuthority where Kind == CameraSourceKind {
  /// The camera's status, read afresh: what a "Camera access is off" banner shows.
  ///
  /// ```swift
  /// let cameraIsOff = CameraAuthority.live.status() == .denied
  /// ```
  ///
  /// - Returns: What the system reports now.
  public func status() -> AuthorizationStatus {
    base.status(for: .camera)
  }

  /// Whether the device has a camera.
  ///
  /// - Returns: `false` when the device has none, as on the Simulator.
  public func isAvailable() -> Bool {
    base.isAvailable(.camera)
  }

  /// The app's camera usage description, or `nil` when it is missing or blank.
  ///
  /// - Returns: The trimmed text, or `nil` when the system would refuse to ask for access.
  public func usageDescription() -> String? {
    base.usageDescription(for: .camera)
  }
}

extension SourceAuthority where Kind == MicrophoneSourceKind {
  /// The microphone's status, read afresh.
  ///
  /// - Returns: What the system reports now.
  public func status() -> AuthorizationStatus {
    base.status(for: .microphone)
  }

  /// Whether the device has a microphone.
  ///
  /// - Returns: `false` when the device has none.
  public func isAvailable() -> Bool {
    base.isAvailable(.microphone)
  }

  /// The app's microphone usage description, or `nil` when it is missing or blank.
  ///
  /// - Returns: The trimmed text, or `nil` when the system would refuse to ask for access.
  public func usageDescription() -> String? {
    base.usageDescription(for: .microphone)
  }
}

extension SourceAuthority where Kind == PhotoLibrarySourceKind {
  /// The photo library's status at an access level, read afresh.
  ///
  /// ```swift
  /// let canSave = PhotoLibraryAuthority.live.status(for: .addOnly) == .authorized
  /// ```
  ///
  /// - Parameter access: The access level to ask about.
  /// - Returns: What the system reports now.
  public func status(for access: PhotoLibraryAccess) -> AuthorizationStatus {
    base.status(for: .photoLibrary(access))
  }

  /// Whether the device has a photo library the app can reach at an access level.
  ///
  /// - Parameter access: The access level to ask about.
  /// - Returns: `false` when the source does not exist on this device.
  public func isAvailable(_ access: PhotoLibraryAccess) -> Bool {
    base.isAvailable(.photoLibrary(access))
  }

  /// The app's usage description for an access level, or `nil` when it is missing or blank.
  ///
  /// - Parameter access: The access level whose ``MediaSource/usageDescriptionKey`` is read.
  /// - Returns: The trimmed text, or `nil` when the system would refuse to ask for access.
  public func usageDescription(for access: PhotoLibraryAccess) -> String? {
    base.usageDescription(for: .photoLibrary(access))
  }
}

// MARK: - Deprecated

extension SourceAuthority {
  /// The current status of any source, whatever the authority's kind.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: What the system reports now; `restricted` for a source the authority does not
  ///   answer for.
  @available(
    *, deprecated,
    message:
      "Ask the authority about its own source: status() on the camera's or the microphone's, status(for: access) on the photo library's"
  )
  public func status(for source: MediaSource) -> AuthorizationStatus {
    base.status(for: source)
  }

  /// Whether the device has any source, whatever the authority's kind.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: `false` when the source does not exist on this device.
  @available(
    *, deprecated,
    message:
      "Ask the authority about its own source: isAvailable() on the camera's or the microphone's, isAvailable(access) on the photo library's"
  )
  public func isAvailable(_ source: MediaSource) -> Bool {
    base.isAvailable(source)
  }

  /// The app's usage description for any source, whatever the authority's kind.
  ///
  /// - Parameter source: The source whose ``MediaSource/usageDescriptionKey`` is read.
  /// - Returns: The trimmed text, or `nil` when the system would refuse to ask for access.
  @available(
    *, deprecated,
    message:
      "Ask the authority about its own source: usageDescription() on the camera's or the microphone's, usageDescription(for: access) on the photo library's"
  )
  public func usageDescription(for source: MediaSource) -> String? {
    base.usageDescription(for: source)
  }
}
