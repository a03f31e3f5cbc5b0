import Foundation
import XCTest

/// One run of the built `media-access` executable: its exit status and what it wrote.
struct ToolRun {
  let status: Int32
  let standardOutput: String
  let standardError: String
  /// Whether the run outlived its timeout and was terminated.
  var timedOut = false
  /// Whether the process ended by a signal (a crash) rather than by exiting.
  var killedBySignal = false

  /// Standard error's lines, without the final empty one.
  var errorLines: [String] {
    standardError.split(separator: "\n").map(String.init)
  }

  /// Runs the executable SwiftPM built next to the test bundle, and waits for it to end.
  ///
  /// Output goes to temporary files rather than pipes, so a long transcript can never fill a
  /// pipe and block the child while the test waits for it to exit.
  ///
  /// `environment` adds to or replaces variables of the test's own environment.
  static func run(
    _ arguments: [String], in directory: URL? = nil, timeout: Duration = .seconds(120),
    environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
  ) throws -> ToolRun {
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      // No child processes there: these tests run on Linux and macOS, and the package's other
      // test targets run on the simulators.
      throw XCTSkip("no child processes on this platform")
    #else
      return try runChild(arguments, in: directory, timeout: timeout, environment: environment)
    #endif
  }

  #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
    private static func runChild(
      _ arguments: [String], in directory: URL?, timeout: Duration,
      environment: [String: String]
    ) throws -> ToolRun {
      let executable = try executableURL()
      let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("media-access-run-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      let outputURL = scratch.appendingPathComponent("stdout")
      let errorURL = scratch.appendingPathComponent("stderr")
      try Data().write(to: outputURL)
      try Data().write(to: errorURL)
      let output = try FileHandle(forWritingTo: outputURL)
      let error = try FileHandle(forWritingTo: errorURL)

      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      process.standardOutput = output
      process.standardError = error
      if let directory { process.currentDirectoryURL = directory }
      if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      }
      try process.run()
      let deadline = ContinuousClock.now.advanced(by: timeout)
      while process.isRunning && ContinuousClock.now < deadline {
        Thread.sleep(forTimeInterval: 0.002)
      }
      let timedOut = process.isRunning
      if timedOut { process.terminate() }
      process.waitUntilExit()
      try output.close()
      try error.close()

      return ToolRun(
        status: process.terminationStatus,
        standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
        standardError: try String(contentsOf: errorURL, encoding: .utf8),
        timedOut: timedOut,
        killedBySignal: process.terminationReason == .uncaughtSignal)
    }
  #endif

  /// The `media-access` executable in SwiftPM's products directory, beside the test bundle.
  static func executableURL() throws -> URL {
    let url = productsDirectory().appendingPathComponent("media-access")
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw XCTSkip("media-access was not built at \(url.path)")
    }
    return url
  }

  private static func productsDirectory() -> URL {
    #if os(macOS)
      // On macOS, Bundle.main is Xcode's xctest runner; the products sit beside our bundle.
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }
}
