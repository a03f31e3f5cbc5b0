// expect: API_UNAVAILABLE(macCatalyst)
// passes: MacCatalyst
//
// NSWorkspace is AppKit's, macOS only: a Mac Catalyst build must open Settings through UIKit.
// Proves the Mac Catalyst pass is not a macOS build.

import AppKit

func openPane(_ url: URL) -> Bool {
  NSWorkspace.shared.open(url)
}
