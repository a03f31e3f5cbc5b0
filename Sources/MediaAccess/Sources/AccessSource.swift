/// Names any source a launch can be about: one of the package's own (``MediaSource``) or one
/// the app describes itself (``SourceDescription``). Events, dialogs, status monitors and
/// Settings carry it.
///
/// The package's own sources read as before: `event.source == .camera`,
/// `"\(alert.source)"` prints `camera`. Switch over ``mediaSource`` to tell them apart.
public struct AccessSource: Hashable, Sendable, CustomStringConvertible {
  /// The package's own source, or `nil` for a source of the app's own.
  public let mediaSource: MediaSource?
  /// The description of a source of the app's own; `nil` for the package's own, so that a
  /// launch of one of them copies no existential.
  private let own: OwnSource?

  /// Names one of the package's own sources.
  ///
  /// - Parameter source: The source.
  public init(_ source: MediaSource) {
    mediaSource = source
    own = nil
  }

  /// Names a source the app describes. Two descriptions with the same
  /// ``SourceDescription/name`` name the same source.
  ///
  /// - Parameter description: The source's description.
  public init(_ description: some SourceDescription) {
    let builtIn = description as? MediaSource
    mediaSource = builtIn
    own = builtIn == nil ? OwnSource(description) : nil
  }

  /// The source, described.
  public var sourceDescription: any SourceDescription {
    // The initializers set exactly one of the two.
    if let own { return own.description }
    return mediaSource ?? .camera
  }

  /// The source's ``SourceDescription/name``.
  public var description: String {
    sourceDescription.name
  }

  /// Whether two values name the same source.
  ///
  /// - Parameters:
  ///   - lhs: A source.
  ///   - rhs: Another source.
  /// - Returns: `true` for the same built-in source, or app sources with the same name.
  public static func == (lhs: AccessSource, rhs: AccessSource) -> Bool {
    if let left = lhs.mediaSource { return left == rhs.mediaSource }
    return rhs.mediaSource == nil && lhs.own?.description.name == rhs.own?.description.name
  }

  /// Hashes the source's identity.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(mediaSource)
    hasher.combine(own?.description.name)
  }

  /// The camera.
  public static let camera = AccessSource(MediaSource.camera)
  /// The microphone.
  public static let microphone = AccessSource(MediaSource.microphone)

  /// The photo library at `access`.
  ///
  /// - Parameter access: The access level.
  /// - Returns: The source.
  public static func photoLibrary(_ access: PhotoLibraryAccess) -> AccessSource {
    AccessSource(MediaSource.photoLibrary(access))
  }
}

extension AccessSource {
  /// The Info.plist key whose text the system shows in the source's prompt.
  public var usageDescriptionKey: UsageDescriptionKey {
    mediaSource?.usageDescriptionKey ?? sourceDescription.usageDescriptionKey
  }
}

/// The description of a source of the app's own, held by reference.
private final class OwnSource: Sendable {
  let description: any SourceDescription

  init(_ description: any SourceDescription) {
    self.description = description
  }
}
