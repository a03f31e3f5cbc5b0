/// Everything the package knows about one ``MediaSource`` besides its Info.plist key
/// (``MediaSource/usageDescriptionKey``): its Settings pane, its macOS entitlement, and what
/// links it into an app. Settings, lint, the demo, the preview and the test kit read these
/// facts here and nowhere else, so that adding a source is one profile, in
/// `MediaSource+Profile.swift`, plus its live authority (and, for the command-line tool, its
/// description in MediaAccessCommand).
package struct SourceProfile: Sendable {
  /// The source's part of a dialog text key, such as `photoLibraryAddOnly` in
  /// `denied.photoLibraryAddOnly.title`. Every shipped strings table has the source's keys.
  package let textKey: String
  /// The source in prose, such as `photo library (add-only)`.
  package let phrase: String
  /// What the source lets an app do, completing "needs … to" or "refuses to let it …", such as
  /// `use the camera`.
  package let purpose: String
  /// The anchor of the source's pane in Privacy & Security on a Mac, such as
  /// `Privacy_Microphone`; ``SettingsDestination`` puts it in the URL form of the running macOS.
  package let macPrivacyPane: String
  /// What a macOS app needs in its signature to ask for the source at all.
  package let macEntitlement: MacEntitlement
  /// What, linked into an app target, shows that the app uses the source.
  package let linkage: Linkage
  /// The statuses in which the system grants the source: `limited` only for the photo library
  /// read/write, where the user may share chosen photos.
  package let grantingStatuses: [AuthorizationStatus]

  /// The entitlement a sandboxed or hardened-runtime Mac app needs for a source: without it
  /// macOS refuses the request and never asks the user.
  package struct MacEntitlement: Sendable, Equatable {
    /// The entitlement key Xcode writes, for the App Sandbox and for the hardened runtime
    /// alike, such as `com.apple.security.device.camera`.
    package let key: String
    /// Other entitlement keys that grant the source to a sandboxed app, such as the App
    /// Sandbox's older `com.apple.security.device.microphone`.
    package let sandboxAlternatives: [String]
    /// The build setting (Xcode 15 and later) that adds ``key`` when it is `YES`, such as
    /// `ENABLE_RESOURCE_ACCESS_CAMERA`.
    package let buildSetting: String

    /// Every key that grants the source to a sandboxed app: ``key`` first.
    package var sandboxKeys: [String] { [key] + sandboxAlternatives }
  }

  /// What links the source into an app target.
  package struct Linkage: Sendable, Equatable {
    /// The package's library product whose live authority answers for the source, such as
    /// `MediaAccessCamera`.
    package let libraryProduct: String
    /// The system frameworks whose linking alone shows the app asks for the source, such as
    /// `Photos`. AVFoundation is none of them: apps link it to play and edit media as often as
    /// to capture, so linking it says nothing about the camera or the microphone.
    package let systemFrameworks: [String]
  }
}
