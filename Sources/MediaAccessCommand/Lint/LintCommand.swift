internal import Foundation

/// `media-access lint`: audits an app's usage descriptions and their localizations, in Xcode
/// projects as Xcode builds them and in Info.plist files.
@MainActor
enum LintCommand: Subcommand {
  static let name = "lint"

  static let summary = "Audit an app's usage descriptions, in its Xcode project or Info.plist."

  static var help: String {
    """
    USAGE: media-access lint <path>... [--sources <list>] [--target <name>]
                             [--configuration <name>] [--format text|json|sarif|github]
                             [--strict] [--ignore-catalyst-sandbox <targets>]
                             [--stamp <file>] [--package-checkouts <folder>]

    Audits the usage descriptions an app's sources need, as Xcode builds the app: for each
    application target of an Xcode project and each build configuration, the Info.plist
    keys from build settings (INFOPLIST_KEY_..., through .xcconfig files, #include,
    $(inherited), nested $(A_$(B)) and Xcode's operators such as :default=, :dir and
    :standardizepath) and from its INFOPLIST_FILE. Each key must be present, a non-empty
    string, and not a placeholder (TODO, TBD, FIXME, or under 10 columns); $(SETTING)
    references are expanded from the project, and one it does not define is a finding.
    Every <language>.lproj/InfoPlist.strings and InfoPlist.xcstrings String Catalog must
    localize the same keys, and each language the target ships (an .lproj folder or a
    catalog language) needs them translated (one warning per language, at its .lproj
    folder); a Base.lproj text replaces an Info.plist stand-in. A sandboxed Mac target, or one signed with
    the hardened runtime, needs the device's entitlement. iOS terminates an app that asks
    for access without its usage description.

    ARGUMENTS:
      <path>               An .xcodeproj, an .xcworkspace, an Info.plist, or a directory
                           to search for them (hidden folders and build output are
                           skipped: .app, .appex, .framework, .xcframework, .xcarchive,
                           DerivedData, Carthage/Build, Pods; symbolic links are
                           followed).

    PROJECTS:
      A workspace is audited for the application targets of its projects; a project
      with none (Pods/Pods.xcodeproj) is skipped. A missing .xcconfig (a base, or an
      #include at any depth; #include? is optional) is exit 2 in one line naming it,
      every target and configuration it costs, the settings it leaves unknown, and what
      makes it (`pod install`, `flutter pub get`, a .template beside it); the rest is
      still audited. A path using a setting only a build defines ($(DERIVED_FILE_DIR),
      $(BUILT_PRODUCTS_DIR), ...) is exit 2: it cannot be followed without a build.
      Paths are named without ../ climbs in every format. A folder holding only an XcodeGen project.yml or a
      Tuist Project.swift is exit 2: generate the project, then lint it. With
      INFOPLIST_PREPROCESS = YES, the Info.plist's #if/#ifdef lines are decided by
      INFOPLIST_PREPROCESSOR_DEFINITIONS (a prefix header is not read).

    OPTIONS:
      --sources <list>     \(HelpText.sourceNames(after: "Comma-separated sources the app uses: ", indent: 23))
                           Default: every key the target declares, and the keys the
                           products and frameworks it links need (MediaAccessCamera:
                           camera; MediaAccessPhotos or Photos.framework: a photo
                           library key).
      --target <name>      Audit this target only; extensions are audited only when
                           named here. An unknown name is a usage error.
      --configuration <name>
                           Audit this build configuration only (default: all). An
                           unknown name is a usage error.
      --format <format>    text, json, sarif or github (default: text); see FORMATS.
      --strict             Exit 1 on warnings too.
      --ignore-catalyst-sandbox <targets>
                           Comma-separated targets whose Mac Catalyst build's
                           entitlements are not checked (their iOS build still is);
                           a name that is no audited target is a usage error.
      --package-checkouts <folder>
                           Where remote Swift packages' checkouts are: an
                           xcodebuild -clonedSourcePackagesDirPath folder, its
                           checkouts/, or a -derivedDataPath folder (see CODE).
      --stamp <file>       When the exit status is 0, write <file> listing the files
                           lint read, sources included, one absolute path a line;
                           else remove it. A build system compares it with those
                           files to skip the next run (the build-tool plugin's
                           output).
      -h, --help           Show this help.

    FORMATS:
      text     A line per finding, <file>:<line>:<column>: error|warning: <message>,
               the form Xcode's issue navigator and editors jump to (the column is the
               key's, else 1; a finding about a whole file, such as a language with no
               table, is <file>: error|warning: <message>, which Xcode shows on the file
               and sarif places at line 1; a line break in a quoted text or a path is
               written as \\n), then a line per clean target or file and a summary.
      json     One document: the files checked, each finding (file, line, column,
               severity, target, configuration, key, kind, message), the unreadable
               inputs and the exit status.
      sarif    A SARIF 2.1.0 log for GitHub code scanning: a rule per kind of finding,
               a result per finding and per unreadable input, paths relative to the
               working directory.
      github   GitHub Actions annotations, one per finding and unreadable input:
               ::error file=<path>,line=<line>,col=<column>,title=<key (kind)>::<message>
               (::warning for a warning), then the summary.
      An unreadable input is also written to standard error, except in github.

    CODE:
      Each target's Swift and Objective-C files are read: its Sources build phase and
      its synchronized folders (less their membership exceptions), the framework
      targets of the project it depends on, the pods its
      Pods-<App> target builds (in Pods.xcodeproj, or in each pod's own project with
      CocoaPods' generate_multiple_pod_projects), and of each Swift package it links (in
      packageProductDependencies or its Frameworks phase) the folders of the targets behind
      the products it links and those they depend on, read from Package.swift as text (its
      whole Sources/ folder when the text cannot be followed), into the packages they
      depend on; a package is named by its manifest's name. A package is read when on
      disk: local, or a remote one's checkout in
      SourcePackages/checkouts or .build/checkouts beside the project, in
      --package-checkouts, or in the folder of Xcode's DerivedData (its Locations
      preference's, else the default one) whose info.plist names the project. A package
      whose checkout is found nowhere is named as not read (-derivedDataPath cannot be
      known without the option). A listed file that is not on disk is exit 2, naming
      it and the targets that compile it. A call below, outside comments and strings,
      needs its source's key: a missing one is an error at the first such call in each
      file; it counts only for the target's platforms that have its framework (UIKit's
      calls not for a native Mac build, whose entitlements follow). This package's calls
      count in a file that imports it.
    \(CodeCallTable.helpSection())

    BINARIES:
      The binaries each target links are read as App Store Connect reads an upload
      (ITMS-90683): the .framework, .xcframework, .a and .dylib files its Frameworks
      build phase links from the project's folder, and its pods' vendored frameworks
      and libraries (each -framework and -l of the Pods-<App> configurations'
      OTHER_LDFLAGS found in a search path under Pods/). Thin and universal Mach-O
      files and static libraries are parsed without any tool; of an .xcframework, the
      libraries for the target's platforms, not the simulator's. A class, function or
      selector that asks, found in one object, needs its source's key: a missing one
      is an error at the binary, naming the object and the symbols, once per binary
      and key (AVCaptureDevice with AVMediaTypeVideo: camera; AVAudioRecorder:
      microphone; PHPhotoLibrary with requestAuthorization:: photo library;
      UIImageWriteToSavedPhotosAlbum: add-only; UIImagePickerController only with a
      camera property). A binary that cannot be parsed, or is linked but not on
      disk, is exit 2, named.

    SUBCLASSES:
      A class that conforms to AlertPresenting (directly, through CameraAuthorizing,
      MicrophoneAuthorizing, PhotoLibraryAuthorizing, AccessAlertHosting, or a protocol
      of the app's refining one, or in an extension) without declaring
      alertTextRenderer, settingsOpener, accessAlertPolicy or accessEventObserver leaves
      it to the protocol's default, and Swift binds that default once: a subclass's
      declaration of it is never called. Each is an error at the subclass's
      declaration: "Sub's accessAlertPolicy is never called: Base conforms to
      CameraAuthorizing without declaring it; declare it in Base and override it here".
      The classes are those of the files read for CODE; a superclass declared elsewhere
      (UIViewController) conforms to nothing by itself.

    SEVERITY:
      error    What gets the app terminated or rejected: a usage description the app
               needs that is missing, empty or a placeholder; a call in the code whose
               key is missing (see CODE); a device entitlement a sandboxed or
               hardened-runtime Mac app lacks; a subclass's dialog customization
               that is never called (see SUBCLASSES).
      warning  What users merely see badly: a missing or unfinished translation, a
               translated key the target does not declare, a reference nothing
               defines, and a Mac Catalyst build's entitlement (lint cannot see
               whether the code asking is compiled out of that build).

    PLUGINS:
      In a package that depends on MediaAccess, 'swift package media-access-lint
      [<path>...] [options]' runs lint on the package's directory, or on the paths
      given, with these options. In Xcode, add the MediaAccessLintBuildTool plugin to
      an app target's "Run Build Tool Plug-ins": a build lints the project for that
      target and shows each finding in the issue navigator, at its key; a build in
      which no file the last clean run read changed skips it (--stamp).

    EXIT STATUS:
      0  everything read is clean, or has warnings only (without --strict)
      1  errors (or, with --strict, warnings), in the format chosen
      2  invalid command line (an unknown --target or --configuration, with the
         choices), or an input that cannot be read (a missing path, a folder that
         cannot be listed, a malformed file), named in one line; what can be read is
         still audited
    """
  }

  static func parseOptions(_ arguments: [String]) throws(UsageError) -> LintOptions {
    try LintOptions.parse(arguments)
  }

  static func run(_ options: LintOptions, console: ToolConsole) async -> ExitCode {
    let exitCode = lint(options, console: console)
    guard let stamp = options.stamp else { return exitCode }
    return writeStamp(stamp, exitCode: exitCode, console: console)
  }

  /// Audits, prints the report in the chosen format, and returns the exit status.
  private static func lint(_ options: LintOptions, console: ToolConsole) -> ExitCode {
    let report = makeReport(options)
    let workingDirectory = FileManager.default.currentDirectoryPath
    // In the github format every unreadable input is an annotation on standard output; a
    // plain line as well would be read by the runner as a command if a path began with "::".
    if options.format != .github || !report.usageErrors.isEmpty {
      for input in report.unreadable {
        console.printError(input.text)
      }
    }
    if !report.usageErrors.isEmpty {
      for error in report.usageErrors {
        console.printError(
          "media-access \(name): \(error.message) (see 'media-access \(name) --help')")
      }
      return .invalidInput
    }
    do {
      switch options.format {
      case .text:
        console.print(report.textLines)
      case .json:
        console.print(try report.json())
      case .sarif:
        console.print(try SARIFLog(report, workingDirectory: workingDirectory).json())
      case .github:
        console.print(report.githubLines(workingDirectory: workingDirectory))
      }
    } catch {
      console.printError("media-access lint: cannot encode JSON: \(error)")
      return .invalidInput
    }
    return report.exitCode
  }

  /// Writes the stamp, the files read, after a clean run and removes it after any other, so
  /// that a build system runs lint again until the findings are fixed; a stamp that cannot
  /// be written is exit 2, naming it.
  private static func writeStamp(_ path: String, exitCode: ExitCode, console: ToolConsole)
    -> ExitCode
  {
    guard exitCode == .success else {
      try? FileManager.default.removeItem(atPath: path)
      return exitCode
    }
    do {
      // A path with a line break cannot be a line of the list; it is left out.
      let lines =
        ["# media-access lint: clean; the files it read:"]
        + FilesRead.shared.all.filter { !$0.contains("\n") }
      try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
      return exitCode
    } catch {
      let folder = (path as NSString).deletingLastPathComponent
      let problem =
        FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder)
        ? "cannot write the stamp (check its folder's permissions)"
        : "cannot write the stamp: no such folder"
      console.printError("\(path.singleLine): error: \(problem)")
      return .invalidInput
    }
  }

  /// Audits every project and Info.plist at or under the options' paths, each once; an
  /// Info.plist a project's target uses is audited through the project.
  static func makeReport(_ options: LintOptions) -> LintReport {
    // A run reads the files as they are now and lists only its own reads.
    FilesRead.shared.removeAll()
    XCConfigFile.cache.removeAll()
    BinaryScan.cache.removeAll()
    PackageManifest.cache.removeAll()
    XcodeProject.parsedTrees.removeAll()
    var locator = InputLocator()
    let inputs = locator.locate(options.paths)
    var report = LintReport(unreadable: inputs.unreadable, strict: options.strict)
    var projectAuditor = ProjectAuditor(
      sources: options.sources, targetName: options.target,
      configurationName: options.configuration,
      ignoredCatalystSandboxTargets: options.ignoredCatalystSandboxTargets)
    projectAuditor.packageCheckouts.given = options.packageCheckouts
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
    report.unreadable += unmatched(options, results, workspaces: inputs.namedWorkspaces)
    report.usageErrors =
      unknownTargetOrConfiguration(options, results)
      + unknownCatalystSandboxTargets(options, results.map(\.result))
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
    // A file several configurations or targets share is named once, however often it failed.
    var named: [UnreadableInput] = []
    for input in report.unreadable where !named.contains(input) { named.append(input) }
    report.unreadable = named
    report.normalizePaths()
    report.locateColumns()
    return report
  }

  /// The usage errors for `--ignore-catalyst-sandbox` names that are no audited target: a typo
  /// would otherwise keep that target's warning quietly.
  private static func unknownCatalystSandboxTargets(
    _ options: LintOptions, _ results: [ProjectAuditor.Result]
  ) -> [UsageError] {
    var audited: [String] = []
    for name in results.flatMap(\.auditedTargets) where !audited.contains(name) {
      audited.append(name)
    }
    // Names are the projects' text: escaped, so one cannot forge another line.
    let valid = audited.isEmpty ? "none" : audited.map(\.singleLine).joined(separator: ", ")
    return options.ignoredCatalystSandboxTargets.filter { !audited.contains($0) }.map { name in
      let named = "--ignore-catalyst-sandbox names '\(name.singleLine)', which is not "
      if results.isEmpty {
        return UsageError(
          message: "--ignore-catalyst-sandbox names '\(name.singleLine)', but no Xcode project "
            + "was found")
      }
      if options.target != nil {
        return UsageError(message: named + "the target audited: " + valid)
      }
      return UsageError(message: named + "an application target; application targets: " + valid)
    }
  }

  /// The usage errors for a `--target` or `--configuration` no project has, naming the
  /// choices: a typo is the command line's fault, not an input lint cannot read.
  private static func unknownTargetOrConfiguration(
    _ options: LintOptions,
    _ results: [(path: String, named: Bool, result: ProjectAuditor.Result, project: XcodeProject)]
  ) -> [UsageError] {
    // Names are the projects' text: escaped, so one cannot forge another line.
    func list(_ names: [String]) -> String {
      var unique: [String] = []
      for name in names.map(\.singleLine) where !unique.contains(name) { unique.append(name) }
      return unique.isEmpty ? "none" : unique.joined(separator: ", ")
    }
    if let target = options.target, !results.contains(where: \.result.hasTarget) {
      guard !results.isEmpty else {
        return [
          UsageError(
            message: "--target names '\(target.singleLine)', but no Xcode project was found")
        ]
      }
      return [
        UsageError(
          message: "--target names '\(target.singleLine)', which is not a target; targets: "
            + list(results.flatMap { $0.project.targets.map(\.name) }))
      ]
    }
    if let configuration = options.configuration, results.contains(where: \.result.hasTarget),
      !results.contains(where: \.result.hasConfiguration)
    {
      let audited = results.flatMap { entry in
        entry.project.targets.filter { entry.result.auditedTargets.contains($0.name) }
      }
      return [
        UsageError(
          message: "--configuration names '\(configuration.singleLine)', which is not a "
            + "configuration of the targets audited; configurations: "
            + list(audited.flatMap { $0.configurations.map(\.name) }))
      ]
    }
    return []
  }

  /// The errors for a project named on the command line with nothing to audit: a run that
  /// checks nothing is not clean.
  private static func unmatched(
    _ options: LintOptions,
    _ results: [(path: String, named: Bool, result: ProjectAuditor.Result, project: XcodeProject)],
    workspaces: [(path: String, projects: [String])]
  ) -> [UnreadableInput] {
    var errors: [UnreadableInput] = []
    for entry in results where entry.named && !entry.result.hasTarget && options.target == nil {
      errors.append(
        UnreadableInput(
          file: entry.path, problem: "no application target; name one to audit with --target"))
    }
    // A workspace is audited for the application targets of all its projects together.
    for workspace in workspaces where options.target == nil {
      let read = results.filter { workspace.projects.contains($0.path) }
      if !read.isEmpty && !read.contains(where: \.result.hasTarget) {
        errors.append(
          UnreadableInput(
            file: workspace.path,
            problem: "no application target in the workspace's projects; name one to audit "
              + "with --target"))
      }
    }
    return errors
  }
}
