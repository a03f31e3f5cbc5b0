/// The `media-access` command line: picks a subcommand, checks its options and runs it.
///
/// The executable only forwards its arguments here and exits with the status returned, so
/// everything the tool does can be reached from tests.
@MainActor
package enum MediaAccessTool {
  /// Runs the tool.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments after the program name.
  ///   - console: Where to write results and problems.
  /// - Returns: The exit status: 0 success, 1 `lint` findings, 2 unusable command line or input.
  package static func run(_ arguments: [String], console: ToolConsole) async -> Int32 {
    await dispatch(arguments, console: console).rawValue
  }

  static let name = "media-access"

  /// The tool's version, reported in SARIF logs; "unreleased" until the first release.
  nonisolated static let version = "unreleased"

  /// The text of `media-access --help`.
  static var help: String {
    let width = allSubcommands.map(\.name.count).max() ?? 0
    let list = allSubcommands.map { command in
      "  " + DisplayWidth.padded(command.name, to: width + 3) + command.summary
    }
    return """
      USAGE: \(name) <subcommand> [options]

      Shows how MediaAccess behaves, previews its dialogs and audits an app's Info.plist.

      SUBCOMMANDS:
      \(list.joined(separator: "\n"))

      Run '\(name) <subcommand> --help' for a subcommand's options.
      Exit status: 0 success, 1 lint findings, 2 invalid command line or unreadable input.
      """
  }

  private static var allSubcommands: [(name: String, summary: String)] {
    [
      (DemoCommand.name, DemoCommand.summary),
      (PreviewCommand.name, PreviewCommand.summary),
      (LintCommand.name, LintCommand.summary),
    ]
  }

  private static func dispatch(_ arguments: [String], console: ToolConsole) async -> ExitCode {
    guard let first = arguments.first else {
      console.printError("\(name): missing subcommand; run '\(name) --help' for usage")
      return .invalidInput
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h":
      console.print(help)
      return .success
    case "help":
      return showHelp(for: rest.first, console: console)
    case DemoCommand.name:
      return await execute(DemoCommand.self, rest, console: console)
    case PreviewCommand.name:
      return await execute(PreviewCommand.self, rest, console: console)
    case LintCommand.name:
      return await execute(LintCommand.self, rest, console: console)
    default:
      let names = allSubcommands.map(\.name).joined(separator: ", ")
      console.printError("\(name): unknown subcommand '\(first)'; choose one of: \(names)")
      return .invalidInput
    }
  }

  /// `media-access help [subcommand]`.
  private static func showHelp(for subcommand: String?, console: ToolConsole) -> ExitCode {
    switch subcommand {
    case nil: console.print(help)
    case DemoCommand.name: console.print(DemoCommand.help)
    case PreviewCommand.name: console.print(PreviewCommand.help)
    case LintCommand.name: console.print(LintCommand.help)
    case let other?:
      console.printError("\(name): no help for unknown subcommand '\(other)'")
      return .invalidInput
    }
    return .success
  }

  private static func execute<Command: Subcommand>(
    _ command: Command.Type, _ arguments: [String], console: ToolConsole
  ) async -> ExitCode {
    // --help wins over every other argument, so a half-typed command line can still ask.
    if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      console.print(command.help)
      return .success
    }
    do {
      let options = try command.parseOptions(arguments)
      return await command.run(options, console: console)
    } catch {
      console.printError(
        "\(name) \(command.name): \(error.message) (see '\(name) \(command.name) --help')")
      return .invalidInput
    }
  }
}
