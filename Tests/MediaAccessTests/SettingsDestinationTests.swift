import XCTest

@testable import MediaAccess

/// "Open Settings" reaches the right place on every platform, for every source.
final class SettingsDestinationTests: XCTestCase {
  /// The Privacy & Security pane each source's switch sits in on a Mac, written here from the
  /// System Settings anchors rather than read from the package, so that a wrong anchor in the
  /// source's description fails.
  private static let expectedAnchors: [MediaSource: String] = [
    .camera: "Privacy_Camera",
    .microphone: "Privacy_Microphone",
    .photoLibrary(.readWrite): "Privacy_Photos",
    .photoLibrary(.addOnly): "Privacy_Photos",
  ]

  /// Every platform's path to Settings: where the process runs and the macOS version it reports.
  private static let platforms:
    [(name: String, runsOnMac: Bool, macOSMajorVersion: Int?, paneForm: String?)] = [
      ("iPhone or iPad", false, nil, nil),
      (
        "Mac Catalyst or an iOS app on a Mac", true, nil,
        "x-apple.systempreferences:com.apple.settings.PrivacySecurity.extension?"
      ),
      (
        "macOS 15", true, 15,
        "x-apple.systempreferences:com.apple.settings.PrivacySecurity.extension?"
      ),
      (
        "macOS 13", true, 13,
        "x-apple.systempreferences:com.apple.settings.PrivacySecurity.extension?"
      ),
      ("macOS 12", true, 12, "x-apple.systempreferences:com.apple.preference.security?"),
    ]

  func testEverySourceOnEveryPlatformOpensItsOwnPane() throws {
    for source in MediaSource.builtIns {
      let anchor = try XCTUnwrap(
        Self.expectedAnchors[source], "no expected pane for \(source): add it to this test")
      for platform in Self.platforms {
        let expected: SettingsDestination =
          platform.paneForm.map { .macPrivacyPane($0 + anchor) } ?? .appSettings
        XCTAssertEqual(
          SettingsDestination.forSource(
            source, runsOnMac: platform.runsOnMac, macOSMajorVersion: platform.macOSMajorVersion),
          expected, "\(source) on \(platform.name)")
      }
    }
  }

  func testTheMicrophoneOpensTheMicrophonePaneOnAMac() {
    XCTAssertEqual(
      SettingsDestination.forSource(.microphone, runsOnMac: true, macOSMajorVersion: nil),
      .macPrivacyPane(
        "x-apple.systempreferences:com.apple.settings.PrivacySecurity.extension?"
          + "Privacy_Microphone"))
    XCTAssertEqual(
      SettingsDestination.forSource(.microphone, runsOnMac: true, macOSMajorVersion: 12),
      .macPrivacyPane(
        "x-apple.systempreferences:com.apple.preference.security?Privacy_Microphone"))
  }
}
