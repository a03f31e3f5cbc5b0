extension ObjectReader {
  /// The binaries a target's Frameworks build phase links from the project's folder: file
  /// references to a `.framework`, an `.xcframework`, a `.a` or a `.dylib` that lie in a
  /// group (or at an absolute path inside the folder). The SDK's frameworks and other
  /// targets' products are built elsewhere, and are not on disk to read.
  func linkedBinaries(of target: OldStylePropertyList.Dictionary) -> [LinkedBinary] {
    var binaries: [LinkedBinary] = []
    for phaseID in target["buildPhases"]?.strings ?? [] {
      guard let phase = objects[phaseID], phase["isa"]?.string == "PBXFrameworksBuildPhase"
      else { continue }
      for buildFileID in phase["files"]?.strings ?? [] {
        guard let fileID = objects[buildFileID]?["fileRef"]?.string, let path = paths[fileID],
          LinkedBinary.isBinary(path)
        else { continue }
        if objects[fileID]?["sourceTree"]?.string == "<absolute>",
          !path.isInside(folder: sourceRoot)
        {
          continue
        }
        let binary = LinkedBinary(path: path)
        if !binaries.contains(binary) { binaries.append(binary) }
      }
    }
    return binaries
  }
}
