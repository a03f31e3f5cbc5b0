extension UsageDescriptionKey {
  /// The built-in source whose usage description this key holds, such as
  /// ``MediaSource/photoLibrary(_:)`` at ``PhotoLibraryAccess/addOnly`` for
  /// ``photoLibraryAdd``: the source that names this key as its
  /// ``MediaSource/usageDescriptionKey``, so that the pairing is written once.
  package var source: BuiltInSource? {
    BuiltInSource.allCases.first { $0.usageDescriptionKey == self }
  }
}
