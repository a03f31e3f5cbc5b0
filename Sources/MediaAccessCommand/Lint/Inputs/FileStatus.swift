internal import Foundation

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// What a path is once symbolic links are followed, read with `stat(2)` so that lint can tell
/// a folder from a file, notice a folder it has already searched, and say why a path cannot be
/// read.
struct FileStatus: Equatable {
  /// The kinds of file lint tells apart.
  enum Kind: Equatable {
    case directory
    case regularFile
    case other
  }

  /// A file's identity on its device, the same however the file is named.
  struct Identity: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  let kind: Kind
  let identity: Identity

  /// The status of `path`, following symbolic links.
  ///
  /// - Throws: ``UnreadableInput`` naming why when the path does not exist, is a broken or
  ///   looping link, or cannot be reached.
  static func of(_ path: String) throws(UnreadableInput) -> FileStatus {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let reason = errno
      var linkInfo = stat()
      if reason == ENOENT, lstat(path, &linkInfo) == 0 {
        throw UnreadableInput(file: path, problem: "is a symbolic link to nothing")
      }
      throw UnreadableInput(file: path, problem: describe(reason))
    }
    let kind: Kind =
      switch info.st_mode & S_IFMT {
      case S_IFDIR: .directory
      case S_IFREG: .regularFile
      default: .other
      }
    return FileStatus(
      kind: kind,
      identity: Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
  }

  /// The names in a directory, sorted, without `.` and `..`.
  ///
  /// - Throws: ``UnreadableInput`` naming the folder and why it cannot be listed.
  static func contents(ofDirectory path: String) throws(UnreadableInput) -> [String] {
    guard let stream = opendir(path) else {
      throw UnreadableInput(file: path, problem: "cannot list this folder: \(describe(errno))")
    }
    defer { closedir(stream) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 {
          throw UnreadableInput(
            file: path, problem: "cannot list this folder: \(describe(errno))")
        }
        break
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// The path with every link, `.` and `..` resolved, to tell one file named two ways.
  static func canonicalPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The words for a path that is not there.
  static let noSuchFile = describe(ENOENT)

  /// The system's words for an error number, in lower case as the tool's messages are.
  static func describe(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file or directory"
    case EACCES, EPERM: "permission denied"
    case ELOOP: "too many levels of symbolic links"
    case ENOTDIR: "a part of the path is not a folder"
    case ENAMETOOLONG: "the path is too long"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}
