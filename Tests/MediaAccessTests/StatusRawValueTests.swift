import Foundation
import MediaAccess
import XCTest

@testable import MediaAccessCamera

/// The SDK stubs number their status enums as the SDK's headers do (Tests/AppleSDKStubs/README.md,
/// "Status raw values"), and the package's one table reads each of their cases as the case of
/// the same name.
final class StatusRawValueTests: XCTestCase {
  func testPhotosStubCasesReadAsTheirNamesThroughTheTable() throws {
    let cases = try stubCases(of: "PHAuthorizationStatus", in: "Photos/Photos.swift")
    XCTAssertEqual(
      cases.map(\.name), ["notDetermined", "restricted", "denied", "authorized", "limited"])
    for (name, raw) in cases {
      XCTAssertEqual(AuthorizationStatus(rawValue: raw).description, name)
    }
  }

  func testAVFoundationStubCasesReadAsTheirNamesThroughTheCameraConverter() throws {
    let cases = try stubCases(of: "AVAuthorizationStatus", in: "AVFoundation/AVFoundation.swift")
    XCTAssertEqual(cases.map(\.name), ["notDetermined", "restricted", "denied", "authorized"])
    for (name, raw) in cases {
      XCTAssertEqual(AuthorizationStatus(captureDeviceRawValue: raw).description, name)
    }
  }

  /// The `case name = value` lines of `enumName` in a stub module's file.
  private func stubCases(
    of enumName: String, in file: String
  ) throws -> [(name: String, raw: Int)] {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("AppleSDKStubs/\(file)"), encoding: .utf8)
    let body = try XCTUnwrap(
      text.components(separatedBy: "public enum \(enumName): Int").dropFirst().first?
        .components(separatedBy: "\n}").first)
    return body.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard words.count == 4, words[0] == "case", words[2] == "=", let raw = Int(words[3])
      else { return nil }
      return (String(words[1]), raw)
    }
  }
}
