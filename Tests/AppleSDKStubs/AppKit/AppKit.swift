// Stub of the AppKit declarations MediaAccess's macOS Settings opener calls, for type-checking
// it on Linux (`.ci/typecheck-apple-adapters`). Nothing here runs.
//
// Sources (../README.md, "AppKit"): docs AppKit/NSWorkspace,
// `class NSWorkspace`; NSWorkspace/shared, `class var shared: NSWorkspace { get }` ("safely
// from any thread"); NSWorkspace/open(_:), `func open(_ url: URL) -> Bool` ("safely from any
// thread in macOS 10.6 and later"). Neither is actor-isolated.

@_exported public import Foundation

/// The workspace, which opens URLs (docs). Apple's page lists macOS only: a Mac Catalyst app
/// cannot use it, so the Mac Catalyst pass sees it unavailable.
@available(macCatalyst, unavailable)
open class NSWorkspace: NSObject {
  /// The shared workspace (docs).
  open class var shared: NSWorkspace { fatalError("stub") }

  /// Opens a URL (docs).
  ///
  /// - Parameter url: The URL to open.
  /// - Returns: Whether it opened.
  open func open(_ url: URL) -> Bool { fatalError("stub") }
}

/// The app object (docs: AppKit/NSApplication, `@MainActor class NSApplication`).
@available(macCatalyst, unavailable)
@MainActor
open class NSApplication: NSObject {
  /// Posted when the app becomes active (docs: NSApplication/didBecomeActiveNotification,
  /// `class let didBecomeActiveNotification: NSNotification.Name`); main-actor isolated with its
  /// class, the stricter form.
  public static let didBecomeActiveNotification = Notification.Name(
    "NSApplicationDidBecomeActiveNotification")
}
