import XCTest

@testable import MediaAccess

/// "Open Settings" reaches the right place on every platform (issue 16, 10–11).
final class SettingsDestinationTests: XCTestCase {
  func testAnIPhoneOrIPadOpensTheAppsSettingsPage() {
    XCTAssertEqual(
      SettingsDestination.forSource(.camera, runsOnMac: false, macOSMajorVersion: nil),
      .appSettings)
  }

  func testCatalystAndIOSAppsOnMacOpenThePrivacyPane() {
    XCTAssertEqual(
      SettingsDestination.forSource(.camera, runsOnMac: true, macOSMajorVersion: nil),
      .macPrivacyPane(
        "x-apple.systempreferences:com.apple.settings.PrivacySecurity.extension?Privacy_Camera"))
    XCTAssertEqual(
      SettingsDestination.forSource(
        .photoLibrary(.addOnly), runsOnMac: true, macOSMajorVersion: nil),
      .macPrivacyPane(
        "x-apple.systempreferences:com.apple.settings.PrivacySecurity.extension?Privacy_Photos"))
  }

  func testThePaneIsChosenByTheRunningMacOSVersion() {
    XCTAssertEqual(
      SettingsDestination.forSource(.camera, runsOnMac: true, macOSMajorVersion: 15),
      .macPrivacyPane(
        "x-apple.systempreferences:com.apple.settings.PrivacySecurity.extension?Privacy_Camera"))
    XCTAssertEqual(
      SettingsDestination.forSource(.camera, runsOnMac: true, macOSMajorVersion: 12),
      .macPrivacyPane("x-apple.systempreferences:com.apple.preference.security?Privacy_Camera"))
  }
}
