import Foundation
import XCTest

@testable import MediaAccess
@testable import MediaAccessCommand

/// What only the tool knows about each source is complete, and what links a source names a
/// product the package declares.
final class SourceCommandLineTests: XCTestCase {
  func testEverySourceHasACompleteCommandLineDescription() {
    for source in BuiltInSource.allCases {
      let commandLine = source.commandLine
      let texts =
        [
          commandLine.purpose, commandLine.linkage.libraryProduct,
          commandLine.macSandbox.buildSetting,
        ]
        + commandLine.linkage.systemFrameworks
      for text in texts {
        XCTAssertFalse(text.isEmpty, "a blank fact about \(source)")
        XCTAssertEqual(text, text.trimmingCharacters(in: .whitespacesAndNewlines), "\(source)")
      }
      XCTAssertTrue(
        commandLine.macSandbox.buildSetting.hasPrefix("ENABLE_RESOURCE_ACCESS_"), "\(source)")
      XCTAssertEqual(source.macSandboxKeys.first, source.profile.macEntitlement, "\(source)")
      for key in source.macSandboxKeys {
        XCTAssertTrue(key.hasPrefix("com.apple.security."), "\(source): \(key)")
      }
    }
  }

  /// What a target links tells lint which sources, and so which keys, it may need.
  func testLinkingAProductOrFrameworkImpliesItsSources() {
    XCTAssertEqual(BuiltInSource.linkedBy("MediaAccessCamera"), [.camera, .microphone])
    XCTAssertEqual(
      BuiltInSource.linkedBy("AVFoundation"), [], "apps link AVFoundation to play media too")
    XCTAssertEqual(
      BuiltInSource.linkedBy("MediaAccessPhotos"),
      [.photoLibrary(.readWrite), .photoLibrary(.addOnly)])
    XCTAssertEqual(
      BuiltInSource.linkedBy("Photos"), [.photoLibrary(.readWrite), .photoLibrary(.addOnly)])
    XCTAssertEqual(BuiltInSource.linkedBy("MediaAccessPicker"), [], "the picker needs no access")
    XCTAssertEqual(BuiltInSource.linkedBy("MediaAccess"), [])
    XCTAssertEqual(BuiltInSource.linkedBy("PhotosUI"), [])
  }

  /// The library product that links a source is one the package declares, so that lint's
  /// "which keys a target needs" names a product an app can link.
  func testEachSourcesLibraryProductIsDeclaredByThePackage() throws {
    let manifest = try repositoryFile("Package.swift")
    for source in BuiltInSource.allCases {
      let product = source.commandLine.linkage.libraryProduct
      XCTAssertTrue(manifest.contains(".library(name: \"\(product)\""), "\(source): \(product)")
    }
  }
}
