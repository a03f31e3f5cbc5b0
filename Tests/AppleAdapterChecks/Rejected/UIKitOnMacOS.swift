// expect: no such module 'UIKit'
// passes: macOS
//
// A macOS build has no UIKit: an adapter that imports it outside `#if canImport(UIKit)` must not
// compile. Proves the macOS pass does not see the iOS SDK.

import UIKit

func settingsURL() -> String {
  UIApplication.openSettingsURLString
}
