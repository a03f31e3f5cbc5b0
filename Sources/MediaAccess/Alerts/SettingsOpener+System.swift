#if canImport(UIKit)
  internal import UIKit
#elseif canImport(AppKit)
  internal import AppKit
#endif

#if canImport(UIKit)
  extension SettingsOpener {
    /// Opens the app's page in the Settings app (`UIApplication.openSettingsURLString`); in a
    /// Mac Catalyst app and an iOS app running on a Mac, the source's pane of Privacy &
    /// Security in System Settings instead, as ``SettingsDestination`` decides. A URL the
    /// system does not open is logged.
    public static let system = SettingsOpener { source in
      let info = ProcessInfo.processInfo
      let destination = SettingsDestination.forSource(
        source, runsOnMac: info.isMacCatalystApp || info.isiOSAppOnMac,
        // On a Mac, ProcessInfo reports the macOS version; only 13 and later run this code.
        macOSMajorVersion: nil)
      let address: String
      switch destination {
      case .appSettings: address = UIApplication.openSettingsURLString
      case .macPrivacyPane(let pane): address = pane
      }
      guard let url = URL(string: address) else { return }
      UIApplication.shared.open(url, options: [:]) { opened in
        if !opened { PresentationLog.report("MediaAccess: the system did not open \(address)") }
      }
    }
  }
#elseif canImport(AppKit)
  extension SettingsOpener {
    /// Opens the source's pane of Privacy & Security in System Settings, chosen by the running
    /// macOS version (``SettingsDestination``). A URL the system does not open is logged.
    public static let system = SettingsOpener { source in
      let version = ProcessInfo.processInfo.operatingSystemVersion.majorVersion
      guard
        case .macPrivacyPane(let pane) = SettingsDestination.forSource(
          source, runsOnMac: true, macOSMajorVersion: version),
        let url = URL(string: pane)
      else { return }
      if !NSWorkspace.shared.open(url) {
        PresentationLog.report("MediaAccess: the system did not open \(pane)")
      }
    }
  }
#else
  extension SettingsOpener {
    /// This platform has no Settings app: the opener does nothing.
    public static let system = SettingsOpener.disabled
  }
#endif
