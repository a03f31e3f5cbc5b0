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

  /// Which usage descriptions an authority with fixed descriptions has, not blank: one bit per
  /// key in one byte. The launch reading captures it, and with four keys kept as four `Bool`s
  /// its closure packed four bytes on every call and tested the key through a chain of
  /// branches: 8 more instructions per source read (callgrind), paid twice by a video capture.
  @usableFromInline
  struct FixedUsageDescriptions: Sendable {
    @usableFromInline let present: UInt8

    /// Judges each text by the package's one rule for blank text, `String.isBlank`.
    @usableFromInline
    init(_ usageDescriptions: [UsageDescriptionKey: String]) {
      var present: UInt8 = 0
      for key in UsageDescriptionKey.allCases
      where usageDescriptions[key].map({ !$0.isBlank }) ?? false {
        present |= Self.bit(key)
      }
      self.present = present
    }

    /// The key's bit in ``present``.
    @inlinable
    static func bit(_ key: UsageDescriptionKey) -> UInt8 {
      switch key {
      case .camera: 1
      case .microphone: 2
      case .photoLibrary: 4
      case .photoLibraryAdd: 8
      }
    }

    /// Whether the text for `key` is present and not blank.
    @inlinable
    func isPresent(_ key: UsageDescriptionKey) -> Bool {
      present & Self.bit(key) != 0
    }
  }
}
