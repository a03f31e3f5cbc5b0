import Foundation
import PackagePlugin

/// `swift package media-access-lint [<path>...] [options]`: runs `media-access lint` on the
/// package (or on the paths given, relative to the package's directory) with the user's
/// options, and fails when lint does.
///
/// lint only reads, so the command asks for no permission. Its output is lint's own, on the
/// terminal: `path:line:column: error: …` lines (or `--format json|sarif|github`).
@main
struct MediaAccessLintCommand: CommandPlugin {
  /// The options of `media-access lint` that take a value (`LintOptions.valueOptions`; a test
  /// keeps the two lists equal): the word after one is its value, not a path.
  static let valueOptions: Set<String> = [
    "--sources", "--format", "--target", "--configuration", "--ignore-catalyst-sandbox",
    "--stamp", "--package-checkouts",
  ]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "media-access")
    let directory = context.package.directoryURL
    var lintArguments = ["lint"] + arguments
    if !Self.namesAPath(arguments) { lintArguments.append(".") }

    let process = Process()
    process.executableURL = tool.url
    process.arguments = lintArguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw LintFailed(status: process.terminationStatus)
    }
  }

  /// Whether the arguments hold an operand: a word that is neither an option nor an option's
  /// value, or anything after `--`.
  static func namesAPath(_ arguments: [String]) -> Bool {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" { return !remaining.isEmpty }
      if argument.hasPrefix("-") && argument != "-" {
        if valueOptions.contains(argument) { _ = remaining.popFirst() }
        continue
      }
      return true
    }
    return false
  }
}

/// lint found problems (status 1) or could not read an input or its command line (status 2);
/// it has said which on the terminal.
struct LintFailed: Error, CustomStringConvertible {
  let status: Int32

  var description: String {
    switch status {
    case 1: "media-access lint reported findings (exit status 1)"
    default: "media-access lint could not check everything (exit status \(status))"
    }
  }
}
