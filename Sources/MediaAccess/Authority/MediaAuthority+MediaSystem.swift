extension MediaAuthority {
  /// Creates an authority over a system whose usage descriptions cannot change while it lives,
  /// as an app's Info.plist cannot while the app runs: the live authorities.
  ///
  /// Each description is judged blank or not once, here, so that a launch checks a flag rather
  /// than reading and scanning a string; the status and the hardware are still read on every
  /// launch. Inlinable, so that where `system`'s type is known the launch reading is compiled
  /// for it: an authorized launch makes one call into the authority, which calls the system's
  /// methods directly. The benchmark's first row against its "key read on every launch" row,
  /// an authority made with the public initializer, shows both savings together; no test can
  /// see them.
  ///
  /// - Parameters:
  ///   - system: What the system tells and does.
  ///   - usageDescriptions: The app's Info.plist strings; a key that is absent is missing.
  @inlinable
  package init(
    system: some MediaSystem,
    fixedUsageDescriptions usageDescriptions: [UsageDescriptionKey: String]
  ) {
    let described = FixedUsageDescriptions(usageDescriptions)
    self.init(
      parts: Parts(
        readForLaunch: { source in
          Reading(
            source, isAvailable: { system.isAvailable($0) },
            hasUsageDescription: { described.isPresent($0) },
            status: { system.status(for: $0) })
        },
        readStatus: { system.status(for: $0) },
        askSystem: { await system.requestAccess(for: $0) },
        readAvailability: { system.isAvailable($0) },
        readUsageDescription: { usageDescriptions[$0] },
        requests: RequestCoalescer()))
  }

  /// Which usage descriptions an authority with fixed descriptions has, not blank.
  @usableFromInline
  struct FixedUsageDescriptions: Sendable {
    @usableFromInline let hasCamera: Bool
    @usableFromInline let hasMicrophone: Bool
    @usableFromInline let hasPhotoLibrary: Bool
    @usableFromInline let hasPhotoLibraryAdd: Bool

    /// Judges each text by the package's one rule for blank text, `String.isBlank`.
    @usableFromInline
    init(_ usageDescriptions: [UsageDescriptionKey: String]) {
      func isPresent(_ key: UsageDescriptionKey) -> Bool {
        usageDescriptions[key].map { !$0.isBlank } ?? false
      }
      hasCamera = isPresent(.camera)
      hasMicrophone = isPresent(.microphone)
      hasPhotoLibrary = isPresent(.photoLibrary)
      hasPhotoLibraryAdd = isPresent(.photoLibraryAdd)
    }

    /// Whether the text for `key` is present and not blank.
    @inlinable
    func isPresent(_ key: UsageDescriptionKey) -> Bool {
      switch key {
      case .camera: hasCamera
      case .microphone: hasMicrophone
      case .photoLibrary: hasPhotoLibrary
      case .photoLibraryAdd: hasPhotoLibraryAdd
      }
    }
  }
}
