#if canImport(os)
  internal import os
#else
  internal import Foundation
#endif

/// Reports a missing usage description where a developer will see it while running the app:
/// the unified log on Apple platforms, standard error elsewhere.
enum MisconfigurationLog {
  static func report(_ diagnostic: String) {
    #if canImport(os)
      Logger(subsystem: "MediaAccess", category: "configuration").fault(
        "\(diagnostic, privacy: .public)")
    #else
      FileHandle.standardError.write(Data((diagnostic + "\n").utf8))
    #endif
  }
}
