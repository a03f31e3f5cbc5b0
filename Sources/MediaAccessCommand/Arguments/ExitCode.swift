/// The tool's exit statuses, the same for every subcommand.
enum ExitCode: Int32 {
  /// Done, nothing to report.
  case success = 0
  /// `lint` found problems in the files it read.
  case findings = 1
  /// The command line or an input file could not be used.
  case invalidInput = 2
}
