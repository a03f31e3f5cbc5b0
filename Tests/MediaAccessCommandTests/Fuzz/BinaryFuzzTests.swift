import XCTest

@testable import MediaAccessCommand

/// Hostile binaries — cut short at every length, or with bytes overwritten at seeded random
/// places — never crash the reader: each is read, or refused with a problem to name.
final class BinaryFuzzTests: XCTestCase {
  /// A static library of two members and a universal binary of two slices of it.
  private static let archive = MachOFixture.archive([
    ("Plain.o", MachOFixture.object(undefined: ["_OBJC_CLASS_$_NSObject"])),
    (
      "ScannerCaptureController.o",
      MachOFixture.object(
        undefined: ["_OBJC_CLASS_$_AVCaptureDevice", "_AVMediaTypeVideo"],
        selectors: ["requestAccessForMediaType:completionHandler:"])
    ),
  ])

  private static let samples: [(name: String, bytes: [UInt8])] = [
    ("object", MachOFixture.object(undefined: ["_OBJC_CLASS_$_AVAudioRecorder"], is64: false)),
    ("clang object", MachOFixture.clangObject),
    ("BSD archive", archive),
    (
      "GNU archive",
      MachOFixture.archive(
        [
          (
            "PhotoLibraryExporter.o",
            MachOFixture.object(undefined: ["_UIImageWriteToSavedPhotosAlbum"])
          )
        ],
        style: .gnu)
    ),
    ("universal", MachOFixture.universal([archive, MachOFixture.clangObject])),
    ("universal 64", MachOFixture.universal([MachOFixture.clangObject], is64: true)),
  ]

  /// Whole, each sample is read, and its references found: the corruptions below start from
  /// binaries that work.
  func testTheSamplesAreRead() throws {
    for sample in Self.samples {
      let objects = try BinaryContents.objects(in: sample.bytes)
      XCTAssertFalse(
        objects.flatMap { BinaryScan.references(in: $0.names) }.isEmpty, sample.name)
    }
  }

  func testEveryTruncationIsReadOrRefused() {
    for sample in Self.samples {
      // Every length of the small ones; of a universal binary, whose slices start 16 KB in,
      // every length of its headers and of every slice's first bytes.
      let step = sample.bytes.count > 8_192 ? 61 : 1
      for length in stride(from: 0, to: sample.bytes.count, by: step) {
        assertReadOrRefused(Array(sample.bytes.prefix(length)), "\(sample.name) cut at \(length)")
      }
    }
  }

  func testOverwrittenBytesAreReadOrRefused() {
    var generator = SeededGenerator(seed: 0x6D61_6368_6F21)
    let values: [UInt8] = [0x00, 0x01, 0x7F, 0x80, 0xFE, 0xFF]
    for sample in Self.samples {
      for round in 0..<400 {
        var bytes = sample.bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          // Mostly the headers and tables at the start, where offsets and counts live.
          let limit = Bool.random(using: &generator) ? min(bytes.count, 512) : bytes.count
          let index = Int.random(in: 0..<limit, using: &generator)
          bytes[index] =
            Bool.random(using: &generator)
            ? values[Int.random(in: 0..<values.count, using: &generator)]
            : UInt8.random(in: 0...255, using: &generator)
        }
        assertReadOrRefused(bytes, "\(sample.name), round \(round)")
      }
    }
  }

  private func assertReadOrRefused(
    _ bytes: [UInt8], _ context: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    do {
      _ = try BinaryContents.objects(in: bytes)
    } catch {
      XCTAssertFalse(error.problem.isEmpty, context, file: file, line: line)
    }
  }
}

/// SplitMix64: the same numbers on every run and platform.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
