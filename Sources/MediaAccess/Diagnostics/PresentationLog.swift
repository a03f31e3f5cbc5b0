/// Reports what the platform declined to do for the user, such as a Settings URL it would not
/// open, through ``MediaAccessDiagnostics``.
package enum PresentationLog {
  /// Reports `message`, which starts `MediaAccess:`, as a presentation diagnostic.
  package static func report(_ message: String) {
    MediaAccessDiagnostics.report(MediaAccessDiagnostic(kind: .presentation, message: message))
  }
}
