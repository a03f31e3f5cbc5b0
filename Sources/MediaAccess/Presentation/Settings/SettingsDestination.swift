/// Where "Open Settings" goes on the running platform: the logic of ``SettingsOpener/system``,
/// kept free of UIKit and AppKit so that it is tested on Linux.
///
/// On a Mac, the app's page of the iOS Settings app does not exist: a Mac Catalyst app, an iOS
/// app running on a Mac (`ProcessInfo.isiOSAppOnMac`) and a macOS app all open the source's
/// pane of Privacy & Security. Its URL is undocumented and changed with macOS 13, when System
/// Preferences became System Settings; it is chosen by the running macOS version, because
/// `NSWorkspace.open` reports success whenever the Settings app opens, whether or not the pane
/// exists, so trying one URL after another cannot work. The pane's anchor is the source's
/// (``SourceProfile/macPrivacyPane``).
enum SettingsDestination: Equatable {
  /// The app's page of the Settings app (`UIApplication.openSettingsURLString`).
  case appSettings
  /// A pane of System Settings (or System Preferences) on a Mac.
  case macPrivacyPane(String)

  /// The destination for `source`.
  ///
  /// - Parameters:
  ///   - source: The source whose switch the user should find.
  ///   - runsOnMac: Whether the process runs on macOS: an AppKit app, a Mac Catalyst app or an
  ///     iOS app on a Mac.
  ///   - macOSMajorVersion: The running macOS version's major number, when known; unknown is
  ///     taken as 13 or later, which every supported Mac runs (the package requires macOS 13
  ///     and Mac Catalyst 16).
  static func forSource(
    _ source: MediaSource, runsOnMac: Bool, macOSMajorVersion: Int?
  ) -> SettingsDestination {
    guard runsOnMac else { return .appSettings }
    let anchor = source.sourceDescription.macPrivacyPane.map { "?\($0)" } ?? ""
    if let version = macOSMajorVersion, version < 13 {
      return .macPrivacyPane("x-apple.systempreferences:com.apple.preference.security\(anchor)")
    }
    return .macPrivacyPane(
      "x-apple.systempreferences:com.apple.settings.PrivacySecurity.extension\(anchor)")
  }

}
