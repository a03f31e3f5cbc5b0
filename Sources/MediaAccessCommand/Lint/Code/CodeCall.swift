internal import MediaAccess

/// One call lint finds in an app's code that makes the system ask for a source, so that the
/// app needs the source's usage description.
///
/// The call is a pattern of tokens, written as the code is and read by the same
/// ``CodeTokenizer``: `AVCaptureDevice.requestAccess(for: .video` matches that call across
/// lines and spaces, never inside a comment or a string. In a pattern:
/// - `…` alone skips to the next token at the same depth of brackets, within the call;
/// - a name holding `…` matches names that start and end as it does (`builtIn…Camera`);
/// - `.name` also matches the member written with its type (`AVMediaType.video`,
///   `UIImagePickerController.SourceType.camera`).
///
/// Where several patterns match at one place, the longest wins (and every call with that same
/// pattern), so `requestAuthorization(for: .addOnly` is the add-only request, not the legacy
/// one it begins with.
struct CodeCall: Sendable {
  /// The call as a finding names it, such as `AVCaptureDevice.requestAccess(for: .video)`.
  let api: String
  /// The sources it asks for: a video capture asks for the camera and the microphone.
  let sources: [BuiltInSource]
  /// The language it is written in.
  let language: CodeTokenizer.Language
  /// The tokens it is written with; the first is a name or punctuation, never a wildcard.
  let pattern: String
  /// Names one of which the file must hold for the pattern to count, for a name that is a
  /// request only in that company (an `inputNode` of an `AVAudioEngine`, this package's
  /// `launchCamera`); empty when the pattern says enough.
  var requires: [String] = []
  /// The framework it belongs to, which decides the platforms where it exists.
  var framework = CodeFramework.anyPlatform

  init(
    _ api: String, _ sources: [BuiltInSource], _ language: CodeTokenizer.Language = .swift,
    in framework: CodeFramework = .anyPlatform, pattern: String? = nil, requires: [String] = []
  ) {
    self.api = api
    self.sources = sources
    self.language = language
    self.framework = framework
    self.pattern = pattern ?? api
    self.requires = requires
  }
}
