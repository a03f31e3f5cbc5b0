internal import MediaAccess

/// What the command-line tool alone knows about one ``BuiltInSource``: its names on the command
/// line, what the demo shows of it, and the package's own calls that ask for it, which lint
/// finds in an app's code. The core's ``SourceProfile`` holds what the library itself needs;
/// these facts are written once, in `BuiltInSource+CommandLine.swift`.
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
}
