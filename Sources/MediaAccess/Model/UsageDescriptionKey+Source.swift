extension UsageDescriptionKey {
  /// The source whose usage description this key holds, such as
  /// ``MediaSource/photoLibrary(_:)`` at ``PhotoLibraryAccess/addOnly`` for
  /// ``photoLibraryAdd``: the source that names this key as its
  /// ``MediaSource/usageDescriptionKey``, so that the pairing is written once.
  package var source: MediaSource? {
    MediaSource.allCases.first { $0.usageDescriptionKey == self }
  }

  /// The key's bit in a set of keys held as one byte: its place in ``allCases``. The switch
  /// is checked by the compiler, so a new key cannot be left without a bit.
  @inlinable
  package var bit: UInt8 {
    switch self {
    case .camera: 1
    case .microphone: 2
    case .photoLibrary: 4
    case .photoLibraryAdd: 8
    }
  }
}
