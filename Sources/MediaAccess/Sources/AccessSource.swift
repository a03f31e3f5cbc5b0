/// Names any source a launch can be about: one of the package's own (``MediaSource``) or one
/// the app describes itself (``SourceDescription``). Events, dialogs, status monitors and
/// Settings carry it.
///
/// The package's own sources read as before: `event.source == .camera`,
/// `"\(alert.source)"` prints `camera`. Switch over ``mediaSource`` to tell them apart.
public struct AccessSource: Hashable, Sendable, CustomStringConvertible {
  private enum Storage: Sendable {
    case builtIn(MediaSource)
    case own(any SourceDescription)
  }

  private let storage: Storage

  /// Names one of the package's own sources.
  ///
  /// - Parameter source: The source.
  public init(_ source: MediaSource) {
    storage = .builtIn(source)
  }

  /// Names a source the app describes. Two descriptions with the same
  /// ``SourceDescription/name`` name the same source.
  ///
  /// - Parameter description: The source's description.
  public init(_ description: some SourceDescription) {
    if let builtIn = description as? MediaSource {
      storage = .builtIn(builtIn)
    } else {
      storage = .own(description)
    }
  }

  /// The package's own source, or `nil` for a source of the app's own.
  public var mediaSource: MediaSource? {
    if case .builtIn(let source) = storage { return source }
    return nil
  }

  /// The source, described.
  public var sourceDescription: any SourceDescription {
    switch storage {
    case .builtIn(let source): source
    case .own(let description): description
    }
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
    switch (lhs.storage, rhs.storage) {
    case (.builtIn(let left), .builtIn(let right)): left == right
    case (.own(let left), .own(let right)): left.name == right.name
    case (.builtIn, .own), (.own, .builtIn): false
    }
  }

  /// Hashes the source's identity.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    switch storage {
    case .builtIn(let source): hasher.combine(source)
    case .own(let description): hasher.combine(description.name)
    }
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
    switch storage {
    case .builtIn(let source): source.usageDescriptionKey
    case .own(let description): description.usageDescriptionKey
    }
  }
}
