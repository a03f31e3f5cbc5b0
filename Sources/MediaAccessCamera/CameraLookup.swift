package import MediaAccess

/// What the platform's camera lookup means for a launch, where it needs reading: the parts of
/// the camera's availability that are not AVFoundation.
package enum CameraLookup {
  /// Whether the camera counts as available on visionOS, where
  /// `AVCaptureDevice.systemPreferredCamera` is the one lookup (visionOS 1.0; "If no camera is
  /// available nil is returned"). It is consulted only once access is granted: Apple does not
  /// say whether it names a camera the app may not use yet, and a camera reported missing
  /// before the prompt could never be asked for. Before that the camera counts as there, and
  /// the contract explains the status.
  ///
  /// - Parameters:
  ///   - status: The camera's authorization status, read now.
  ///   - systemPreferredCameraFound: Whether `systemPreferredCamera` names a camera.
  package static func isAvailable(
    status: AuthorizationStatus, systemPreferredCameraFound: () -> Bool
  ) -> Bool {
    status != .authorized || systemPreferredCameraFound()
  }

  /// The diagnostic for a camera AVFoundation does not find, or `nil` when its absence says
  /// nothing about the app. A sandboxed Mac Catalyst app without the camera entitlement
  /// (`com.apple.security.device.camera`) may see no camera device at all, and its launches
  /// then end "No Camera Available": the user can do nothing about that, and the developer is
  /// told which entitlement to check. Off Mac Catalyst, or outside the App Sandbox, a missing
  /// camera is just missing.
  ///
  /// - Parameters:
  ///   - onMacCatalyst: Whether the app is a Mac Catalyst build.
  ///   - environment: The process environment; the App Sandbox sets
  ///     `APP_SANDBOX_CONTAINER_ID` in every sandboxed process.
  package static func absenceDiagnostic(
    onMacCatalyst: Bool, environment: [String: String]
  ) -> String? {
    guard onMacCatalyst, environment["APP_SANDBOX_CONTAINER_ID"] != nil else { return nil }
    let entitlement = BuiltInSource.camera.profile.macEntitlement
    return """
      MediaAccess: AVFoundation finds no camera, so launches end unavailable ("No Camera \
      Available"). A sandboxed Mac Catalyst app without the \(entitlement) entitlement sees \
      no camera device at all: check the app's entitlements.
      """
  }
}
