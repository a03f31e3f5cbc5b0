internal import Foundation
internal import MediaAccess

/// Audits an Xcode project as Xcode builds it: for each application target (or the target
/// `--target` names) and each build configuration, the usage descriptions the built app's
/// Info.plist will hold, where they are written, and the tables and catalogs that localize
/// them.
///
/// A generated Info.plist (`GENERATE_INFOPLIST_FILE = YES`) takes each key from an
/// `INFOPLIST_KEY_<key>` build setting; the target's `INFOPLIST_FILE`, if any, adds its own
/// keys, a build setting winning over the file as Xcode's merge does.
struct ProjectAuditor {
  /// The sources the app uses; `nil` means every source whose key the target mentions.
  let sources: [BuiltInSource]?
  /// `--target`: audit this target only, whatever its kind.
  let targetName: String?
  /// `--configuration`: audit this configuration only.
  let configurationName: String?
  /// `--ignore-catalyst-sandbox`: targets whose Mac Catalyst build's entitlements are not
  /// checked, their iOS build still being.
  var ignoredCatalystSandboxTargets: [String] = []
  /// Where remote Swift packages' checkouts are looked for (`--package-checkouts`).
  var packageCheckouts = PackageCheckouts()

  /// What auditing one project found.
  struct Result {
    var audits: [LintAudit] = []
    var unreadable: [UnreadableInput] = []
    /// The Info.plist files the targets use, audited here and not again on their own.
    var infoPlists: Set<FileStatus.Identity> = []
    /// The names of the targets audited: the application targets, or the one `--target` names.
    var auditedTargets: [String] = []
    /// Whether a target and a configuration matched the options.
    var hasTarget = false
    var hasConfiguration = false
    /// The `.xcconfig` files the settings need that are not there, with what each costs.
    var missing: [MissingSettingsFile] = []
    /// The source files the targets compile that cannot be read, with the targets.
    var missingSources: [MissingSourceFile] = []

    /// Notes that a target's configuration is read without a missing file.
    mutating func note(_ file: MissingSettingsFile, target: String, configuration: String) {
      if let index = missing.firstIndex(where: { $0.file == file.file }) {
        missing[index].cost(target: target, configuration: configuration)
        missing[index].includedAlso(by: file.includedBy)
      } else {
        var file = file
        file.cost(target: target, configuration: configuration)
        missing.append(file)
      }
    }
  }

  /// The prefix of a generated Info.plist key's build setting.
  static let infoPlistKeyPrefix = "INFOPLIST_KEY_"

  func audit(_ project: XcodeProject) -> Result {
    var result = Result()
    let targets = project.targets.filter { target in
      targetName.map { $0 == target.name } ?? target.isApplication
    }
    result.hasTarget = !targets.isEmpty
    result.auditedTargets = targets.map(\.name)
    for target in targets {
      audit(target, of: project, into: &result)
    }
    // One line per missing file, naming every target and configuration it costs; each of
    // those audits carries it, so none is called clean.
    for missing in result.missing {
      let input = missing.input
      result.unreadable.append(input)
      for index in result.audits.indices {
        let audit = result.audits[index]
        guard
          missing.costs.contains(where: {
            $0.target == audit.target && $0.configurations.contains(audit.configuration ?? "")
          })
        else { continue }
        result.audits[index].unreadable.append(input)
      }
    }
    // One line per source file that cannot be read, naming the targets whose code it is;
    // none of their audits is called clean.
    for missing in result.missingSources {
      let input = missing.input
      result.unreadable.append(input)
      for index in result.audits.indices
      where missing.targets.contains(where: { $0.name == result.audits[index].target }) {
        result.audits[index].unreadable.append(input)
      }
    }
    // The other targets' Info.plist files belong to the project too: not audited on their own.
    for target in project.targets where !targets.contains(where: { $0.name == target.name }) {
      for configuration in target.configurations {
        guard let settings = try? settings(of: configuration, target, project).settings,
          let path = infoPlistPath(settings, project),
          let identity = try? FileStatus.of(path).identity
        else { continue }
        result.infoPlists.insert(identity)
      }
    }
    return result
  }

  private func audit(
    _ target: XcodeProject.Target, of project: XcodeProject, into result: inout Result
  ) {
    result.unreadable += target.unreadable
    let firstAudit = result.audits.endIndex
    defer { Self.reportUndefinedOnce(in: &result.audits[firstAudit...]) }
    // Every configuration's settings, so a key set in Debug only is still needed in Release.
    var resolved: [(XcodeProject.Configuration, BuildSettings)] = []
    /// The `.xcconfig` files missing from each configuration: audited without them.
    var missingFiles: [String: [MissingSettingsFile]] = [:]
    for configuration in target.configurations {
      do {
        let (settings, missing) = try settings(of: configuration, target, project)
        resolved.append((configuration, settings))
        missingFiles[configuration.name] = missing
        if configurationName.map({ $0 == configuration.name }) ?? true {
          for file in missing {
            result.note(file, target: target.name, configuration: configuration.name)
          }
        }
      } catch {
        if configurationName.map({ $0 == configuration.name }) ?? true {
          result.hasConfiguration = true
          if !result.unreadable.contains(error) { result.unreadable.append(error) }
        }
      }
    }
    var infoPlists: [String: PropertyListReader.Contents] = [:]
    var localizations = Localizations()
    for path in target.localizationFiles { localizations.add(path) }
    for path in target.localizedResources { localizations.noteLanguages(of: path) }
    for folder in target.synchronizedFolders { localizations.addWithin(folder: folder) }
    for (_, settings) in resolved {
      guard let path = infoPlistPath(settings, project), infoPlists[path] == nil else { continue }
      do {
        infoPlists[path] =
          settings.isYes("INFOPLIST_PREPROCESS")
          ? try PropertyListReader.read(
            path,
            preprocessor: InfoPlistPreprocessor(
              definitions: settings.value(of: "INFOPLIST_PREPROCESSOR_DEFINITIONS")?.value ?? ""))
          : try PropertyListReader.read(path)
        if let identity = try? FileStatus.of(path).identity { result.infoPlists.insert(identity) }
        // The tables and catalogs are the ones the target lists. Only a target that lists
        // none (its resources copied by a folder reference or a script) falls back to those
        // beside its Info.plist: with a list, a table beside it that the list lacks is a file
        // left behind, not in the app.
        if target.localizationFiles.isEmpty && target.synchronizedFolders.isEmpty {
          localizations.addBeside(directory: (path as NSString).deletingLastPathComponent)
        }
      } catch {
        result.unreadable.append(error)
      }
    }
    let declared = UsageDescriptionKey.allCases.filter { key in
      resolved.contains { _, settings in
        // Without a generated Info.plist, Xcode ignores `INFOPLIST_KEY_` settings.
        settings.isYes("GENERATE_INFOPLIST_FILE")
          && settings.value(of: Self.infoPlistKeyPrefix + key.rawValue) != nil
      } || infoPlists.values.contains { $0.dictionary[key.rawValue] != nil }
    }
    // The keys the code asks for (`CodeScan`): needed like those the target declares, and,
    // when no configuration declares one, reported at the calls rather than in the Info.plist.
    let conditions = CodeConditions(building: resolved.map(\.1))
    let code = CodeScan.sources(of: target, in: project, checkouts: packageCheckouts)
    let scan = CodeScan.of(code, conditions: conditions)
    for (unread, dependency) in scan.unread {
      if let index = result.missingSources.firstIndex(where: { $0.unread == unread }) {
        result.missingSources[index].compiled(by: target.name, through: dependency)
      } else {
        var missing = MissingSourceFile(unread)
        missing.compiled(by: target.name, through: dependency)
        result.missingSources.append(missing)
      }
    }
    let called = scan.calls(asking: sources)
    // The binaries it links, read as App Store Connect reads them (`BinaryScan`).
    let binaries = BinaryScan.of(target, in: project, conditions: conditions)
    let referenced = binaries.references(asking: sources, declared: declared.contains)
    result.unreadable += binaries.unreadable
    let keys = neededKeys(
      sources, products: target.linkedProducts, frameworks: target.linkedFrameworks,
      declared: declared.contains
    ).union(called.keys).union(referenced.keys)
    let linkedBy = LinkedSources.keysNeeded(
      linking: target.linkedProducts, target.linkedFrameworks, declared: Set(declared))
    let linkedAtAll = LinkedSources.keysNeeded(
      linking: target.linkedProducts, target.linkedFrameworks, declared: [])
    result.unreadable += localizations.unreadable
    var localizationsReported = false
    for (configuration, settings) in resolved
    where configurationName.map({ $0 == configuration.name }) ?? true {
      result.hasConfiguration = true
      var audit = LintAudit(
        file: project.path, target: target.name, configuration: configuration.name,
        keys: keys.map(\.rawValue), localizations: localizations.paths,
        languages: localizations.languages.count,
        unreadable: localizations.unreadable)
      audit.unknown += CodeScan.notRead(code)
      audit.binaries = binaries.filesRead
      audit.unreadable += binaries.unreadable
      let missing = missingFiles[configuration.name] ?? []
      if let unknown = unknownInfoPlist(
        settings, project, target: target, configuration: configuration)
      {
        // Its keys cannot be judged: a missing key may be in the file that cannot be known.
        switch unknown {
        case .missingFiles(let reasons):
          audit.unknown.append("INFOPLIST_FILE cannot be known: " + reasons.joined(separator: "; "))
          for file in missing where reasons.contains(file.reason) {
            if let index = result.missing.firstIndex(where: { $0.file == file.file }) {
              result.missing[index].leavesUnknown(
                "INFOPLIST_FILE", target: target.name, configuration: configuration.name)
            }
          }
        case .builtBy(let input, let summary):
          audit.unknown.append(summary)
          audit.unreadable.append(input)
          if !result.unreadable.contains(input) { result.unreadable.append(input) }
        }
        result.audits.append(audit)
        continue
      }
      let infoPlistPath = infoPlistPath(settings, project)
      if let infoPlistPath, infoPlists[infoPlistPath] == nil {
        // Reported above: without it, this configuration was not read.
        audit.unreadable.append(UnreadableInput(file: infoPlistPath, problem: "not read"))
        result.audits.append(audit)
        continue
      }
      let check = UsageValueCheck(
        settings: settings, target: target.name, configuration: configuration.name,
        system: UsageValueCheck.system(ofSDK: settings.sdk))
      let translated = localizations.keysInBaseTable
      for key in keys
      where declared.contains(key) || (called[key] == nil && referenced[key] == nil) {
        let setting = Self.infoPlistKeyPrefix + key.rawValue
        let reasons = settings.unknownBecause(unset: setting)
        if settings.isYes("GENERATE_INFOPLIST_FILE"), !reasons.isEmpty,
          infoPlistPath.flatMap({ infoPlists[$0]?.dictionary[key.rawValue] }) == nil
        {
          // Not missing: the file that is not there may set it.
          audit.unknown.append(
            "\(key.rawValue) cannot be known: " + reasons.joined(separator: "; "))
          for file in missing where reasons.contains(file.reason) {
            if let index = result.missing.firstIndex(where: { $0.file == file.file }) {
              result.missing[index].leavesUnknown(
                setting, target: target.name, configuration: configuration.name)
            }
          }
          continue
        }
        audit.findings += findings(
          for: key, settings: settings, infoPlist: infoPlistPath.flatMap { infoPlists[$0] },
          infoPlistPath: infoPlistPath, configuration: configuration, project: project,
          check: check, linkedBy: linkedBy[key], translated: translated.contains(key.rawValue))
      }
      let configurationInfoPlist = infoPlistPath.flatMap { infoPlists[$0] }
      audit.findings = MainCameraKeys.explainingMissingCameraKey(audit.findings) { name in
        (settings.isYes("GENERATE_INFOPLIST_FILE")
          && settings.value(of: Self.infoPlistKeyPrefix + name) != nil)
          || configurationInfoPlist?.dictionary[name] != nil
      }
      if !missing.isEmpty {
        // A reference may be defined in the base configuration that is not there: unknown,
        // not undefined (the missing file is reported).
        audit.findings.removeAll { $0.kind == .undefinedSetting }
      }
      do {
        audit.findings += try sandboxFindings(
          settings, project, target: target.name, configuration: configuration.name
        ) { platform in
          keys.filter { key in
            // A key the code asks for only in calls no Mac build has (UIKit's, or in an
            // `#if os(iOS)` block) needs no entitlement there; one the target links or
            // declares without a call still does.
            guard sources == nil, let calls = called[key], linkedAtAll[key] == nil
            else { return true }
            return calls.contains { scan.counts($0, on: platform) }
          }
        }
      } catch {
        audit.unreadable.append(error)
        result.unreadable.append(error)
      }
      if !localizationsReported {
        // Tables and catalogs do not change with the configuration: reported once per target.
        localizationsReported = true
        audit.findings += CodeScan.findings(
          called, declared: declared.contains, target: target.name, system: check.system)
        audit.findings += BinaryScan.findings(
          referenced, target: target.name, system: check.system)
        audit.findings += SubclassCustomizations.findings(of: scan, target: target.name)
        var localizationCheck = check
        localizationCheck.configuration = nil
        audit.findings += localizations.findings(
          for: keys, declared: Set(declared.map(\.rawValue)), check: localizationCheck,
          developmentLanguage: project.developmentRegion)
      }
      result.audits.append(audit)
    }
  }

  /// Drops a localization's finding that a key uses an undefined setting when the target's own
  /// value of the key was found using it: a catalog's development-language entry repeats the
  /// Info.plist text, and one undefined setting is one finding, not one per copy.
  private static func reportUndefinedOnce(in audits: inout ArraySlice<LintAudit>) {
    func reference(_ finding: LintFinding) -> String? {
      guard finding.kind == .undefinedSetting,
        let uses = finding.message.range(of: " uses $(")
      else { return nil }
      return finding.key + finding.message[uses.lowerBound...]
    }
    // The target's own values carry a configuration; its localizations do not.
    let reported = Set(
      audits.flatMap(\.findings).filter { $0.configuration != nil }.compactMap(reference))
    for index in audits.indices {
      audits[index].findings.removeAll { finding in
        finding.configuration == nil && reference(finding).map(reported.contains) == true
      }
    }
  }

  /// The findings for one key in one configuration: from its build setting when the
  /// Info.plist is generated and the setting is there, else from the Info.plist file.
  private func findings(
    for key: UsageDescriptionKey, settings: BuildSettings,
    infoPlist: PropertyListReader.Contents?, infoPlistPath: String?,
    configuration: XcodeProject.Configuration, project: XcodeProject, check: UsageValueCheck,
    linkedBy: String?, translated: Bool
  ) -> [LintFinding] {
    var check = check
    if translated {
      // The Base table's text replaces a stand-in here, and is judged in the table:
      // only a value that is not a string, or an empty one, is this file's problem.
      check.judgesText = false
    }
    if settings.isYes("GENERATE_INFOPLIST_FILE"),
      let setting = settings.value(of: Self.infoPlistKeyPrefix + key.rawValue)
    {
      let position =
        setting.position ?? SourcePosition(file: project.projectFile, line: nil)
      return check.findings(setting.value, key: key, at: position, expandedWith: setting.undefined)
    }
    if let infoPlist, let infoPlistPath, let value = infoPlist.dictionary[key.rawValue] {
      let position = SourcePosition(file: infoPlistPath, line: infoPlist.line(of: key.rawValue))
      // `INFOPLIST_EXPAND_BUILD_SETTINGS = NO` leaves references as written.
      if settings.value(of: "INFOPLIST_EXPAND_BUILD_SETTINGS")?.value.uppercased() == "NO" {
        check.settings = nil
      }
      return check.findings(value, key: key, at: position)
    }
    // Missing: the key belongs in the Info.plist file when the target writes its own, else
    // among the target's build settings for this configuration.
    let position =
      settings.isYes("GENERATE_INFOPLIST_FILE") || infoPlist == nil
      ? SourcePosition(file: project.projectFile, line: configuration.settings.line)
      : SourcePosition(file: infoPlistPath ?? project.projectFile, line: infoPlist?.rootLine)
    return check.findings(nil, key: key, at: position, linkedBy: linkedBy)
  }

  /// The entitlement findings of the target's Mac build, if it has one: native, or Mac
  /// Catalyst's; `keys` gives the keys that build needs, for its platform.
  private func sandboxFindings(
    _ settings: BuildSettings, _ project: XcodeProject, target: String, configuration: String,
    keys: (CodeConditions.Platform) -> [UsageDescriptionKey]
  ) throws(UnreadableInput) -> [LintFinding] {
    let macSettings: BuildSettings
    var isCatalyst = false
    if settings.sdk.hasPrefix("macosx") {
      macSettings = settings
    } else if settings.alsoBuildsForMac {
      macSettings = settings.forSDK("macosx")
    } else if settings.isYes("SUPPORTS_MACCATALYST") {
      guard !ignoredCatalystSandboxTargets.contains(target) else { return [] }
      macSettings = settings.forSDK("macosx")
      isCatalyst = true
    } else {
      return []
    }
    return try SandboxCheck(
      settings: macSettings, sourceRoot: project.sourceRoot, target: target,
      configuration: configuration, isCatalyst: isCatalyst
    ).findings(
      for: keys(CodeConditions.Platform(os: isCatalyst ? "iOS" : "macOS", isCatalyst: isCatalyst)))
  }

  /// Why a configuration's Info.plist cannot be followed.
  private enum UnknownInfoPlist {
    /// `INFOPLIST_FILE` is unset or uses an unset setting, and missing files may set it.
    case missingFiles([String])
    /// It is a path into the build's folders (`$(DERIVED_FILE_DIR)/Info.plist`).
    case builtBy(UnreadableInput, summary: String)
  }

  /// Why the configuration's `INFOPLIST_FILE` cannot be followed, or `nil` when it can (or
  /// the target has none and nothing missing could give it one).
  private func unknownInfoPlist(
    _ settings: BuildSettings, _ project: XcodeProject, target: XcodeProject.Target,
    configuration: XcodeProject.Configuration
  ) -> UnknownInfoPlist? {
    guard let setting = settings.value(of: "INFOPLIST_FILE"), !setting.value.isEmpty else {
      // A generated Info.plist needs no file; else a missing file may name one.
      if settings.isYes("GENERATE_INFOPLIST_FILE") { return nil }
      let reasons = settings.unknownBecause(unset: "INFOPLIST_FILE")
      return reasons.isEmpty ? nil : .missingFiles(reasons)
    }
    if !setting.builtBy.isEmpty {
      let names = setting.builtBy.map { "$(\($0.singleLine))" }.joined(separator: ", ")
      let position =
        setting.position
        ?? SourcePosition(file: project.projectFile, line: configuration.settings.line)
      let summary =
        "INFOPLIST_FILE uses \(names), which only the build system defines; its Info.plist "
        + "cannot be followed without a build"
      return .builtBy(
        UnreadableInput(
          file: position.file, line: position.line,
          problem:
            "target \(target.name.singleLine) (\(configuration.name.singleLine)): \(summary)"),
        summary: summary)
    }
    if !setting.undefined.isEmpty && !setting.unknownBecause.isEmpty {
      return .missingFiles(setting.unknownBecause)
    }
    return nil
  }

  /// The target's `INFOPLIST_FILE`, relative to the project's folder: `nil` when it has none,
  /// or when it names a file only a build makes.
  private func infoPlistPath(_ settings: BuildSettings, _ project: XcodeProject) -> String? {
    guard let setting = settings.value(of: "INFOPLIST_FILE"), setting.builtBy.isEmpty else {
      return nil
    }
    let written = setting.value
    guard !written.isEmpty else { return nil }
    // Joined lexically, as Xcode joins it: `Configs/../Info.plist` is named `Info.plist`.
    var path = project.namedAsGiven(
      (written.hasPrefix("/")
        ? written : (project.sourceRoot as NSString).appendingPathComponent(written))
        .withoutDotSegments)
    if project.sourceRoot.isEmpty && path.hasPrefix("./") { path.removeFirst(2) }
    // Named in another case than on disk, it is the file Xcode on a Mac reads.
    return (try? FileStatus.resolvingCase(path)) ?? path
  }

  /// The configuration's settings, levels as Xcode stacks them.
  ///
  /// - Returns: The settings, and the `.xcconfig` files that are not there: their levels are
  ///   read without them, and the run must say so.
  /// - Throws: ``UnreadableInput`` when an `.xcconfig` that is there cannot be read.
  private func settings(
    of configuration: XcodeProject.Configuration, _ target: XcodeProject.Target,
    _ project: XcodeProject
  ) throws(UnreadableInput) -> (settings: BuildSettings, missing: [MissingSettingsFile]) {
    let projectConfiguration = project.configurations.first { $0.name == configuration.name }
    var levels: [[BuildSettings.Assignment]] = []
    var missing: [MissingSettingsFile] = []
    var gaps: [BuildSettings.Gap] = []
    for level in [projectConfiguration, configuration] {
      guard let level else { continue }
      if let base = level.baseConfigurationPath {
        let base = (try? FileStatus.resolvingCase(base)) ?? base
        do {
          _ = try FileStatus.of(base)
        } catch {
          // A base configuration that is not there (gitignored and made from a template, or
          // one `pod install` writes) costs its own settings only: the rest is still read.
          missing.append(MissingSettingsFile(file: base, includedBy: nil, problem: error.problem))
          levels.append([])
        }
        if missing.last?.file != base {
          let contents = try XCConfigFile.read(at: base, projectFolder: project.sourceRoot)
          levels.append(contents.assignments)
          for include in contents.missing {
            missing.append(
              MissingSettingsFile(
                file: include.file, includedBy: include.includedBy, problem: include.problem))
          }
        }
        for file in missing where !gaps.contains(where: { $0.reason == file.reason }) {
          gaps.append(
            BuildSettings.Gap(
              level: levels.count - 1, reason: file.reason,
              setsInfoPlist: XCConfigFile.generator(for: file.file) == nil))
        }
      }
      levels.append(level.assignments)
    }
    // Absolute, as Xcode's: `$(SRCROOT)/Info.plist` is neither `/Info.plist` nor joined to a
    // relative folder twice.
    let sourceRoot = project.sourceRootSetting
    let defaults = [
      "TARGET_NAME": target.name, "PROJECT_NAME": project.name,
      "CONFIGURATION": configuration.name, "SRCROOT": sourceRoot,
      "PROJECT_DIR": sourceRoot, "SOURCE_ROOT": sourceRoot,
      "PRODUCT_NAME": "$(TARGET_NAME)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
      "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME)", "DEVELOPMENT_LANGUAGE": "en",
    ]
    return (
      BuildSettings(
        levels: levels, defaults: defaults, configuration: configuration.name, gaps: gaps),
      missing
    )
  }
}
