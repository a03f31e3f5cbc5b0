extension MediaAuthority {
  /// Creates an authority whose usage descriptions cannot change while it lives, as an app's
  /// Info.plist cannot while the app runs.
  ///
  /// Each description is judged blank or not once, here, so that a launch checks a flag rather
  /// than reading and scanning a string. The live authorities are made this way, which saves
  /// their authorized launch about 11 ns (the benchmark's first row against its "key read on
  /// every launch" row; no test can see it). The status and the hardware are still read on
  /// every launch.
  ///
  /// - Parameters:
  ///   - status: Reads the current status of a source. Called afresh on every launch.
  ///   - requestAccess: Asks the system (shows its prompt) and returns the resulting status.
  ///   - isAvailable: Whether the device has the source at all. Called on every launch.
  ///   - usageDescriptions: The app's Info.plist strings; a key that is absent is missing.
  package init(
    status: @escaping @Sendable (MediaSource) -> AuthorizationStatus,
    requestAccess: @escaping @Sendable (MediaSource) async -> AuthorizationStatus,
    isAvailable: @escaping @Sendable (MediaSource) -> Bool,
    fixedUsageDescriptions usageDescriptions: [UsageDescriptionKey: String]
  ) {
    self.init(
      parts: Parts(
        readStatus: status, askSystem: requestAccess, readAvailability: isAvailable,
        readUsageDescription: { key in usageDescriptions[key] },
        fixedUsageDescriptions: FixedUsageDescriptions(usageDescriptions),
        requests: RequestCoalescer()))
  }

  /// Which of the three usage descriptions an authority with fixed descriptions has, not blank.
  @usableFromInline
  struct FixedUsageDescriptions: Sendable {
    @usableFromInline let hasCamera: Bool
    @usableFromInline let hasPhotoLibrary: Bool
    @usableFromInline let hasPhotoLibraryAdd: Bool

    /// Judges each text by the launch path's rule, ``MediaAuthority/isBlank(usageDescription:)``.
    init(_ usageDescriptions: [UsageDescriptionKey: String]) {
      func isPresent(_ key: UsageDescriptionKey) -> Bool {
        usageDescriptions[key].map { !MediaAuthority.isBlank(usageDescription: $0) } ?? false
      }
      hasCamera = isPresent(.camera)
      hasPhotoLibrary = isPresent(.photoLibrary)
      hasPhotoLibraryAdd = isPresent(.photoLibraryAdd)
    }

    /// Whether the text for `key` is present and not blank.
    @inlinable
    func isPresent(_ key: UsageDescriptionKey) -> Bool {
      switch key {
      case .camera: hasCamera
      case .photoLibrary: hasPhotoLibrary
      case .photoLibraryAdd: hasPhotoLibraryAdd
      }
    }
  }
}
