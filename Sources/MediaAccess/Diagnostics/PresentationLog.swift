#if canImport(os)
  internal import os
#else
  internal import Foundation
#endif

/// Reports what the platform declined to do for the user, such as a Settings URL it would not
/// open, where a developer sees it: the unified log on Apple platforms, standard error
/// elsewhere.
enum PresentationLog {
  static func report(_ message: String) {
    #if canImport(os)
      Logger(subsystem: "MediaAccess", category: "presentation").error(
        "\(message, privacy: .public)")
    #else
      FileHandle.standardError.write(Data((message + "\n").utf8))
    #endif
  }
}
