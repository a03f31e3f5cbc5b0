/// Reports a misconfiguration, such as a missing usage description or entitlement, where a
/// developer will see it while running the app, through ``MediaAccessDiagnostics``.
package enum MisconfigurationLog {
  /// Reports `diagnostic`, which starts `MediaAccess:`, as a misconfiguration.
  package static func report(_ diagnostic: String) {
    MediaAccessDiagnostics.report(
      MediaAccessDiagnostic(kind: .misconfiguration, message: diagnostic))
  }
}
