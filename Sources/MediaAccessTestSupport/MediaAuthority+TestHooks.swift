package import MediaAccess

extension MediaAuthority {
  /// Whether a system request about `source` is in flight, even one every launch has left:
  /// for the package's stress tests, which must not start a period while one is.
  ///
  /// - Parameter source: The source.
  /// - Returns: Whether the system is being asked about it.
  @MainActor
  package func isAsking(about source: MediaSource) -> Bool {
    prompt.isAsking(about: source)
  }
}
