internal import Foundation
internal import MediaAccess

/// Checks a Mac or Mac Catalyst build's device entitlements: an app that is sandboxed, or
/// signed with the hardened runtime, needs the entitlement for each device it asks for, or
/// macOS refuses the request without a prompt.
///
/// The sandbox and its entitlements come from the `CODE_SIGN_ENTITLEMENTS` file, or since
/// Xcode 15 from build settings (`ENABLE_APP_SANDBOX`, `ENABLE_RESOURCE_ACCESS_CAMERA`, …).
/// The hardened runtime is `ENABLE_HARDENED_RUNTIME = YES`, `--options runtime` among
/// `OTHER_CODE_SIGN_FLAGS`, or an entitlements file holding its exceptions
/// (`com.apple.security.cs.*`).
struct SandboxCheck {
  /// The settings of the Mac build.
  let settings: BuildSettings
  let sourceRoot: String
  var target: String?
  var configuration: String?
  /// Whether the Mac build is an iOS target's Mac Catalyst build. Its code is the iOS app's,
  /// where lint cannot see what `#if targetEnvironment(macCatalyst)` leaves out: a missing
  /// entitlement is a warning that says so.
  var isCatalyst = false

  private static let sandboxEntitlement = "com.apple.security.app-sandbox"
  private static let runtimeExceptionPrefix = "com.apple.security.cs."

  /// How the app is protected, and where that is switched on.
  private struct Protection {
    /// "is sandboxed" or "uses the hardened runtime".
    let description: String
    let position: SourcePosition
    var isSandbox = false
  }

  /// The findings for `keys`, or an ``UnreadableInput`` when the entitlements file cannot
  /// be read.
  func findings(for keys: [UsageDescriptionKey]) throws(UnreadableInput) -> [LintFinding] {
    var entitlements: PropertyListReader.Contents?
    var entitlementsPath: String?
    if let setting = settings.value(of: "CODE_SIGN_ENTITLEMENTS"), !setting.builtBy.isEmpty {
      // A file the build writes: nothing on disk to read, and never the folder's root.
      throw UnreadableInput(
        file: setting.position?.file ?? "", line: setting.position?.line,
        problem:
          "target \((target ?? "").singleLine) (\((configuration ?? "").singleLine)): "
          + "CODE_SIGN_ENTITLEMENTS uses "
          + setting.builtBy.map { "$(\($0.singleLine))" }.joined(separator: ", ")
          + ", which only the build system defines; it cannot be followed without a build")
    }
    if let written = settings.value(of: "CODE_SIGN_ENTITLEMENTS")?.value, !written.isEmpty {
      let path =
        (written.hasPrefix("/")
        ? written : (sourceRoot as NSString).appendingPathComponent(written))
        .named(fromSourceRoot: sourceRoot)
      entitlements = try PropertyListReader.read(path)
      entitlementsPath = path
    }
    guard let protection = protection(entitlements, at: entitlementsPath) else { return [] }
    var findings: [LintFinding] = []
    var reported: Set<String> = []
    for key in keys {
      // The App Sandbox also takes older spellings; the hardened runtime only the key.
      guard let source = key.source, case let entitlement = source.profile.macEntitlement,
        !reported.contains(entitlement),
        !(protection.isSandbox ? source.macSandboxKeys : [entitlement]).contains(where: {
          entitlements?.dictionary[$0] as? Bool == true
        }),
        case let buildSetting = source.commandLine.macSandbox.buildSetting,
        !settings.isYes(buildSetting)
      else { continue }
      reported.insert(entitlement)
      let purpose = source.commandLine.purpose
      let lacking =
        "the app \(protection.description) without \(entitlement) (or "
        + "\(buildSetting) = YES)"
      let message =
        isCatalyst
        ? "in the Mac Catalyst build, \(lacking): if that build asks to \(purpose), macOS "
          + "refuses and never asks the user; lint cannot see whether the code asking is "
          + "compiled out of the Catalyst build (if it is, pass --ignore-catalyst-sandbox "
          + "\((target ?? "").singleLine))"
        : "\(lacking); macOS refuses to let it \(purpose) and never asks the user"
      findings.append(
        LintFinding(
          file: protection.position.file, line: protection.position.line, target: target,
          configuration: configuration, key: key.rawValue, kind: .missingEntitlement,
          message: message, severity: isCatalyst ? .warning : .error))
    }
    return findings
  }

  /// The sandbox when it is on, else the hardened runtime when it is on, each with the line
  /// that switches it on; `nil` when neither is.
  private func protection(_ entitlements: PropertyListReader.Contents?, at path: String?)
    -> Protection?
  {
    let fallback = SourcePosition(file: path ?? sourceRoot, line: nil)
    func entitlementPosition(_ key: String) -> SourcePosition {
      SourcePosition(file: path ?? sourceRoot, line: entitlements?.keyLines[key])
    }
    let sandboxed = "is sandboxed"
    let hardened = "uses the hardened runtime"
    if settings.isYes("ENABLE_APP_SANDBOX") {
      return Protection(
        description: sandboxed,
        position: settings.value(of: "ENABLE_APP_SANDBOX")?.position ?? fallback, isSandbox: true)
    }
    if entitlements?.dictionary[Self.sandboxEntitlement] as? Bool == true {
      return Protection(
        description: sandboxed, position: entitlementPosition(Self.sandboxEntitlement),
        isSandbox: true)
    }
    if settings.isYes("ENABLE_HARDENED_RUNTIME") {
      return Protection(
        description: hardened,
        position: settings.value(of: "ENABLE_HARDENED_RUNTIME")?.position ?? fallback)
    }
    if let flags = settings.value(of: "OTHER_CODE_SIGN_FLAGS"),
      Self.signsWithRuntime(flags.value)
    {
      return Protection(description: hardened, position: flags.position ?? fallback)
    }
    if let exception = entitlements?.dictionary.keys.sorted().first(where: {
      $0.hasPrefix(Self.runtimeExceptionPrefix)
    }) {
      return Protection(description: hardened, position: entitlementPosition(exception))
    }
    return nil
  }

  /// Whether `codesign` flags ask for the hardened runtime: `--options runtime`,
  /// `--options=runtime,…` or `-o runtime`.
  private static func signsWithRuntime(_ flags: String) -> Bool {
    let words = flags.split(separator: " ").map(String.init)
    for (index, word) in words.enumerated() {
      let options: String?
      if word.hasPrefix("--options=") {
        options = String(word.dropFirst("--options=".count))
      } else if word == "--options" || word == "-o" {
        options = index + 1 < words.count ? words[index + 1] : nil
      } else {
        options = nil
      }
      if let options, options.split(separator: ",").contains("runtime") { return true }
    }
    return false
  }
}
