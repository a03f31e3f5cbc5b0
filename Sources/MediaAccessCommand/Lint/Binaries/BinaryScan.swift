internal import Foundation
internal import MediaAccess

/// The references to the capture, microphone and photo library APIs in the binaries a target
/// links (``BinaryReferenceTable``): in its project's Frameworks build phase, and the vendored
/// frameworks and libraries of its pods (``CocoaPodsBinaries``).
///
/// App Store Connect scans the binary of an upload for them (ITMS-90683), a closed-source
/// SDK's as the app's own, and the system terminates an app whose SDK asks without the key.
/// A binary lint cannot read is named, never passed as clean.
struct BinaryScan {
  /// One reference found.
  struct Reference {
    /// The binary as linked, such as `Vendor/Scanner.xcframework`: a finding is given once
    /// per binary and key.
    let linked: String
    /// The Mach-O file read, such as `Vendor/Scanner.xcframework/ios-arm64/Scanner.framework/
    /// Scanner`: where the finding points.
    let file: String
    /// The archive member whose reference it is, such as `ZBarReaderView.o`.
    let member: String?
    /// The names found, the reference's own first: `_OBJC_CLASS_$_AVCaptureDevice`,
    /// `_AVMediaTypeVideo`.
    let names: [String]
    let reference: BinaryReferenceTable.Reference
  }

  /// The references found, in the order the binaries were read.
  private(set) var references: [Reference] = []
  /// The Mach-O files read, each once: a file with no reference was read and is clean.
  private(set) var filesRead: [String] = []
  /// The binaries that could not be read, each named.
  private(set) var unreadable: [UnreadableInput] = []

  /// What each Mach-O file read held, for the rest of the run: an SDK that the app and its
  /// extensions all link is read once.
  static let cache = ReadCache<Result<[BinaryContents.Object], BinaryFormatError>>()

  /// Scans the binaries `target` links, compiled for the platforms of `conditions`. Without
  /// a binary linked, it reads nothing.
  static func of(
    _ target: XcodeProject.Target, in project: XcodeProject, conditions: CodeConditions
  ) -> BinaryScan {
    var scan = BinaryScan()
    var linked = target.linkedBinaries
    for binary in CocoaPodsBinaries.linked(by: target, in: project) where !linked.contains(binary) {
      linked.append(binary)
    }
    for binary in linked {
      scan.read(binary, conditions: conditions)
    }
    return scan
  }

  private mutating func read(_ binary: LinkedBinary, conditions: CodeConditions) {
    let files: [String]
    do {
      files = try binary.files(for: conditions)
    } catch {
      unreadable.append(error)
      return
    }
    for file in files where !filesRead.contains(file) {
      let read: Result<[BinaryContents.Object], BinaryFormatError>
      if let cached = Self.cache.value(for: file) {
        read = cached
      } else {
        // Mapped, not read: a large SDK is copied once, into the bytes the reader walks.
        guard
          let data = try? Data(contentsOf: URL(fileURLWithPath: file), options: .alwaysMapped)
        else {
          unreadable.append(
            UnreadableInput(file: file, problem: PropertyListReader.readProblem(file)))
          continue
        }
        FilesRead.shared.record(file)
        do {
          read = .success(try BinaryContents.objects(in: [UInt8](data)))
        } catch {
          read = .failure(error)
        }
        Self.cache.store(read, for: file)
      }
      switch read {
      case .success(let objects):
        filesRead.append(file)
        // A universal binary's slices repeat each object: its references are counted once.
        var seen: Set<[String]> = []
        for object in objects {
          for (names, reference) in Self.references(in: object.names)
          where seen.insert([object.member ?? ""] + names).inserted {
            references.append(
              Reference(
                linked: binary.path, file: file, member: object.member, names: names,
                reference: reference))
          }
        }
      case .failure(let error):
        unreadable.append(
          UnreadableInput(
            file: file,
            problem: "cannot read this binary (\(error.problem)); its references to the "
              + "camera, microphone and photo library are unknown"))
      }
    }
  }

  /// The table's references that an object's names make, each with the names that make it.
  static func references(in names: Set<String>) -> [(
    names: [String], reference: BinaryReferenceTable.Reference
  )] {
    guard !names.isEmpty else { return [] }
    var found: [(names: [String], reference: BinaryReferenceTable.Reference)] = []
    for reference in BinaryReferenceTable.references {
      guard let name = reference.names.first(where: names.contains),
        !reference.unless.contains(where: names.contains)
      else { continue }
      if reference.with.isEmpty {
        found.append(([name], reference))
      } else if let with = reference.with.first(where: names.contains) {
        found.append(([name, with], reference))
      }
    }
    return found
  }

  /// The references that need a key the target does not declare, by the key: a reference
  /// whose sources all `sources` leaves out is none, and one with several sources needs the
  /// first one's key only when none of them is declared.
  func references(
    asking sources: [BuiltInSource]?, declared: (UsageDescriptionKey) -> Bool
  ) -> [UsageDescriptionKey: [Reference]] {
    var byKey: [UsageDescriptionKey: [Reference]] = [:]
    for reference in references {
      let asked = reference.reference.sources.filter { sources?.contains($0) ?? true }
      let keys = asked.map(\.usageDescriptionKey)
      guard let first = keys.first, !keys.contains(where: declared) else { continue }
      byKey[first, default: []].append(reference)
    }
    return byKey
  }
}
