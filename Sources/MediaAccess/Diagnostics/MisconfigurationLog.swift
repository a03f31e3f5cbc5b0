/// Reports a missing usage description where a developer will see it while running the app,
/// through ``MediaAccessDiagnostics``.
enum MisconfigurationLog {
  static func report(_ diagnostic: String) {
    MediaAccessDiagnostics.report(
      MediaAccessDiagnostic(kind: .misconfiguration, message: diagnostic))
  }
}
