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

  /// Notes that `path` was read.
  func record(_ path: String) {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    lock.withLock {
      if seen.insert(absolute).inserted { paths.append(absolute) }
    }
  }

  /// The files read so far.
  var all: [String] {
    lock.withLock { paths }
  }
}
