internal import Foundation

/// Where the tool writes: results to standard output, problems to standard error.
///
/// Text is written as soon as it is produced, so the demo's transcript and any diagnostics
/// the library logs to standard error appear in the order they happen.
package struct ToolConsole: Sendable {
  private let writeOutput: @Sendable (String) -> Void
  private let writeError: @Sendable (String) -> Void

  /// Creates a console from two writers.
  ///
  /// - Parameters:
  ///   - output: Receives results, each call a whole line or more with its newline.
  ///   - error: Receives problems, each call a whole line with its newline.
  package init(
    output: @escaping @Sendable (String) -> Void,
    error: @escaping @Sendable (String) -> Void
  ) {
    self.writeOutput = output
    self.writeError = error
  }

  /// The process's standard output and standard error, unbuffered.
  package static let standard = ToolConsole(
    output: { FileHandle.standardOutput.write(Data($0.utf8)) },
    error: { FileHandle.standardError.write(Data($0.utf8)) }
  )

  /// Writes lines to standard output.
  func print(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    writeOutput(lines.joined(separator: "\n") + "\n")
  }

  /// Writes one line to standard output.
  func print(_ line: String) {
    print([line])
  }

  /// Writes one line to standard error.
  func printError(_ line: String) {
    writeError(line + "\n")
  }
}
