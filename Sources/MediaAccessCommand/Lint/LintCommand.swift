/// `media-access lint`: audits an app's usage descriptions and their localizations, in Xcode
/// projects as Xcode builds them and in Info.plist files.
@MainActor
enum LintCommand: Subcommand {
  static let name = "lint"

  static let summary = "Audit an app's usage descriptions, in its Xcode project or Info.plist."

  static var help: String {
    """
    USAGE: media-access lint <path>... [--sources <list>] [--target <name>]
                             [--configuration <name>] [--format text|json]

    Audits the usage descriptions an app's sources need, as Xcode builds the app: for each
    application target of an Xcode project and each build configuration, the Info.plist
    keys from build settings (INFOPLIST_KEY_..., through .xcconfig files, #include and
    $(inherited)) and from its INFOPLIST_FILE. Each key must be present, a non-empty
    string, and not a placeholder (TODO, TBD, FIXME, or under 10 columns); $(SETTING)
    references are expanded from the project, and one it does not define is a finding.
    Every <language>.lproj/InfoPlist.strings and InfoPlist.xcstrings String Catalog must
    localize the same keys. A sandboxed Mac target needs the device's entitlement. iOS
    terminates an app that asks for access without its usage description.

    ARGUMENTS:
      <path>               An .xcodeproj, an .xcworkspace, an Info.plist, or a directory
                           to search for them (hidden folders and build output are
                           skipped: .app, .appex, .framework, .xcframework, .xcarchive,
                           DerivedData, Carthage/Build, Pods; symbolic links are
                           followed).

    OPTIONS:
      --sources <list>     \(HelpText.sourceNames(after: "Comma-separated sources the app uses: ", indent: 23))
                           Default: every source whose key the target or files mention.
      --target <name>      Audit this target only; extensions are audited only when
                           named here.
      --configuration <name>
                           Audit this build configuration only (default: all).
      --format <format>    text or json (default: text).
      -h, --help           Show this help.

    EXIT STATUS:
      0  everything read is clean
      1  findings, one line each: <file>:<line>: error: <message>, the form Xcode
         and editors jump to (a line break in a quoted text or a path is written as \\n)
      2  invalid command line, or an input that cannot be read (a missing path, a
         folder that cannot be listed, a malformed file), named in one line; what can be
         read is still audited
    """
  }

  static func parseOptions(_ arguments: [String]) throws(UsageError) -> LintOptions {
    try LintOptions.parse(arguments)
  }

  static func run(_ options: LintOptions, console: ToolConsole) async -> ExitCode {
    let report = makeReport(options)
    for input in report.unreadable {
      console.printError(input.text)
    }
    switch options.format {
    case .text:
      console.print(report.textLines)
    case .json:
      do {
        console.print(try report.json())
      } catch {
        console.printError("media-access lint: cannot encode JSON: \(error)")
        return .invalidInput
      }
    }
    return report.exitCode
  }

  /// Audits every project and Info.plist at or under the options' paths, each once; an
  /// Info.plist a project's target uses is audited through the project.
  static func makeReport(_ options: LintOptions) -> LintReport {
    var locator = InputLocator()
    let inputs = locator.locate(options.paths)
    var report = LintReport(unreadable: inputs.unreadable)
    let projectAuditor = ProjectAuditor(
      sources: options.sources, targetName: options.target,
      configurationName: options.configuration)
    var claimed: Set<FileStatus.Identity> = []
    var results:
      [(path: String, named: Bool, result: ProjectAuditor.Result, project: XcodeProject)] = []
    for (path, named) in inputs.projects {
      do {
        let project = try XcodeProject.read(path)
        let result = projectAuditor.audit(project)
        report.audits += result.audits
        report.unreadable += result.unreadable
        claimed.formUnion(result.infoPlists)
        results.append((path, named, result, project))
      } catch {
        report.unreadable.append(error)
      }
    }
    report.unreadable += unmatched(options, results)
    let auditor = InfoPlistAuditor(sources: options.sources)
    for path in inputs.infoPlists {
      if let identity = try? FileStatus.of(path).identity, claimed.contains(identity) { continue }
      do {
        let audit = try auditor.audit(path)
        report.audits.append(audit)
        report.unreadable += audit.unreadable
      } catch {
        report.unreadable.append(error)
      }
    }
    return report
  }

  /// The errors for a `--target` or `--configuration` no project has, and for a project named
  /// on the command line with nothing to audit: a run that checks nothing is not clean.
  private static func unmatched(
    _ options: LintOptions,
    _ results: [(path: String, named: Bool, result: ProjectAuditor.Result, project: XcodeProject)]
  ) -> [UnreadableInput] {
    var errors: [UnreadableInput] = []
    if let target = options.target, !results.contains(where: \.result.hasTarget) {
      if results.isEmpty {
        errors.append(
          UnreadableInput(
            file: options.paths.joined(separator: ", "),
            problem: "--target \(target.singleLine) names a target, but no Xcode project was found")
        )
      }
      for entry in results {
        // Names are the project's text: escaped, so one cannot forge another line.
        let names = entry.project.targets.map(\.name.singleLine).joined(separator: ", ")
        errors.append(
          UnreadableInput(
            file: entry.path, problem: "no target named '\(target.singleLine)'; targets: \(names)"))
      }
    } else if let configuration = options.configuration,
      !results.contains(where: \.result.hasConfiguration)
    {
      for entry in results where entry.result.hasTarget {
        let names = Set(
          entry.project.targets.flatMap { $0.configurations.map(\.name.singleLine) })
        errors.append(
          UnreadableInput(
            file: entry.path,
            problem:
              "no configuration named '\(configuration.singleLine)'; configurations: "
              + names.sorted().joined(separator: ", ")))
      }
    }
    for entry in results where entry.named && !entry.result.hasTarget && options.target == nil {
      errors.append(
        UnreadableInput(
          file: entry.path, problem: "no application target; name one to audit with --target"))
    }
    return errors
  }
}
