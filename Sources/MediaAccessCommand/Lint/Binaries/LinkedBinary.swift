internal import Foundation

/// A binary a target links, as its project or CocoaPods names it — a `.framework`, an
/// `.xcframework`, a static library (`.a`) or a dynamic one (`.dylib`) — and the Mach-O files
/// in it that lint reads.
struct LinkedBinary: Equatable {
  /// The path as linked, such as `Vendor/Scanner.xcframework`.
  let path: String

  private static let extensions = [".framework", ".xcframework", ".a", ".dylib"]

  /// Whether a linked file's path names a binary lint reads.
  static func isBinary(_ path: String) -> Bool {
    extensions.contains { path.hasSuffix($0) }
  }

  /// The Mach-O files the binary holds for the platforms of `conditions`: a framework's
  /// executable; an XCFramework's libraries for those platforms, devices before simulators
  /// (every library when it has none for them); a library itself.
  ///
  /// - Throws: ``UnreadableInput`` naming what is not on disk or cannot be read: a binary
  ///   linked but missing, a framework without its executable, an XCFramework whose
  ///   `Info.plist` lists no library.
  func files(for conditions: CodeConditions) throws(UnreadableInput) -> [String] {
    guard FileManager.default.fileExists(atPath: path) else {
      throw UnreadableInput(
        file: path,
        problem: "linked, but not on disk: its references to the camera, microphone and photo "
          + "library cannot be read"
          + (path.isUnderPods ? "; " + .runPodInstall : "")
          + (("/" + path).contains("/Carthage/Build/") ? "; run `carthage bootstrap` first" : ""))
    }
    if path.hasSuffix(".xcframework") { return try xcframeworkFiles(for: conditions) }
    if path.hasSuffix(".framework") { return [try Self.executable(ofFramework: path)] }
    return [path]
  }

  /// A framework's executable: the file named as the framework, or its `Info.plist`'s
  /// `CFBundleExecutable` (at its root on iOS, under `Resources/` on macOS).
  private static func executable(ofFramework framework: String) throws(UnreadableInput) -> String {
    let stem = String(framework.lastPathSegment.dropLast(".framework".count))
    let named = framework.joiningPath(stem)
    if FileManager.default.fileExists(atPath: named) { return named }
    for infoPlist in ["Info.plist", "Resources/Info.plist"].map(framework.joiningPath)
    where FileManager.default.fileExists(atPath: infoPlist) {
      if let executable = try PropertyListReader.read(infoPlist).dictionary["CFBundleExecutable"]
        as? String, !executable.isEmpty
      {
        return framework.joiningPath(executable)
      }
    }
    throw UnreadableInput(
      file: framework, problem: "a framework without its executable (\(stem.singleLine))")
  }

  /// The libraries of an XCFramework's `Info.plist` (`AvailableLibraries`) for the target's
  /// platforms: the device ones, else every one.
  private func xcframeworkFiles(for conditions: CodeConditions) throws(UnreadableInput)
    -> [String]
  {
    let infoPlist = path.joiningPath("Info.plist")
    let contents = try PropertyListReader.read(infoPlist)
    let libraries = (contents.dictionary["AvailableLibraries"] as? [[String: Any]] ?? [])
      .compactMap { library -> (path: String, platform: String, variant: String?)? in
        guard let identifier = library["LibraryIdentifier"] as? String,
          let libraryPath = library["LibraryPath"] as? String,
          let platform = library["SupportedPlatform"] as? String,
          // Inside the XCFramework: a hostile Info.plist names nothing elsewhere.
          !identifier.contains("/"), !identifier.hasPrefix("."),
          !libraryPath.split(separator: "/").contains("..")
        else { return nil }
        return (
          path.joiningPath(identifier).joiningPath(libraryPath), platform,
          library["SupportedPlatformVariant"] as? String
        )
      }
    guard !libraries.isEmpty else {
      throw UnreadableInput(
        file: infoPlist, problem: "an XCFramework's Info.plist that lists no library")
    }
    let names = [
      "iOS": "ios", "macOS": "macos", "watchOS": "watchos", "tvOS": "tvos", "visionOS": "xros",
    ]
    let platforms = conditions.platforms.compactMap { platform -> (String, String?)? in
      guard let os = platform.os, let name = names[os] else { return nil }
      return (name, platform.isCatalyst ? "maccatalyst" : nil)
    }
    let devices = libraries.filter { library in
      library.variant != "simulator"
        && (platforms.isEmpty
          || platforms.contains { $0.0 == library.platform && $0.1 == library.variant })
    }
    var files: [String] = []
    for library in devices.isEmpty ? libraries : devices {
      let file =
        library.path.hasSuffix(".framework")
        ? try Self.executable(ofFramework: library.path) : library.path
      if !files.contains(file) { files.append(file) }
    }
    return files
  }
}
