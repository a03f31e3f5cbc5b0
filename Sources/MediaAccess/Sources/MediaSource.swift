/// Names a source a launch can be about: the camera, the microphone, the photo library at an
/// access level, or a source of the app's own. Launches, events, dialogs, renderers, status
/// monitors, Settings openers and the test kit all carry this one type.
///
/// ```swift
/// switch event.source {
/// case .camera: analytics.count("camera")
/// case .photoLibrary(.addOnly): analytics.count("save to library")
/// default: analytics.count(event.source.description)   // the microphone, an app's own source
/// }
/// ```
///
/// The set of sources is open: the package may add one in a minor version, and an app adds its
/// own with ``init(_:)-(SourceDescription)``. A `switch` over a source therefore always needs a
/// `default`. Two sources are equal when they are the same built-in source, or when they are
/// the app's own with the same ``SourceDescription/name``.
public struct MediaSource: Hashable, Sendable, CustomStringConvertible {
  /// The package's own source, or `nil` for a source of the app's own.
  @usableFromInline
  package let builtIn: BuiltInSource?
  /// The description of a source of the app's own; `nil` for the package's own, so that a
  /// launch of one of them copies no existential.
  private let own: OwnSource?

  /// Names one of the package's own sources.
  @usableFromInline
  package init(_ builtIn: BuiltInSource) {
    self.builtIn = builtIn
    own = nil
  }

  /// Names a source the app describes. Two descriptions with the same
  /// ``SourceDescription/name`` name the same source.
  ///
  /// ```swift
  /// let speech = MediaSource(SpeechRecognition())
  /// ```
  ///
  /// - Parameter description: The source's description.
  public init(_ description: some SourceDescription) {
    let builtIn = description as? BuiltInSource
    self.builtIn = builtIn
    own = builtIn == nil ? OwnSource(description) : nil
  }

  /// The source's description: the app's own for its sources, the package's for its own.
  var sourceDescription: any SourceDescription {
    // The initializers set exactly one of the two.
    if let own { return own.description }
    return builtIn ?? .camera
  }

  /// A stable, readable name: `camera`, `microphone`, `photoLibrary(readWrite)`,
  /// `photoLibrary(addOnly)`, or the ``SourceDescription/name`` of a source of the app's own.
  public var description: String {
    sourceDescription.name
  }

  /// The Info.plist key whose text the system shows in the source's prompt.
  public var usageDescriptionKey: UsageDescriptionKey {
    builtIn?.usageDescriptionKey ?? sourceDescription.usageDescriptionKey
  }

  /// Whether two values name the same source.
  ///
  /// - Parameters:
  ///   - lhs: A source.
  ///   - rhs: Another source.
  /// - Returns: `true` for the same built-in source, or app sources with the same name.
  public static func == (lhs: MediaSource, rhs: MediaSource) -> Bool {
    if let left = lhs.builtIn { return left == rhs.builtIn }
    return rhs.builtIn == nil && lhs.own?.description.name == rhs.own?.description.name
  }

  /// Hashes the source's identity.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(builtIn)
    hasher.combine(own?.description.name)
  }
}

// MARK: - Built-in sources

extension MediaSource {
  /// The device's camera, for taking photos or video.
  public static let camera = MediaSource(BuiltInSource.camera)

  /// The device's microphone, for recording sound, such as the sound of a video.
  public static let microphone = MediaSource(BuiltInSource.microphone)

  /// The user's photo library, at an access level.
  ///
  /// - Parameter access: The access level.
  /// - Returns: The source.
  public static func photoLibrary(_ access: PhotoLibraryAccess) -> MediaSource {
    MediaSource(BuiltInSource.photoLibrary(access))
  }

  /// The package's own sources: the camera, the microphone, then the photo library read/write
  /// and add-only.
  public static let builtIns: [MediaSource] = BuiltInSource.allCases.map { MediaSource($0) }
}

/// The description of a source of the app's own, held by reference.
private final class OwnSource: Sendable {
  let description: any SourceDescription

  init(_ description: any SourceDescription) {
    self.description = description
  }
}
