/// One of the tool's subcommands: its name, its help and how it runs.
@MainActor
protocol Subcommand {
  /// The subcommand's options, checked.
  associatedtype Options

  /// The word that selects the subcommand, such as `demo`.
  static var name: String { get }

  /// One line for the tool's list of subcommands.
  static var summary: String { get }

  /// The full text of `media-access <name> --help`.
  static var help: String { get }

  /// Checks the arguments after the subcommand's name.
  ///
  /// - Throws: ``UsageError`` when an option is unknown, repeated, or has an invalid value.
  static func parseOptions(_ arguments: [String]) throws(UsageError) -> Options

  /// Runs the subcommand, writing to `console`, and returns the exit status.
  static func run(_ options: Options, console: ToolConsole) async -> ExitCode
}
