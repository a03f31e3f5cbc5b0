internal import MediaAccess

/// The checked options of `media-access lint`.
struct LintOptions: Equatable {
  /// How the report is written out.
  enum Format: String, CaseIterable {
    /// One line per finding, `file:line:column: error: message`, as compilers write them.
    case text
    /// One document for CI.
    case json
    /// A SARIF 2.1.0 log, for GitHub code scanning and other code-review tools.
    case sarif
    /// GitHub Actions workflow commands, `::error file=…,line=…::message`, one per finding.
    case github
  }

  /// Info.plist files, or directories to search for them.
  var paths: [String] = []
  /// The sources the app uses; `nil` means every source whose key the files mention.
  var sources: [BuiltInSource]?
  /// How to write the report.
  var format = Format.text
  /// `--target`: the one target to audit, an extension's as well as an app's.
  var target: String?
  /// `--configuration`: the one build configuration to audit.
  var configuration: String?
  /// `--strict`: warnings exit 1 as errors do.
  var strict = false
  /// `--ignore-catalyst-sandbox`: targets whose Mac Catalyst build's sandbox is not checked.
  var ignoredCatalystSandboxTargets: [String] = []
  /// `--stamp`: a file written when lint exits 0 and removed otherwise, the output a build
  /// system compares with the inputs to skip the next run.
  var stamp: String?
  /// `--package-checkouts`: a folder where remote Swift packages' checkouts are looked for.
  var packageCheckouts: [String] = []

  /// The options `lint` declares.
  static let valueOptions: Set<String> = [
    "--sources", "--format", "--target", "--configuration", "--ignore-catalyst-sandbox",
    "--stamp", "--package-checkouts",
  ]
  /// The flags `lint` declares.
  static let flags: Set<String> = ["--strict"]

  /// Checks the arguments after `lint`.
  ///
  /// - Throws: ``UsageError`` for an unknown option, an unknown source or format, or no path.
  static func parse(_ arguments: [String]) throws(UsageError) -> LintOptions {
    let parsed = try ParsedArguments(arguments, valueOptions: valueOptions, flags: flags)
    var options = LintOptions(paths: parsed.operands)
    options.strict = parsed.has("--strict")
    if let list = parsed.values["--ignore-catalyst-sandbox"] {
      options.ignoredCatalystSandboxTargets = list.split(
        separator: ",", omittingEmptySubsequences: false
      ).map { String($0).trimming(" ") }
      guard !options.ignoredCatalystSandboxTargets.contains("") else {
        throw UsageError(message: "--ignore-catalyst-sandbox needs target names, comma-separated")
      }
    }
    guard !options.paths.isEmpty else {
      throw UsageError(
        message: "missing path: name an Xcode project, an Info.plist or a directory to search")
    }
    guard !options.paths.contains("") else {
      throw UsageError(
        message: "a path is empty; name an Xcode project, an Info.plist or a directory")
    }
    if let list = parsed.values["--sources"] {
      options.sources = try SourceList.parse(list, option: "--sources")
    }
    for (option, value) in [
      ("--target", parsed.values["--target"]),
      ("--configuration", parsed.values["--configuration"]),
    ] {
      if value?.isEmpty == true { throw UsageError(message: "\(option) needs a name") }
    }
    if parsed.values["--stamp"]?.isEmpty == true {
      throw UsageError(message: "--stamp needs a file path")
    }
    options.stamp = parsed.values["--stamp"]
    if let folder = parsed.values["--package-checkouts"] {
      guard !folder.isEmpty else { throw UsageError(message: "--package-checkouts needs a folder") }
      options.packageCheckouts = [folder]
    }
    options.target = parsed.values["--target"]
    options.configuration = parsed.values["--configuration"]
    if let format = parsed.values["--format"] {
      options.format = try OptionValue.choice(format, option: "--format")
    }
    return options
  }
}
