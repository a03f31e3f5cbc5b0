extension UsageDescriptionKey {
  /// The source whose usage description this key holds, such as
  /// ``MediaSource/photoLibrary(_:)`` at ``PhotoLibraryAccess/addOnly`` for
  /// ``photoLibraryAdd``: the source that names this key as its
  /// ``MediaSource/usageDescriptionKey``, so that the pairing is written once.
  package var source: MediaSource? {
    MediaSource.allCases.first { $0.usageDescriptionKey == self }
  }

  /// The key's place in ``allCases``, and so its bit's place in a set of keys held as one
  /// byte. Each case's place is its own tag, so the compiler works it out without a table.
  /// The switch is checked by the compiler, so a new key cannot be left without a place.
  @inlinable
  package var place: UInt8 {
    switch self {
    case .camera: 0
    case .microphone: 1
    case .photoLibrary: 2
    case .photoLibraryAdd: 3
    }
  }

  /// The key's bit in a set of keys held as one byte: `1` shifted by its ``place``.
  @inlinable
  package var bit: UInt8 {
    1 << place
  }
}
