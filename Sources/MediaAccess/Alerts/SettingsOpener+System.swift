#if canImport(UIKit)
  internal import UIKit
#elseif canImport(AppKit)
  internal import AppKit
#endif

#if canImport(UIKit)
  extension SettingsOpener {
    /// Opens the app's page in the Settings app (`UIApplication.openSettingsURLString`).
    public static let system = SettingsOpener { _ in
      guard let url = URL(string: UIApplication.openSettingsURLString),
        UIApplication.shared.canOpenURL(url)
      else { return }
      UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }
  }
#elseif canImport(AppKit)
  extension SettingsOpener {
    /// Opens the source's pane of Privacy & Security in System Settings.
    public static let system = SettingsOpener { source in
      let anchor = source == .camera ? "Privacy_Camera" : "Privacy_Photos"
      let candidates = [
        "x-apple.systempreferences:com.apple.settings.PrivacySecurity.extension?\(anchor)",
        "x-apple.systempreferences:com.apple.preference.security?\(anchor)",
      ]
      for case let url? in candidates.map(URL.init(string:)) where NSWorkspace.shared.open(url) {
        return
      }
    }
  }
#else
  extension SettingsOpener {
    /// This platform has no Settings app: the opener does nothing.
    public static let system = SettingsOpener.disabled
  }
#endif
