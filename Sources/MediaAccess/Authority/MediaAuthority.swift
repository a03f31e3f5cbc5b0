internal import Foundation

/// The sources of one authority, each with its own ``SourceSystem``, and the state its
/// launches share: the system prompt in flight and the soft ask on screen, per source.
///
/// It is a table: the package's own sources have a slot each, found by a switch, and a source
/// of the app's own has its slot. A source without a system is unavailable. Reading a source
/// is one look-up and the calls into its system.
///
/// Apps meet it through ``SourceAuthority``, which gives it a kind (``CameraAuthority``,
/// ``PhotoLibraryAuthority``, or a source of the app's own); every launch reads this value
/// inside. It is one object, so that every ``SourceAuthority`` made from it shares its state:
/// while the system is being asked about a source, further launches wait for that same answer.
@usableFromInline
package final class MediaAuthority: Sendable {
  /// The package's own sources' slots, which the launches' fast paths read in place.
  @usableFromInline
  let camera: SourceEntry?
  @usableFromInline
  let microphone: SourceEntry?
  @usableFromInline
  let photoLibrary: SourceEntry?
  @usableFromInline
  let photoLibraryAddOnly: SourceEntry?
  /// The one source of an authority made for a source of the app's own; `nil` for the
  /// package's own authorities, whose launches name the source.
  let ownSource: MediaSource?
  /// The slot of ``ownSource``.
  private let own: SourceEntry?
  /// Where the system is asked: one request per source, shared by every copy.
  package let prompt: SystemPrompt
  /// The soft ask on screen per source, shared by every copy.
  let softAsks: SoftAsks

  /// Creates an authority over its sources' systems.
  ///
  /// - Parameters:
  ///   - systems: Each source the authority answers for, with its system; a source named
  ///     twice keeps its last system.
  ///   - textsAreFixed: Whether the systems' usage descriptions cannot change, as a running
  ///     app's Info.plist cannot: then each source's own is judged once, here.
  package init(_ systems: [(MediaSource, any SourceSystem)], textsAreFixed: Bool = false) {
    func entry(where isSource: (MediaSource) -> Bool) -> SourceEntry? {
      systems.last { isSource($0.0) }.map {
        SourceEntry($0.0, $0.1, textsAreFixed: textsAreFixed)
      }
    }
    camera = entry { $0.builtIn == .camera }
    microphone = entry { $0.builtIn == .microphone }
    photoLibrary = entry { $0.builtIn == .photoLibrary(.readWrite) }
    photoLibraryAddOnly = entry { $0.builtIn == .photoLibrary(.addOnly) }
    ownSource = systems.last { $0.0.builtIn == nil }?.0
    own = entry { $0.builtIn == nil }
    prompt = SystemPrompt()
    softAsks = SoftAsks()
  }

  /// Creates an authority over systems of the package's own sources.
  ///
  /// - Parameters:
  ///   - systems: Each source the authority answers for, with its system.
  ///   - textsAreFixed: Whether the systems' usage descriptions cannot change.
  package convenience init(
    _ systems: [MediaSource: any SourceSystem], textsAreFixed: Bool = false
  ) {
    self.init(systems.map { ($0, $1) }, textsAreFixed: textsAreFixed)
  }

  /// Creates an authority from the four things the system can tell and do about the package's
  /// own sources.
  ///
  /// - Parameters:
  ///   - status: Reads the current status of a source. Called afresh on every launch.
  ///   - requestAccess: Asks the system (shows its prompt) and returns the resulting status.
  ///     It is always called off the main actor, from a detached task.
  ///   - isAvailable: Whether the device has the source at all. Called on every launch.
  ///   - usageDescription: The app's Info.plist string for a key, or `nil` when absent. Called
  ///     on every launch, before the status.
  package convenience init(
    status: @escaping @Sendable (MediaSource) -> AuthorizationStatus,
    requestAccess: @escaping @Sendable (MediaSource) async -> AuthorizationStatus,
    isAvailable: @escaping @Sendable (MediaSource) -> Bool,
    usageDescription: @escaping @Sendable (UsageDescriptionKey) -> String?
  ) {
    self.init(
      MediaSource.builtIns.map { source in
        (
          source,
          ClosureSystem(
            source, readStatus: status, askSystem: requestAccess,
            readAvailability: isAvailable, readUsageDescription: usageDescription)
        )
      })
  }

  /// The entry of any source, or `nil` when the authority has no system for it.
  private func entry(for source: MediaSource) -> SourceEntry? {
    switch source.builtIn {
    case .camera: camera
    case .microphone: microphone
    case .photoLibrary(.readWrite): photoLibrary
    case .photoLibrary(.addOnly): photoLibraryAddOnly
    case nil: source == ownSource ? own : nil
    }
  }

  /// Asks the system about a source: shows its prompt and returns the resulting status.
  /// Called off the main actor, from a detached task; a source without a system is
  /// restricted.
  var askSystem: @Sendable (MediaSource) async -> AuthorizationStatus {
    { [self] source in await entry(for: source)?.system.requestAccess() ?? .restricted }
  }
}

// MARK: - API

extension MediaAuthority {
  /// The current status of a source, read afresh; a source without a system is restricted.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: What the system reports now.
  package func status(for source: MediaSource) -> AuthorizationStatus {
    entry(for: source)?.system.status() ?? .restricted
  }

  /// Whether the device has the source, for example a camera.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: `false` when the source does not exist on this device, or has no system here.
  package func isAvailable(_ source: MediaSource) -> Bool {
    entry(for: source)?.system.isAvailable() ?? false
  }

  /// The app's usage description for a source, or `nil` when it is missing or blank.
  ///
  /// The texts are the app's, not a source's: for a source without a system here, another
  /// source's system reads the key.
  ///
  /// - Parameter source: The source whose usage-description key is read.
  /// - Returns: The trimmed text, or `nil` when the system would refuse to ask for access.
  package func usageDescription(for source: MediaSource) -> String? {
    let reader =
      entry(for: source) ?? camera ?? microphone ?? photoLibrary ?? photoLibraryAddOnly
      ?? own
    guard let text = reader?.system.usageDescription(for: source.usageDescriptionKey),
      !text.isBlank
    else { return nil }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// What a launch reads, in the contract's order: the hardware, then the usage description,
  /// then the status, stopping at the first that settles the launch.
  ///
  /// - Parameter source: The source launched.
  /// - Returns: The launch's reading.
  func reading(for source: MediaSource) -> SourceReading {
    entry(for: source)?.reading() ?? .unavailable
  }

  /// The same reading for one of the package's own sources, from the launches' fast paths.
  /// It is inlinable with them: the fast path, inlined into the app with the source named,
  /// reads that source's slot in place and calls its system from there.
  ///
  /// - Parameter source: The source launched.
  /// - Returns: The launch's reading.
  @inlinable
  func reading(of source: BuiltInSource) -> SourceReading {
    // Each slot is read where it is stored: the reference is not copied out, nor retained.
    switch source {
    case .camera: camera?.reading() ?? .unavailable
    case .microphone: microphone?.reading() ?? .unavailable
    case .photoLibrary(.readWrite): photoLibrary?.reading() ?? .unavailable
    case .photoLibrary(.addOnly): photoLibraryAddOnly?.reading() ?? .unavailable
    }
  }
}
