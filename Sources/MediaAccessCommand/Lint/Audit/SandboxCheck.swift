internal import Foundation
internal import MediaAccess

/// Checks a Mac or Mac Catalyst build's sandbox entitlements: a sandboxed app needs the
/// entitlement for each device it asks for, or macOS refuses the request without a prompt.
///
/// The sandbox and its entitlements come from the `CODE_SIGN_ENTITLEMENTS` file, or since
/// Xcode 15 from build settings (`ENABLE_APP_SANDBOX`, `ENABLE_RESOURCE_ACCESS_CAMERA`, …).
struct SandboxCheck {
  /// The settings of the Mac build.
  let settings: BuildSettings
  let sourceRoot: String
  var target: String?
  var configuration: String?

  /// The findings for `keys`, or an ``UnreadableInput`` when the entitlements file cannot
  /// be read.
  func findings(for keys: [UsageDescriptionKey]) throws(UnreadableInput) -> [LintFinding] {
    var entitlements: PropertyListReader.Contents?
    var entitlementsPath: String?
    if let written = settings.value(of: "CODE_SIGN_ENTITLEMENTS")?.value, !written.isEmpty {
      let path =
        written.hasPrefix("/") ? written : (sourceRoot as NSString).appendingPathComponent(written)
      entitlements = try PropertyListReader.read(path)
      entitlementsPath = path
    }
    let sandbox = "com.apple.security.app-sandbox"
    guard entitlements?.dictionary[sandbox] as? Bool == true || settings.isYes("ENABLE_APP_SANDBOX")
    else { return [] }
    var findings: [LintFinding] = []
    var reported: Set<String> = []
    for key in keys {
      guard let entitlement = key.source?.profile.macEntitlement,
        !reported.contains(entitlement.key),
        !entitlement.sandboxKeys.contains(where: { entitlements?.dictionary[$0] as? Bool == true }),
        !settings.isYes(entitlement.buildSetting)
      else { continue }
      reported.insert(entitlement.key)
      let position =
        entitlementsPath.map { SourcePosition(file: $0, line: entitlements?.line(of: sandbox)) }
        ?? settings.value(of: "ENABLE_APP_SANDBOX")?.position
      findings.append(
        LintFinding(
          file: position?.file ?? sourceRoot, line: position?.line, target: target,
          configuration: configuration, key: key.rawValue, kind: .missingEntitlement,
          message:
            "the app is sandboxed without \(entitlement.key) (or \(entitlement.buildSetting)"
            + " = YES); macOS refuses to let it \(purpose(of: key)) and never asks the user"))
    }
    return findings
  }

  /// What `key` lets the app do, as lint's messages word it.
  private func purpose(of key: UsageDescriptionKey) -> String {
    key.source?.profile.purpose ?? "use this source"
  }
}
