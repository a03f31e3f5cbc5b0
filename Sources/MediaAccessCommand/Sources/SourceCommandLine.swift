internal import MediaAccess

/// What the command-line tool alone knows about one of the package's sources: its names on the
/// command line, what the demo shows of it, the package's own calls that ask for it, which lint
/// finds in an app's code, and what lint needs to judge an app target: what the source lets an
/// app do, what links it, and its Mac entitlement's other spellings. The library's own facts are
/// its `SourceProfile`; these are written once, in `BuiltInSource+CommandLine.swift`.
struct SourceCommandLine: Sendable {
  /// The source's one name on the command line (`lint --sources`, `demo --source`, `preview
  /// --source`), such as `photo-library-add-only`.
  let name: String
  /// Other spellings the command line accepts for the source, such as `photos-add-only` and
  /// the text key, so that a name a user guesses still selects it.
  let aliases: [String]
  /// The method of the source's mixin that an app's button calls, such as
  /// `launchCamera(success:completion:)`.
  let launchMethod: String
  /// The button of the system prompt that grants access, as iOS labels it, such as
  /// `Allow Full Access`.
  let promptAllowButton: String
  /// This package's calls that ask for the source, which lint finds in an app's code
  /// (``CodeCallTable``): they count in a file that imports one of the package's libraries.
  let packageCalls: [CodeCall]
  /// What the source lets an app do, completing "needs … to" or "refuses to let it …", such as
  /// `use the camera`.
  let purpose: String
  /// What, linked into an app target, shows that the app uses the source.
  let linkage: Linkage
  /// How a Mac app's signature grants the source besides the library's entitlement key.
  let macSandbox: MacSandbox

  /// What links the source into an app target.
  struct Linkage: Sendable, Equatable {
    /// The package's library product whose live authority answers for the source, such as
    /// `MediaAccessCamera`.
    let libraryProduct: String
    /// The system frameworks whose linking alone shows the app asks for the source, such as
    /// `Photos`. AVFoundation is none of them: apps link it to play and edit media as often as
    /// to capture, so linking it says nothing about the camera or the microphone.
    let systemFrameworks: [String]
  }

  /// The spellings of the source's Mac entitlement that lint accepts besides the library's key.
  struct MacSandbox: Sendable, Equatable {
    /// Other entitlement keys that grant the source to a sandboxed app, such as the App
    /// Sandbox's older `com.apple.security.device.microphone`.
    let alternatives: [String]
    /// The build setting (Xcode 15 and later) that adds the entitlement when it is `YES`, such
    /// as `ENABLE_RESOURCE_ACCESS_CAMERA`.
    let buildSetting: String
  }
}
