import Foundation
import XCTest

/// `MediaAccessPicker` references no authorization API (issue 14): App Store Connect's upload
/// check (ITMS-90683) asks for a usage description from the API references in the binary, so an
/// app that links only the permission-free picker must not carry any.
final class PermissionFreePickerScanTests: XCTestCase {
  /// Symbols whose reference makes an upload need a photo library or camera usage description,
  /// and the modules that bring them.
  static let forbidden = [
    "authorizationStatus", "requestAuthorization", "requestAccess", "PHPhotoLibrary",
    "PHAuthorizationStatus", "PHAccessLevel", "presentLimitedLibraryPicker", "AVCaptureDevice",
    "AVAuthorizationStatus", "import Photos\n", "import Photos\r", "AVFoundation",
    "MediaAccessPhotos", "MediaAccessCamera", "UIImagePickerController",
  ]

  /// The code of each file, its comments left out: documentation may name what the code must
  /// not call.
  static func codeLines(of text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        guard let comment = line.range(of: "//") else { return String(line) }
        return String(line[..<comment.lowerBound])
      }
      .joined(separator: "\n") + "\n"
  }

  static func violations(in code: String) -> [String] {
    forbidden.filter { code.contains($0) }
  }

  func testThePermissionFreePickerReferencesNoAuthorizationAPI() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let directory = root.appendingPathComponent("Sources/MediaAccessPicker")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }
    XCTAssertFalse(files.isEmpty, "the scan must see the module's sources")
    for file in files {
      let text = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      let found = Self.violations(in: Self.codeLines(of: text))
      XCTAssertEqual(found, [], "\(file) references an authorization API")
      XCTAssertTrue(text.contains("import PhotosUI") || !text.contains("PH"), file)
    }
  }

  func testTheScanFlagsAPlantedReference() {
    let planted = """
      import Photos
      let status = PHPhotoLibrary.authorizationStatus(for: .readWrite)  // planted
      """
    XCTAssertEqual(
      Self.violations(in: Self.codeLines(of: planted)),
      ["authorizationStatus", "PHPhotoLibrary", "import Photos\n"])
    XCTAssertEqual(Self.violations(in: Self.codeLines(of: "// PHPhotoLibrary in a comment")), [])
  }
}
