#if canImport(UIKit)
  internal import UIKit
#elseif canImport(AppKit)
  internal import AppKit
#endif
public import Foundation

extension AccessStatusMonitor {
  /// The notification that the app became active, which is when a change made in Settings
  /// shows: `UIApplication.didBecomeActiveNotification` with UIKit,
  /// `NSApplication.didBecomeActiveNotification` with AppKit, `nil` elsewhere.
  public static var appDidBecomeActive: Notification.Name? {
    #if canImport(UIKit)
      UIApplication.didBecomeActiveNotification
    #elseif canImport(AppKit)
      NSApplication.didBecomeActiveNotification
    #else
      nil
    #endif
  }
}
