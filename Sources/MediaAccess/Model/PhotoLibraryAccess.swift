/// How much of the photo library a screen needs, mirroring Photos' `PHAccessLevel`.
///
/// Ask for the least that does the job: an app that only saves pictures asks for `.addOnly`,
/// which the user grants more readily and which needs its own usage-description key.
public enum PhotoLibraryAccess: String, Hashable, Sendable, CaseIterable {
  /// Read and write the library; the user may grant it in full or `limited` to chosen items.
  case readWrite
  /// Only add new items; nothing in the library can be read.
  case addOnly
}
