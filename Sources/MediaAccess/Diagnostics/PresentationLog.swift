/// Reports what the platform declined to do for the user, such as a Settings URL it would not
/// open, through ``MediaAccessDiagnostics``.
enum PresentationLog {
  static func report(_ message: String) {
    MediaAccessDiagnostics.report(MediaAccessDiagnostic(kind: .presentation, message: message))
  }
}
