/// The usage-description keys of Apple Vision Pro's main camera, which are not the camera key
/// MediaAccess reads.
///
/// `NSMainCameraUsageDescription` (visionOS 26 and later) and `NSEnterpriseMCAMUsageDescription`
/// (visionOS 2 to 2.3) explain access to the main camera through ARKit's `CameraFrameProvider`,
/// an enterprise API that needs the `com.apple.developer.arkit.main-camera-access.allow`
/// entitlement and an enterprise license (Apple: "NSMainCameraUsageDescription", "Accessing
/// the main camera"). MediaAccess's camera is AVFoundation's, which reads
/// `NSCameraUsageDescription` on visionOS as everywhere. A target that declares a main-camera
/// key but not the camera key has likely mistaken one for the other: its "missing" finding
/// says so.
enum MainCameraKeys {
  /// The keys, newest first.
  static let names = ["NSMainCameraUsageDescription", "NSEnterpriseMCAMUsageDescription"]

  /// `findings`, with the missing camera key's message naming the main-camera key the target
  /// declares instead, if any.
  ///
  /// - Parameters:
  ///   - findings: The findings of one Info.plist or target configuration.
  ///   - declares: Whether the target declares a key, by name.
  /// - Returns: The findings, the camera key's "missing" one explained.
  static func explainingMissingCameraKey(
    _ findings: [LintFinding], declares: (String) -> Bool
  ) -> [LintFinding] {
    guard let declared = names.first(where: declares) else { return findings }
    return findings.map { finding in
      guard finding.kind == .missing, finding.key == "NSCameraUsageDescription" else {
        return finding
      }
      var explained = LintFinding(
        file: finding.file, line: finding.line, column: finding.column, target: finding.target,
        configuration: finding.configuration, key: finding.key, kind: finding.kind,
        message: finding.message
          + "; \(declared), which the target declares, is for ARKit's main camera on visionOS"
          + " (an enterprise entitlement), not for AVFoundation's camera")
      explained.severity = finding.severity
      return explained
    }
  }
}
