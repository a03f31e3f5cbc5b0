internal import Foundation

/// The files lint has read in this process, by absolute path, in the order first read: what
/// `--stamp` writes, so that the build-tool plugin can declare them as the inputs of its next
/// run and Xcode skips lint while none of them changed.
///
/// Every read goes through ``PropertyListReader/data(at:)``, which records the file here once
/// it is read. A file that could not be read is not recorded: a build system stops at an input
/// that does not exist.
final class FilesRead: @unchecked Sendable {
  // Unchecked: `paths` and `seen` are only touched while holding `lock`. The readers are
  // static functions that any isolation may call, so the log cannot belong to one actor.
  private let lock = NSLock()
  private var paths: [String] = []
  private var seen: Set<String> = []

  /// The process's log.
  static let shared = FilesRead()

  /// Notes that `path` was read. Cheap, as the readers call it for every read: the path is
  /// made absolute only when the list is asked for.
  func record(_ path: String) {
    lock.withLock {
      if seen.insert(path).inserted { paths.append(path) }
    }
  }

  /// Forgets the files read, for a new run that lists only its own.
  func removeAll() {
    lock.withLock {
      paths = []
      seen = []
    }
  }

  /// The files read so far, each once, by absolute path without dot segments.
  var all: [String] {
    let directory = FileManager.default.currentDirectoryPath
    var absolute: Set<String> = []
    return lock.withLock { paths }.compactMap { path in
      let full = (path.hasPrefix("/") ? path : directory.joiningPath(path)).withoutDotSegments
      return absolute.insert(full).inserted ? full : nil
    }
  }
}
